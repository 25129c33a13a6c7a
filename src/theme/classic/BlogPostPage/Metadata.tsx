// `@theme/BlogPostPage/Metadata`: the post's head tags. The build writes them into the page's HTML
// (title, description, keywords, image, article tags), so the default renders nothing; a site's
// override may add `<Head>` tags, applied in the browser.
export default function BlogPostPageMetadata() {
  return null;
}
