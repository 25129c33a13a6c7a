// `@theme/DocItem/Metadata`: the doc's head tags. The build writes them into the page's HTML (title,
// description, keywords, image, canonical link), so the default renders nothing; a site's
// override may add `<Head>` tags, applied in the browser.
export default function DocItemMetadata() {
  return null;
}
