// Infima ships styles for every component it has (70 KB raw, 11 KB gzip); a documentation page uses
// a fraction of them. In production the client bundle keeps only the rules whose classes appear in
// the theme, the build plugins or the site's own content (docs, pages, config), which brings the
// stylesheet every page loads well under half its size. PurgeCSS does the matching.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/** Elements Markdown renders without a class. */
const ELEMENTS = 'html body main article section nav aside header footer div span p a ul ol li dl dt dd h1 h2 h3 h4 h5 h6 table thead tbody tfoot tr th td caption blockquote pre code kbd samp hr img picture figure figcaption svg video iframe details summary strong b em i small sub sup mark abbr del ins s button input select textarea label'.split(' ');

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
 * Class names a Markdown/MDX file asks for: only `class`/`className` attribute values, not its
 * prose (docs are full of words like "table", "card" or "button").
 */
export function markdownClassNames(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*[`"']([^`"']*)[`"']\s*\})/g)) {
    out.push(...(m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/).filter(Boolean));
  }
  return out;
}

/**
 * Class names code may use: the words of its string literals (comments and most identifiers left
 * out). `alert--${type}` yields "alert--": classes built from data are kept by the safelist.
 */
export function codeStringWords(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    // Placeholders split like any other punctuation, so the strings inside them count too.
    for (const w of (m[1] ?? m[2] ?? m[3] ?? '').split(/[^A-Za-z0-9_-]+/)) if (w) out.push(w);
  }
  return out;
}

/** Custom properties a source reads (`var(--x)`), so Infima's definitions of them stay. */
export function usedCustomProperties(sources: string[]): string[] {
  const out = new Set<string>();
  for (const s of sources) for (const m of s.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)) out.add(m[1]!);
  return [...out];
}

/**
 * Drops custom property definitions nothing reads. PurgeCSS's own variable pass misses a property
 * read only inside another property's value (`--a: var(--b)`), so reads are followed to a fixpoint.
 */
export function dropUnusedCustomProperties(css: string, alsoUsed: Iterable<string> = []): string {
  const root = postcss.parse(css);
  const defs = new Map<string, string[]>(); // property → the properties its values read
  const used = new Set(alsoUsed);
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  root.walkDecls((d) => {
    if (d.prop.startsWith('--')) defs.set(d.prop, [...(defs.get(d.prop) ?? []), ...reads(d.value)]);
    else for (const v of reads(d.value)) used.add(v);
  });
  const queue = [...used];
  while (queue.length) for (const v of defs.get(queue.pop()!) ?? []) if (!used.has(v)) queue.push(v), used.add(v);
  root.walkDecls((d) => {
    if (d.prop.startsWith('--') && !used.has(d.prop)) d.remove();
  });
  root.walkRules((r) => {
    if (!r.nodes.length) r.remove();
  });
  return root.toString();
}

/** Infima's stylesheet reduced to the selectors whose words appear in `content` (raw sources), and
 * to the custom properties those rules or the `content` read. */
export async function subsetInfima(css: string, content: { raw: string; extension: string }[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content,
    extractors: [
      { extractor: markdownClassNames, extensions: ['md', 'mdx'] },
      { extractor: codeStringWords, extensions: ['ts', 'tsx', 'js', 'jsx', 'mjs'] },
    ],
    css: [{ raw: css }],
    safelist: INFIMA_SAFELIST,
    keyframes: false,
    fontFace: false,
  });
  return dropUnusedCustomProperties(result?.css ?? css, usedCustomProperties(content.map((c) => c.raw)));
}

const INFIMA_CSS = /[\\/]infima[\\/]dist[\\/]css[\\/].*\.css$/;

/** The Vite adapter: `files()` lists the sources to scan, read when the stylesheet is transformed. */
export function infimaSubsetPlugin(files: () => string[]): Plugin {
  return {
    name: 'docs:infima-subset',
    apply: 'build',
    async transform(code, id) {
      if (!INFIMA_CSS.test(id.split('?')[0]!)) return undefined;
      const content = files().map((f) => ({ raw: readFileSync(f, 'utf8'), extension: f.slice(f.lastIndexOf('.') + 1) }));
      return { code: await subsetInfima(code, content), map: null };
    },
  };
}


const SOURCE = /\.(tsx?|jsx?|mjs|css|mdx?)$/;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => SOURCE.test(f) && !f.split(/[\\/]/).includes('node_modules')).map((f) => join(dir, f));
}

/** What to scan for a site: the theme and build plugins, then the site's docs, pages and config. */
export function subsetSources(params: { packageRoot: string; siteDir: string; docFiles: string[]; configFiles: string[] }): string[] {
  const { packageRoot, siteDir } = params;
  // This folder is left out: its safelist of element names would read as class names.
  const files = new Set([...listFiles(join(packageRoot, 'src')), ...listFiles(join(packageRoot, 'plugins')).filter((f) => !f.startsWith(join(packageRoot, 'plugins', 'css')))]);
  for (const f of [...listFiles(join(siteDir, 'src')), ...params.docFiles, ...params.configFiles]) files.add(f);
  return [...files];
}
