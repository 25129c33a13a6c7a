// Infima ships styles for every component it has (70 KB raw, 11 KB gzip); a documentation page uses
// a fraction of them. In production the client bundle keeps only the rules whose classes appear in
// the theme, the build plugins or the site's own content (docs, pages, config), which brings the
// stylesheet every page loads well under half its size. PurgeCSS does the matching.
import {
  DATA_BUILT_FAMILIES,
  contentCustomProperties,
  familiesBuiltFromData,
  scanSource,
  subsetSignature,
  withSourceScans,
  wordList,
} from './subsetInputs.js';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/** Elements Markdown renders without a class. */
const ELEMENTS =
  'html body main article section nav aside header footer div span p a ul ol li dl dt dd h1 h2 h3 h4 h5 h6 table thead tbody tfoot tr th td caption blockquote pre code kbd samp hr img picture figure figcaption svg video iframe details summary strong b em i small sub sup mark abbr del ins s button input select textarea label'.split(
    ' ',
  );

/** What stays whatever the sources say. */
export const INFIMA_SAFELIST = {
  // Markdown renders bare elements (a table is written with pipes, not the word "table"), and the
  // theme builds some classes from data: alert--{info,success,…} from admonition types,
  // footer--{dark,light}, and colour modifiers a writer may pick in MDX.
  standard: [...ELEMENTS, /^alert--/, /^footer--/, /^button--/, /^badge--/, /^text--/, /^navbar--/],
  // Selectors under the colour mode attribute on <html>.
  greedy: [/data-theme/],
};

/**
 * Drops custom property definitions nothing reads. PurgeCSS's own variable pass misses a property
 * read only inside another property's value (`--a: var(--b)`), so reads are followed to a fixpoint.
 */
export function dropUnusedCustomProperties(css: string, alsoUsed: Iterable<string> = []): string {
  const root = postcss.parse(css);
  const defs = new Map<string, string[]>(); // property → the properties its values read
  const used = new Set(alsoUsed);
  const reads = (value: string) =>
    [...value.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  root.walkDecls((d) => {
    if (d.prop.startsWith('--')) defs.set(d.prop, [...(defs.get(d.prop) ?? []), ...reads(d.value)]);
    else for (const v of reads(d.value)) used.add(v);
  });
  const queue = [...used];
  while (queue.length)
    for (const v of defs.get(queue.pop()!) ?? [])
      if (!used.has(v)) {
        queue.push(v);
        used.add(v);
      }
  root.walkDecls((d) => {
    if (d.prop.startsWith('--') && !used.has(d.prop)) d.remove();
  });
  root.walkRules((r) => {
    if (!r.nodes.length) r.remove();
  });
  return root.toString();
}

/**
 * How much of the safelist's modifier families (`DATA_BUILT_FAMILIES`) to keep: `all` where code the
 * subset does not read may draw them (a Docusaurus site's plugins and themes in node_modules);
 * `built` (a site whose sources are all read) keeps a family's unused modifiers only when a
 * source builds its names from data.
 */
export type DataFamilies = 'all' | 'built';

/** A Docusaurus site may draw Infima classes from code the subset does not read (node_modules). */
export const siteDataFamilies = (site: { docusaurus?: unknown }): DataFamilies =>
  site.docusaurus ? 'all' : 'built';

/** The safelist for `content`, its data-built families narrowed as `families` says. */
export function infimaSafelist(
  content: { raw: string; extension: string }[],
  families: DataFamilies,
): typeof INFIMA_SAFELIST {
  if (families === 'all') return INFIMA_SAFELIST;
  const built = new Set(familiesBuiltFromData(content));
  const unbuilt = DATA_BUILT_FAMILIES.filter((f) => !built.has(f)).map((f) => `^${f}`);
  return {
    ...INFIMA_SAFELIST,
    standard: INFIMA_SAFELIST.standard.filter(
      (p) => !(p instanceof RegExp && unbuilt.includes(p.source)),
    ),
  };
}

/** Infima's stylesheet reduced to the selectors whose words appear in `content` (raw sources), and
 * to the custom properties those rules or the `content` read. */
export async function subsetInfima(
  css: string,
  content: { raw: string; extension: string }[],
  families: DataFamilies = 'all',
): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content,
    // Each source's words as the subset's other readers had them (`scanSource`: scanned once).
    extractors: [
      { extractor: (raw) => wordList(scanSource(raw, 'md').words!), extensions: ['md', 'mdx'] },
      {
        extractor: (raw) => wordList(scanSource(raw, 'ts').words!),
        extensions: ['ts', 'tsx', 'js', 'jsx', 'mjs'],
      },
    ],
    css: [{ raw: css }],
    safelist: infimaSafelist(content, families),
    keyframes: false,
    fontFace: false,
  });
  return dropUnusedCustomProperties(result?.css ?? css, contentCustomProperties(content));
}

const INFIMA_CSS = /[\\/]infima[\\/]dist[\\/]css[\\/].*\.css$/;
/**
 * Stylesheets of optional parts of the theme, subset the same way: a site that does not use the
 * part does not scan its component (subsetInputs.ts), so none of its rules are kept.
 */
const OPTIONAL_THEME_CSS = /[\\/]src[\\/]theme[\\/]hideableSidebar\.css$/;
/** The same two as hook filters, on a module id (its query after `?`). */
const INFIMA_CSS_ID = /^[^?]*[\\/]infima[\\/]dist[\\/]css[\\/][^?]*\.css(?:\?|$)/;
const OPTIONAL_THEME_CSS_ID = /^[^?]*[\\/]src[\\/]theme[\\/]hideableSidebar\.css(?:\?|$)/;

/**
 * The Vite adapter: `sources()` gives the content to scan, read when the stylesheet is
 * transformed; `onSignature` is told its `subsetSignature`.
 */
export function infimaSubsetPlugin(
  sources: () => { raw: string; extension: string }[],
  onSignature?: (signature: string) => void,
  families: DataFamilies = 'all',
): Plugin {
  return {
    name: 'docs:infima-subset',
    apply: 'build',
    transform: {
      // Only these stylesheets: Rolldown calls the handler for no other module.
      filter: { id: [INFIMA_CSS_ID, OPTIONAL_THEME_CSS_ID] },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        if (!INFIMA_CSS.test(file) && !OPTIONAL_THEME_CSS.test(file)) return undefined;
        return withSourceScans(async () => {
          const content = sources();
          onSignature?.(subsetSignature(content));
          return { code: await subsetInfima(code, content, families), map: null };
        });
      },
    },
  };
}
