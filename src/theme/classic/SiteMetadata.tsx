// `@theme/SiteMetadata`: the head tags every page has, rendered once under the page frame. The
// build writes them into each page's HTML (plugins/output/htmlTemplate.ts: title, description,
// Open Graph, alternates, canonical, the search tags), so the default renders only
// `@theme/SearchMetadata`; a site's override (a wrapper adding `<Head>` tags) applies its tags in
// the browser, as `@docusaurus/Head` does everywhere here.
import useDocusaurusContext from '../docusaurus/useDocusaurusContext.js';
import SearchMetadata from './SearchMetadata.js';

export default function SiteMetadata() {
  const { i18n } = useDocusaurusContext();
  return <SearchMetadata tag="default" locale={i18n.currentLocale} />;
}
