// What the stylesheet subset (infimaSubset.ts) reads of a site's sources: the class names and
// custom properties they use, and which files those are. Kept apart from PurgeCSS and PostCSS so
// that a build which reuses its bundles (plugins/output/bundleReuse.ts) can check the subset's
// inputs without loading either.
import { siteFeatures } from '../siteFeatures.js';
import { CONTENT_THEMES } from '../builtins/contentThemes.js';
import { sidebarsFileOf, sidebarsOf } from '../builtins/docsViews.js';
import { hooksOf } from '../lifecycle/generatorHooks.js';
import { readFileSync, statSync } from 'node:fs';
import { hashOf } from '../output/buildState.js';
import { folderEntries } from '../folderListing.js';
import { join, sep } from 'node:path';
import type { SiteData } from '../loadSite.js';
import type { SidebarItem } from '../../src/shared/types.js';

/** The id under which the subset's inputs are reported to the bundle's trace (their signature). */
export const INFIMA_SUBSET_ID = 'infima-subset';

/**
 * Class names a Markdown/MDX file asks for: only `class`/`className` attribute values, not its
 * prose (docs are full of words like "table", "card" or "button"). A JSX expression's value
 * (`className={clsx('button', 'button--primary')}`) gives the words of its string literals.
 */
export function markdownClassNames(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(
    /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*[`"']([^`"']*)[`"']\s*\}|\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\})/g,
  )) {
    if (m[4] !== undefined) out.push(...codeStringWords(m[4]));
    else out.push(...(m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/).filter(Boolean));
  }
  return out;
}

/**
 * Infima's modifier families a site's code may build from data (`button--${variant}`), which the
 * subset otherwise keeps whole: a site whose every source the subset reads keeps a family's
 * unused modifiers only when one of its sources builds such a name (a word that is the bare
 * prefix, or the prefix followed by a placeholder).
 */
export const DATA_BUILT_FAMILIES = ['button--', 'badge--', 'text--'] as const;

/** The families of `DATA_BUILT_FAMILIES` some source of `content` builds from data. */
export function familiesBuiltFromData(content: { raw: string; extension: string }[]): string[] {
  const words = content.flatMap(({ raw, extension }) => {
    const { words } = scanSource(raw, extension);
    return words === undefined ? raw.split(/\s+/) : wordList(words);
  });
  return DATA_BUILT_FAMILIES.filter((prefix) =>
    words.some(
      (w) => w.startsWith(prefix) && !/^[A-Za-z0-9_-]+$/.test(w.slice(prefix.length) || '$'),
    ),
  );
}

/**
 * Class names code may use: the words of its string literals (comments and most identifiers left
 * out). `alert--${type}` yields "alert--": classes built from data are kept by the safelist.
 */
export function codeStringWords(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(
    /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g,
  )) {
    // Placeholders split like any other punctuation, so the strings inside them count too.
    for (const w of (m[1] ?? m[2] ?? m[3] ?? '').split(/[^A-Za-z0-9_-]+/)) if (w) out.push(w);
  }
  return out;
}

/** Custom properties a source reads (`var(--x)`), so Infima's definitions of them stay. */
export function usedCustomProperties(sources: string[]): string[] {
  const out = new Set<string>();
  for (const s of sources)
    for (const m of s.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)) out.add(m[1]!);
  return [...out];
}

/**
 * All that `subsetInfima` reads of `content`, as one string: a Markdown file's class names, a code
 * file's string words, each with the custom properties the file reads, and any other file's text
 * (each file's as a hash: `signatureLineHash`).
 * Two contents with the same signature give the same subset (the build keys its bundle on it).
 */
export function subsetSignature(content: { raw: string; extension: string }[]): string {
  return content.map(({ raw, extension }) => signatureLineHash(raw, extension)).join('\n');
}

/**
 * One file's line of `subsetSignature`: the hash of its `signatureLine`. Lines of hashes keep the
 * signature, and the cache of each file's line (css/subsetSignatureCache.ts), a tenth of the lines'
 * size: a rebuild after an edit read, wrote and hashed 0.6 MB of lines (issue 37).
 */
export function signatureLineHash(raw: string, extension: string): string {
  return hashOf(signatureLine(raw, extension));
}

/** What `signatureLineHash` hashes of a file. */
export function signatureLine(raw: string, extension: string): string {
  const { words, properties } = scanSource(raw, extension);
  return words !== undefined
    ? `${extension}\0${words}\0${properties.join(' ')}`
    : `${extension}\0${raw}`;
}

/** What the subset reads of one source: its class words (none for a file that is neither Markdown
 * nor code: its whole text counts) and the custom properties it reads. */
export interface SourceScan {
  /**
   * `markdownClassNames` of a Markdown file, `codeStringWords` of a code file, joined by spaces
   * (no word has one): one string per file, not one per word, while the scans are kept.
   */
  words: string | undefined;
  /** `usedCustomProperties([raw])`. Not to be changed. */
  properties: readonly string[];
}

// A build's subset scanned every source four times over (its line of the signature cache, the
// bundle's signature, the data-built families, PurgeCSS's extractors): about 3 MB of the theme's
// and the build plugins' own code in every build, whatever the site's size (issue 37). Inside
// `withSourceScans` (the subset's transform) each text is scanned once; the scans are dropped
// when the last such scope ends (they hold every source's words: tens of megabytes), and outside
// one every call scans.
const scans = {
  markdown: new Map<string, SourceScan>(),
  code: new Map<string, SourceScan>(),
  text: new Map<string, SourceScan>(),
};
let scopes = 0;
let scanCount = 0;

/** Runs `fn` with each text's scan made once for everything it (and what it awaits) asks. */
export async function withSourceScans<T>(fn: () => Promise<T>): Promise<T> {
  scopes++;
  try {
    return await fn();
  } finally {
    if (--scopes === 0) for (const map of Object.values(scans)) map.clear();
  }
}

/** `raw`'s scan as a file of `extension` (made once for each text inside `withSourceScans`). */
export function scanSource(raw: string, extension: string): SourceScan {
  // Read as Markdown, as code, or as plain text.
  const kind = /^mdx?$/.test(extension)
    ? 'markdown'
    : /^(tsx?|jsx?|mjs)$/.test(extension)
      ? 'code'
      : 'text';
  const cached = scans[kind].get(raw);
  if (cached) return cached;
  scanCount++;
  const scan: SourceScan = {
    words:
      kind === 'markdown'
        ? markdownClassNames(raw).join(' ')
        : kind === 'code'
          ? codeStringWords(raw).join(' ')
          : undefined,
    properties: usedCustomProperties([raw]),
  };
  if (scopes > 0) scans[kind].set(raw, scan);
  return scan;
}

/** A scan's words as a list (`SourceScan.words`). */
export const wordList = (words: string): string[] => (words ? words.split(' ') : []);

/** How many texts `scanSource` has scanned in this process (not answered from its cache). */
export const sourceScanCount = (): number => scanCount;

/** `usedCustomProperties` of the texts of `content`, each scanned once (`scanSource`). */
export function contentCustomProperties(
  content: readonly { raw: string; extension: string }[],
): string[] {
  const out = new Set<string>();
  for (const { raw, extension } of content)
    for (const p of scanSource(raw, extension).properties) out.add(p);
  return [...out];
}

export function readSubsetContent(files: string[]): { raw: string; extension: string }[] {
  return files.map((f) => ({
    raw: readFileSync(f, 'utf8'),
    extension: f.slice(f.lastIndexOf('.') + 1),
  }));
}

const SOURCE = /\.(tsx?|jsx?|mjs|css|mdx?)$/;

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** A path with a `node_modules` folder name in it (either separator). */
const NODE_MODULES = /(?:^|[\\/])node_modules(?:[\\/]|$)/;

function listFiles(dir: string): string[] {
  if (isFile(dir)) return [];
  // The build's one listing of the folder (folderListing.ts).
  return folderEntries(dir)
    .filter((e) => SOURCE.test(e.rel) && !NODE_MODULES.test(e.rel))
    .map((e) => join(dir, e.rel));
}

/**
 * Parts of the theme a site may not use, each read only by sites that do: their class names would
 * otherwise keep Infima rules no page of the site renders. A content type's parts are its
 * plugin's (`ContentTheme.parts`, plugins/builtins/contentThemes.ts): the files of every part
 * not in `contentParts` are left out.
 */
export interface OptionalThemeParts {
  /** The content plugins' parts this site uses (generator hook `themePartsOf`). */
  contentParts?: ReadonlySet<string>;
  /** Footer links or a footer logo: src/theme/FooterParts.tsx. */
  footerLinks?: boolean;
  /** docs.hideableSidebar (its buttons' classes). */
  hideableSidebar?: boolean;
  /**
   * The navbar's dropdowns (src/theme/NavbarDropdown.tsx and its items: plugins/siteFeatures.ts);
   * a Docusaurus site keeps them, as code the subset does not read may draw one.
   */
  navbarDropdowns?: boolean;
}

/** What to scan for a site: the theme and build plugins, then the site's docs, pages and config. */
export function subsetSources(
  params: {
    packageRoot: string;
    siteDir: string;
    docFiles: string[];
    configFiles: string[];
    /**
     * The theme folders (`getThemePath`) and client modules of a site's Docusaurus plugins and
     * themes, in node_modules: their components draw Infima classes no other source names
     * (docusaurus-theme-openapi-docs' ApiItem: `col col--5` beside `col--7`).
     */
    pluginSources?: string[];
  } & OptionalThemeParts,
): string[] {
  const { packageRoot, siteDir } = params;
  const theme = join(packageRoot, 'src', 'theme');
  const used = params.contentParts ?? new Set<string>();
  const unused = [
    ...CONTENT_THEMES.flatMap((t) => Object.entries(t.parts))
      .filter(([part]) => !used.has(part))
      .flatMap(([, files]) => files.map((f) => join(theme, f))),
    ...(params.footerLinks
      ? []
      : [
          join(theme, 'FooterParts.tsx'),
          join(theme, 'classic', 'Footer', 'Links.tsx'),
          join(theme, 'classic', 'Footer', 'Logo.tsx'),
          join(theme, 'classic', 'Footer', 'Links') + sep,
        ]),
    ...(params.hideableSidebar
      ? []
      : [
          join(theme, 'HideableSidebar.tsx'),
          join(theme, 'hideableSidebar.css'),
          join(theme, 'classic', 'DocSidebar', 'Desktop', 'CollapseButton.tsx'),
          join(theme, 'classic', 'DocRoot', 'Layout', 'Sidebar', 'ExpandButton.tsx'),
        ]),
    ...(params.navbarDropdowns === false
      ? [
          join(theme, 'NavbarDropdown.tsx'),
          join(theme, 'navbarDropdownItem.tsx'),
          join(theme, 'LocaleDropdownNavbarItem.tsx'),
        ]
      : []),
  ];
  // This folder is left out: its safelist of element names would read as class names.
  const files = new Set([
    ...listFiles(join(packageRoot, 'src')),
    ...listFiles(join(packageRoot, 'plugins')).filter(
      (f) => !f.startsWith(join(packageRoot, 'plugins', 'css')),
    ),
  ]);
  for (const f of [...listFiles(join(siteDir, 'src')), ...params.docFiles, ...params.configFiles])
    files.add(f);
  for (const source of params.pluginSources ?? [])
    for (const f of SOURCE.test(source) && isFile(source) ? [source] : listFiles(source))
      files.add(f);
  // Every part left out is in the theme folder (as a rule): a file outside it (the docs, the
  // plugins) is kept without comparing it with each part (issue 37).
  const inTheme = theme + sep;
  const outside = unused.every((u) => u.startsWith(inTheme));
  return [...files].filter(
    (f) => (outside && !f.startsWith(inTheme)) || !unused.some((u) => f === u || f.startsWith(u)),
  );
}

/** The files the client bundle's stylesheet subset scans for a site. */
export function siteSubsetSources(packageRoot: string, siteDir: string, site: SiteData): string[] {
  return subsetSources({
    packageRoot,
    siteDir,
    docFiles: site.docs.map((d) => d.filePath),
    configFiles: [site.configFile, ...(sidebarsFileOf(site) ? [sidebarsFileOf(site)!] : [])],
    pluginSources: [
      ...(site.plugins?.themePaths.map((t) => t.dir) ?? []),
      ...(site.plugins?.clientModules ?? []),
    ],
    contentParts: new Set(
      hooksOf(site.plugins?.result.plugins, 'themePartsOf').flatMap((partsOf) => partsOf()),
    ),
    footerLinks: siteFeatures(site).footerLinks,
    hideableSidebar: siteFeatures(site).hideableSidebar,
    navbarDropdowns: siteFeatures(site).navbarDropdowns || site.docusaurus !== undefined,
  });
}

/**
 * The class names the site's sidebars give their items, wherever they were written
 * (`_category_` files, `sidebar_class_name`, sidebars.ts): the sidebar renders them.
 */
export function sidebarClassNames(sidebars: Record<string, SidebarItem[]>): string[] {
  const out = new Set<string>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      for (const c of item.className?.split(/\s+/) ?? []) if (c) out.add(c);
      if (item.type === 'category') visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return [...out];
}

/** All the stylesheet subset reads for a site: its source files, and its sidebars' class names. */
export function siteSubsetContent(
  packageRoot: string,
  siteDir: string,
  site: SiteData,
  /** Told the files read and their content, in order (css/subsetSignatureCache.ts records it). */
  onRead?: (files: string[], content: { raw: string; extension: string }[]) => void,
): { raw: string; extension: string }[] {
  const files = siteSubsetSources(packageRoot, siteDir, site);
  const content = readSubsetContent(files);
  onRead?.(files, content);
  return [...content, { raw: sidebarClassNames(sidebarsOf(site)).join(' '), extension: 'txt' }];
}
