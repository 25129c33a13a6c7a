// A doc's or post's front matter as the browser gets it (`useDoc().frontMatter`,
// `useBlogPost().frontMatter`): every key, as the JSON the page module carries; the MDX module's
// own `frontMatter` export keeps YAML dates as Dates, as Docusaurus's MDX loader does.
import { withDates } from './yamlTimestamp.js';

/**
 * The front matter as JSON values: YAML dates become ISO strings (as Docusaurus's JSON gives
 * them) and undefined values are left out, so the page module holds exactly what is returned.
 */
export function clientFrontMatter(frontMatter: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(frontMatter)) as Record<string, unknown>;
}

/**
 * What a doc's compile gets to export as `frontMatter` (plugins/mdx/remarkFrontMatterExport.ts):
 * its front matter on a Docusaurus site, nothing on a site.config.ts site. A Docusaurus site's
 * doc, page or partial also has its content title in a `<header>` (remarkContentTitle.ts); not a
 * blog post, whose title is left out of its body before the compile (`transformBody`), or by it.
 */
export function frontMatterExport(
  site: { docusaurus?: unknown },
  doc: { frontMatter: object; transformBody?: unknown; contentTitle?: string },
): {
  frontMatter?: Record<string, unknown>;
  contentTitleHeader?: boolean;
  removeContentTitle?: boolean;
} {
  if (!site.docusaurus) return {};
  return {
    frontMatter: withDates(doc.frontMatter) as Record<string, unknown>,
    // A post whose title was not found before the compile (after JSX: plugins/blog/loadBlog.ts
    // postContentTitle) loses its first h1 in the compile, as the blog's mdx-loader removes it.
    ...(!doc.transformBody
      ? { contentTitleHeader: true }
      : doc.contentTitle === undefined
        ? { removeContentTitle: true }
        : {}),
  };
}
