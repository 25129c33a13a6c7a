// A Markdown or MDX page of src/pages: its route's module renders the file (compiled as an MDX
// module by the partials plugin, plugins/mdx/partials.ts) in the Markdown page layout
// (src/theme/MarkdownPage.tsx), with what Docusaurus's pages plugin reads of it: the title (front
// matter `title`, else the first heading), the description (front matter, else the first line of
// text), `hide_table_of_contents`, `toc_min_heading_level`/`toc_max_heading_level`,
// `wrapperClassName`, `keywords`, `image` and `unlisted`.
import { basename, join } from 'node:path';
import { createExcerpt, parseContentTitle } from '../docs/docMetadata.js';
import { parseFrontMatter } from '../docs/frontMatter.js';
import { PACKAGE_ROOT } from '../paths.js';

export const VIRTUAL_MARKDOWN_PAGE_PREFIX = 'virtual:docs/markdown-page/';

/**
 * The module id of a Markdown page's route: the file's path, encoded, then its name. The bundler
 * names the page's chunk after the id's last segment (`pruning-guide-<hash>.js`), so the build
 * machine's folders never appear in the output's file names. Not `index`: for a module named
 * `index` the bundler takes the name of the folder above it (Rollup's rule), here the encoded path
 * (`src/pages/index.md` gave `_2Fhome_2F…_2Fsrc_2Fpages_2Findex.md-<hash>.js`).
 */
export function markdownPageModuleId(file: string): string {
  const stem = basename(file)
    .replace(/\.mdx?$/i, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
  const name = !stem ? 'page' : stem === 'index' ? 'index-page' : stem;
  return `${VIRTUAL_MARKDOWN_PAGE_PREFIX}${encodeURIComponent(file)}/${name}.js`;
}

/** The Markdown file of a Markdown page's module id, or undefined for another id. */
export function markdownPageFile(id: string): string | undefined {
  if (!id.startsWith(VIRTUAL_MARKDOWN_PAGE_PREFIX) || !id.endsWith('.js')) return undefined;
  const rest = id.slice(VIRTUAL_MARKDOWN_PAGE_PREFIX.length);
  const slash = rest.lastIndexOf('/');
  if (slash < 0) return undefined;
  return decodeURIComponent(rest.slice(0, slash));
}

/** What the page layout shows besides the content (serialised into the page's module). */
export interface MarkdownPageMetadata {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  unlisted: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  wrapperClassName?: string;
}

export function markdownPageMetadata(text: string, file: string): MarkdownPageMetadata {
  const { frontMatter, body } = parseFrontMatter(text, file);
  const fm = frontMatter as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const title = str(fm.title) ?? parseContentTitle(body);
  const description = str(fm.description) ?? createExcerpt(body);
  const keywords = Array.isArray(fm.keywords) ? fm.keywords.map(String) : undefined;
  return {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(keywords ? { keywords } : {}),
    ...(str(fm.image) ? { image: str(fm.image) } : {}),
    unlisted: fm.unlisted === true,
    hideTableOfContents: fm.hide_table_of_contents === true,
    ...(num(fm.toc_min_heading_level) ? { tocMinHeadingLevel: num(fm.toc_min_heading_level) } : {}),
    ...(num(fm.toc_max_heading_level) ? { tocMaxHeadingLevel: num(fm.toc_max_heading_level) } : {}),
    ...(str(fm.wrapperClassName) ? { wrapperClassName: str(fm.wrapperClassName) } : {}),
  };
}

/**
 * The route module of the Markdown page `file` whose text is `text`. `route`: the module its
 * pages instance's `mdxPageComponent` names (`@theme/MDXPage` by default), the page's path (below
 * the base URL) and its permalink (the base URL in front) and `@site/` source, which its metadata carries as
 * Docusaurus's (`type: 'mdx'`).
 */
export function markdownPageModuleSource(
  file: string,
  text: string,
  route: { component?: string; path?: string; permalink?: string; source?: string } = {},
): string {
  const metadata = {
    ...(route.permalink !== undefined
      ? { type: 'mdx', permalink: route.permalink, source: route.source }
      : {}),
    ...markdownPageMetadata(text, file),
  };
  const custom = route.component !== undefined;
  // Drawn by `@theme/MDXPage` (a site's override included), which gets the page's MDX component
  // carrying its metadata, front matter and TOC, as Docusaurus gives it; by its name, so the theme
  // resolver gives the site's override (plugins/themeResolver.ts). A module of the site's
  // choosing gets the same, with its route as Docusaurus's route components get it.
  return [
    `import { jsx } from 'react/jsx-runtime';`,
    `import * as content from ${JSON.stringify(file)};`,
    `import MDXPage from ${JSON.stringify(route.component ?? '@theme/MDXPage')};`,
    ...(custom
      ? [
          `import { OptionRoute } from ${JSON.stringify(join(PACKAGE_ROOT, 'src/theme/routeKinds/optionRoute.tsx'))};`,
        ]
      : []),
    `const metadata = ${JSON.stringify(metadata)};`,
    `export const title = metadata.title;`,
    `export const description = metadata.description;`,
    `export const keywords = metadata.keywords;`,
    `export const image = metadata.image;`,
    `export const noIndex = metadata.unlisted;`,
    `const frontMatter = content.frontMatter ?? {};`,
    `const Content = Object.assign(content.default, {`,
    `  metadata: { ...metadata, frontMatter },`,
    `  frontMatter,`,
    `  toc: content.toc ?? [],`,
    `});`,
    `export default function Page() {`,
    custom
      ? `  return jsx(OptionRoute, { path: ${JSON.stringify(route.path ?? '/')}, children: (extra) => jsx(MDXPage, { content: Content, ...extra }) });`
      : `  return jsx(MDXPage, { content: Content });`,
    `}`,
    '',
  ].join('\n');
}
