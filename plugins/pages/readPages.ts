// The pages of a site, as Docusaurus's pages plugin finds them: every file of `src/pages/` (the
// plugin's `path`) matching `include` (`**/*.{js,jsx,ts,tsx,md,mdx}`) and no `exclude` pattern
// (by default a file or folder starting with `_`, `*.test.*` files and `__tests__` folders) is a
// page. A React page's route is its file path (`index` is its folder's route); a Markdown page's
// is its front matter `slug` when it has one. `routeBasePath` prefixes every route.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Minimatch } from 'minimatch';
import type { Diagnostic } from '../diagnostics.js';
import { parseFrontMatter } from '../docs/frontMatter.js';
import type { DocusaurusContentOptions } from '../config/docusaurus/types.js';

/** The options of one pages plugin instance that decide which files are pages and where. */
export interface PagesOptions {
  /** The pages folder, relative to the site. */
  path: string;
  /** The routes' prefix (`/` by default). */
  routeBasePath: string;
  include: string[];
  exclude: string[];
}

/** Docusaurus 3.8.1's defaults (plugin-content-pages, and `GlobExcludeDefault` of its utils). */
export const DEFAULT_PAGES_OPTIONS: PagesOptions = {
  path: 'src/pages',
  routeBasePath: '/',
  include: ['**/*.{js,jsx,ts,tsx,md,mdx}'],
  exclude: [
    '**/_*.{js,jsx,ts,tsx,md,mdx}',
    '**/_*/**',
    '**/*.test.{js,jsx,ts,tsx}',
    '**/__tests__/**',
  ],
};

/** One page: a React component module, or a Markdown/MDX file rendered in the Markdown page layout. */
export interface PageFile {
  kind: 'react' | 'markdown';
  /** The route, without the base URL: `/`, `/markdown-page`, `/a/b`. */
  path: string;
  /** Absolute path of the file. */
  filePath: string;
  /** Relative to the pages folder, with `/`. */
  source: string;
}

const MARKDOWN = /\.mdx?$/i;
const PAGE_EXTENSION = /\.(mdx?|jsx?|tsx?)$/i;

/**
 * A page's route from its path in the pages folder, as Docusaurus's `fileToPath` makes it:
 * `index.js` → `/`, `a/index.md` → `/a`, `a/b.tsx` → `/a/b`; under `routeBasePath`.
 */
export function pageRoute(source: string, routeBasePath = '/', slug?: string): string {
  let path =
    slug !== undefined
      ? slug.startsWith('/')
        ? slug
        : '/' + slug
      : '/' + source.replace(PAGE_EXTENSION, '').replace(/(^|\/)index$/i, '');
  const base = routeBasePath.replace(/^\/+|\/+$/g, '');
  if (base) path = '/' + base + (path === '/' ? '' : path);
  path = path.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** Whether a path relative to the pages folder is a page under the include and exclude globs. */
export function pagesFilter(options: Pick<PagesOptions, 'include' | 'exclude'>) {
  const inc = options.include.map((p) => new Minimatch(p));
  const exc = options.exclude.map((p) => new Minimatch(p));
  return (rel: string): boolean => inc.some((m) => m.match(rel)) && !exc.some((m) => m.match(rel));
}

/** Pages options from a Docusaurus config's pages plugin options (defaults for what is not set). */
export function pagesOptionsOf(instance: DocusaurusContentOptions | undefined): PagesOptions {
  const o = instance?.options ?? {};
  const list = (v: unknown, fallback: string[]) =>
    Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : fallback;
  return {
    path: typeof o.path === 'string' ? o.path : DEFAULT_PAGES_OPTIONS.path,
    routeBasePath:
      typeof o.routeBasePath === 'string' ? o.routeBasePath : DEFAULT_PAGES_OPTIONS.routeBasePath,
    include: list(o.include, DEFAULT_PAGES_OPTIONS.include),
    exclude: list(o.exclude, DEFAULT_PAGES_OPTIONS.exclude),
  };
}

/**
 * The pages of one pages folder, sorted by file. A Markdown page marked `draft: true` is left out
 * of a production build, as Docusaurus does.
 */
export function readPages(
  siteDir: string,
  options: PagesOptions = DEFAULT_PAGES_OPTIONS,
  production = true,
  /** A locale's translated pages (`i18n/<locale>/docusaurus-plugin-content-pages`), if any. */
  localizedDir?: string,
): { pages: PageFile[]; warnings: Diagnostic[] } {
  const dir = resolve(siteDir, options.path);
  if (!existsSync(dir)) return { pages: [], warnings: [] };
  const isPage = pagesFilter(options);
  const sources = (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => !f.split('/').includes('node_modules') && isPage(f))
    .sort();
  const pages: PageFile[] = [];
  const warnings: Diagnostic[] = [];
  for (const source of sources) {
    const translated = localizedDir ? join(localizedDir, source) : undefined;
    const filePath = translated && existsSync(translated) ? translated : join(dir, source);
    if (!MARKDOWN.test(source)) {
      pages.push({
        kind: 'react',
        path: pageRoute(source, options.routeBasePath),
        filePath,
        source,
      });
      continue;
    }
    const { frontMatter } = parseFrontMatter(readFileSync(filePath, 'utf8'), filePath) as {
      frontMatter: Record<string, unknown>;
    };
    if (production && frontMatter.draft === true) continue;
    const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
    pages.push({
      kind: 'markdown',
      path: pageRoute(source, options.routeBasePath, slug),
      filePath,
      source,
    });
  }
  return { pages, warnings };
}
