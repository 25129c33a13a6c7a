// A doc's or post's front matter as the browser gets it (`useDoc().frontMatter`,
// `useBlogPost().frontMatter`): every key, as the JSON the page module carries.

/**
 * The front matter as JSON values: YAML dates become ISO strings (as Docusaurus's JSON gives
 * them) and undefined values are left out, so the page module holds exactly what is returned.
 */
export function clientFrontMatter(frontMatter: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(frontMatter)) as Record<string, unknown>;
}
