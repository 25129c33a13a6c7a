// `@theme/SearchMetadata`: the tags DocSearch's crawler reads (`docusaurus_locale`,
// `docusaurus_version`, `docusaurus_tag` and their `docsearch:` twins). Each page's HTML already has
// them from the build (plugins/output/htmlTemplate.ts), so ours adds nothing; a site's override
// (props as in Docusaurus) applies what it renders through `@docusaurus/Head` in the browser.
export interface SearchMetadataProps {
  locale?: string;
  version?: string;
  tag?: string;
}

export default function SearchMetadata(_props: SearchMetadataProps) {
  return null;
}
