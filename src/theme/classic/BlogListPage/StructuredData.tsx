// `@theme/BlogListPage/StructuredData`: Docusaurus 3.8 adds the list's schema.org Blog as JSON-LD
// in the head; this theme writes its posts' microdata on their elements instead, so the default
// renders nothing. A site's override may add `<Head>` tags, applied in the browser.
export default function BlogListPageStructuredData(_props: object) {
  return null;
}
