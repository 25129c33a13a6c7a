// `@theme/BlogPostPage/StructuredData`: Docusaurus 3.8 adds a post's schema.org data as JSON-LD in
// the head; this theme writes it as microdata on the post's elements instead
// (`@theme/BlogPostItem/Container`, `Header/Info`, `Blog/Components/Author`), so the default
// renders nothing. A site's override may add `<Head>` tags, applied in the browser.
export default function BlogPostPageStructuredData() {
  return null;
}
