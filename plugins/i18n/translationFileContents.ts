// What Docusaurus 3.8's write-translations puts in each translation file of a locale, computed
// from the site's untranslated config and content: `code.json` (the theme's strings and the
// site's `<Translate>`/`translate()` ids), the classic theme's `navbar.json` and `footer.json`,
// each docs version's `current.json`/`version-X.json` and each blog's `options.json`. Keys,
// messages and descriptions are Docusaurus's (its plugins' getTranslationFiles).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocusaurusVersion } from '../config/docusaurus/docusaurusVersion.js';
import type { GeneratedIndexMetadata, SidebarItem } from '../../src/shared/types.js';
import type { DocMetadata } from '../docs/docMetadata.js';
import type { CodeMessage, CodeTranslations } from './extractCodeTranslations.js';
import { THEME_CLASSIC_ORDER, THEME_COMMON_LIB_ORDER } from './themeCodeOrder.js';
import { themeTranslationsRelease } from './themeTranslationsRelease.js';

/** A translation file's content: `{ key: { message, description? } }`. */
export type TranslationFileContent = CodeTranslations;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const entry = (message: string, description: string): CodeMessage => ({ message, description });

/** The theme translation sets a site's config brings in (each plugin's default code messages). */
export function themeTranslationNames(config: Obj): string[] {
  const names = ['theme-common'];
  const entriesOf = (key: string) =>
    (Array.isArray(config[key]) ? (config[key] as unknown[]) : []).map((e) =>
      typeof e === 'string' ? e : Array.isArray(e) && typeof e[0] === 'string' ? e[0] : '',
    );
  const uses = (list: string[], short: string) =>
    list.some((n) => n === short || n.endsWith(`/${short}`) || n.endsWith(`-${short}`));
  const themeConfig = isObj(config.themeConfig) ? config.themeConfig : {};
  const themes = entriesOf('themes');
  const plugins = entriesOf('plugins');
  if (themeConfig.algolia !== undefined || uses(themes, 'search-algolia'))
    names.push('theme-search-algolia');
  if (uses(themes, 'live-codeblock')) names.push('theme-live-codeblock');
  if (uses(plugins, 'pwa')) names.push('plugin-pwa');
  if (uses(plugins, 'ideal-image')) names.push('plugin-ideal-image');
  return names;
}

/**
 * The theme's code translations in a locale: the ids and descriptions the theme's source declares
 * (the package's `base` files, which are those ids as extracted), with the locale's messages
 * where the package has them, else the English ones. The package is the release the site's
 * Docusaurus version ships (themeTranslationsRelease.ts: 3.9 and later add DocSearch v4's ids).
 */
export async function themeCodeTranslations(
  names: string[],
  locale: string,
  docusaurusVersion?: DocusaurusVersion,
): Promise<TranslationFileContent> {
  const release = themeTranslationsRelease(docusaurusVersion);
  // In Docusaurus's order (themeCodeOrder.ts): theme-classic's ids, the other themes', then
  // theme-common's lib's.
  const found: TranslationFileContent = {};
  for (const name of names) {
    const base = JSON.parse(
      readFileSync(join(release.localesDir, 'base', `${name}.json`), 'utf8'),
    ) as Record<string, string>;
    const localized = await release.readMessages(locale, name);
    for (const [id, message] of Object.entries(base)) {
      if (id.endsWith('___DESCRIPTION') || !release.has(id)) continue;
      const description = release.description(id) ?? base[`${id}___DESCRIPTION`];
      found[id] = { message: localized[id] ?? message, ...(description ? { description } : {}) };
    }
  }
  const last = new Set(THEME_COMMON_LIB_ORDER);
  const out: TranslationFileContent = {};
  for (const id of THEME_CLASSIC_ORDER) if (found[id]) out[id] = found[id];
  for (const [id, value] of Object.entries(found)) if (!last.has(id)) out[id] ??= value;
  for (const id of THEME_COMMON_LIB_ORDER) if (found[id]) out[id] = found[id];
  return out;
}

/** `code.json`: the site's ids first, then the theme's (a theme id the site uses: the theme's message). */
export function codeJsonContent(
  site: CodeTranslations,
  theme: TranslationFileContent,
): TranslationFileContent {
  const out: TranslationFileContent = {};
  for (const [id, value] of Object.entries({ ...site, ...theme }))
    out[id] = { ...value, message: theme[id]?.message ?? value.message };
  return out;
}

/** Navbar items and their sub-items (`items`), the top level first, as Docusaurus flattens them. */
function flattenNavbarItems(items: unknown[]): Obj[] {
  const own = items.filter(isObj);
  const sub = own.flatMap((i) => flattenNavbarItems(Array.isArray(i.items) ? i.items : []));
  return [...own, ...sub];
}

/** `docusaurus-theme-classic/navbar.json`. */
export function navbarContent(navbar: unknown): TranslationFileContent {
  const n = isObj(navbar) ? navbar : {};
  const out: TranslationFileContent = {};
  if (typeof n.title === 'string' && n.title) out.title = entry(n.title, 'The title in the navbar');
  if (isObj(n.logo) && typeof n.logo.alt === 'string' && n.logo.alt)
    out['logo.alt'] = entry(n.logo.alt, 'The alt text of navbar logo');
  for (const item of flattenNavbarItems(Array.isArray(n.items) ? n.items : []))
    if (typeof item.label === 'string' && item.label)
      out[`item.label.${item.label}`] = entry(item.label, `Navbar item with label ${item.label}`);
  return out;
}

/** `docusaurus-theme-classic/footer.json` (undefined when the site has no footer). */
export function footerContent(footer: unknown): TranslationFileContent | undefined {
  if (!isObj(footer)) return undefined;
  const links = (Array.isArray(footer.links) ? footer.links : []).filter(isObj);
  const multiColumn = links.length > 0 && 'title' in links[0]!;
  const out: TranslationFileContent = {};
  if (multiColumn)
    for (const column of links)
      if (typeof column.title === 'string' && column.title)
        out[`link.title.${column.title}`] = entry(
          column.title,
          `The title of the footer links column with title=${column.title} in the footer`,
        );
  const items = multiColumn
    ? links.flatMap((c) => (Array.isArray(c.items) ? c.items.filter(isObj) : []))
    : links;
  for (const link of items)
    if (typeof link.label === 'string' && link.label)
      out[`link.item.label.${link.label}`] = entry(
        link.label,
        `The label of footer link with label=${link.label} linking to ${String(link.to ?? link.href)}`,
      );
  if (typeof footer.copyright === 'string' && footer.copyright)
    out.copyright = entry(footer.copyright, 'The footer copyright');
  if (isObj(footer.logo) && typeof footer.logo.alt === 'string' && footer.logo.alt)
    out['logo.alt'] = entry(footer.logo.alt, 'The alt text of footer logo');
  return out;
}

/** A blog instance's `options.json`. */
export function blogOptionsContent(options: Obj): TranslationFileContent {
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return {
    title: entry(str(options.blogTitle, 'Blog'), 'The title for the blog used in SEO'),
    description: entry(
      str(options.blogDescription, 'Blog'),
      'The description for the blog used in SEO',
    ),
    'sidebar.title': entry(
      str(options.blogSidebarTitle, 'Recent posts'),
      'The label for the left sidebar',
    ),
  };
}

export interface DocsVersionInput {
  /** Docusaurus 3.9.2 and later quote the names in the descriptions (`category 'Guides'`). */
  quoteNames?: boolean;
  versionName: string;
  label: string;
  /** The version's sidebars under their own names, untranslated. */
  sidebars: Record<string, SidebarItem[]>;
  generatedIndexes: GeneratedIndexMetadata[];
  docs: DocMetadata[];
}

/** One sidebar's keys: its categories, then its links, then its doc items with a label of their own. */
function sidebarContent(
  name: string,
  items: SidebarItem[],
  version: DocsVersionInput,
): TranslationFileContent {
  const indexes = new Map(version.generatedIndexes.map((g) => [g.permalink, g]));
  const docs = new Map(version.docs.map((d) => [d.id, d]));
  const categories: TranslationFileContent = {};
  const links: TranslationFileContent = {};
  const docItems: TranslationFileContent = {};
  const q = (name: string | undefined) => (version.quoteNames ? `'${name}'` : name);
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'category') {
        const key = `sidebar.${name}.category.${item.label}`;
        categories[key] = entry(
          item.label,
          `The label for category ${q(item.label)} in sidebar ${q(name)}`,
        );
        const index = item.href !== undefined ? indexes.get(item.href) : undefined;
        // A generated index's title defaults to the category's label: only one set is a key.
        if (index && index.title !== item.label)
          categories[`${key}.link.generated-index.title`] = entry(
            index.title,
            `The generated-index page title for category ${q(item.label)} in sidebar ${q(name)}`,
          );
        if (index?.description)
          categories[`${key}.link.generated-index.description`] = entry(
            index.description,
            `The generated-index page description for category ${q(item.label)} in sidebar ${q(name)}`,
          );
        walk(item.items);
      } else if (item.type === 'link' && item.docId === undefined) {
        links[`sidebar.${name}.link.${item.label}`] = entry(
          item.label,
          `The label for link ${q(item.label)} in sidebar ${q(name)}, linking to ${q(item.href)}`,
        );
      } else if (item.type === 'link') {
        // A doc item is translatable when the sidebar gives it a label (not the doc's own).
        const doc = docs.get(item.docId!);
        const own = doc ? (doc.frontMatter.sidebar_label ?? doc.title) : item.label;
        if (item.label !== own)
          docItems[`sidebar.${name}.doc.${item.label}`] = entry(
            item.label,
            `The label for the doc item ${q(item.label)} in sidebar ${q(name)}, linking to the doc ${item.docId}`,
          );
      }
    }
  };
  walk(items);
  return { ...categories, ...links, ...docItems };
}

/** A docs version's `current.json` / `version-X.json`. */
export function docsVersionContent(version: DocsVersionInput): TranslationFileContent {
  const out: TranslationFileContent = {
    'version.label': entry(version.label, `The label for version ${version.versionName}`),
  };
  for (const [name, items] of Object.entries(version.sidebars))
    Object.assign(out, sidebarContent(name, items, version));
  return out;
}
