// Validates a loaded docusaurus.config.* and maps it onto our model: the SiteConfig input for what
// the generator builds today, and a `docusaurus` section with the rest for later stages. Pure: the
// only outside knowledge is `exists`, which says whether a folder of the site is there.
import { createConfigLocator } from './locateConfigKey.js';
import { BuildError, type Diagnostic } from '../../diagnostics.js';
import type { SiteConfigInput } from '../schema.js';
import type { EditUrlParams } from '../../../src/shared/siteConfigSchema.js';
import { siteUrlProblem, withoutTrailingSlash } from '../../../src/shared/siteUrl.js';
import { VERSIONING_KEYS } from '../../docs/instances.js';
import { PRISM_THEME_MARK } from './standIns.js';
import { wrappedContentKind, type WrappedKind } from './wrappedPlugins.js';
import { prismReactRendererThemes } from './prismReactRenderer.js';
import { PRISM_TO_SHIKI, prismThemeToShiki } from './prismThemes.js';
import type {
  CodeThemeObject,
  PrismCode,
  PrismTheme,
} from '../../../src/shared/siteConfigSchema.js';
import { prismComponentFile } from '../../mdx/prismHighlight.js';
import type { ClientRedirectsOptions } from '../../output/clientRedirects.js';
import { mapClientRedirectsOptions } from './clientRedirects.js';
import { mapSitemapOptions } from './sitemapOptions.js';
import type { SitemapOptions } from '../../output/sitemap.js';
import type { LifecycleEntries, LifecycleEntry } from '../../lifecycle/entries.js';
import type { Preset } from '../../lifecycle/types.js';
import { BUILT_IN_NAMES, type BuiltInKind } from '../../builtins/native.js';
import { mapI18nConfig } from '../../i18n/i18nConfig.js';
import { docusaurusSiteStorage } from './siteStorage.js';
import { mdx1CompatDefault, mdx1CompatOff } from './mdx1Compat.js';
import {
  COMPONENT_DEFAULTS,
  componentOptionMessage,
  customComponentOptions,
  invalidComponentOptions,
  missingRelativeModule,
  type ComponentPlugin,
} from './componentOptions.js';
import { isAtLeast, type DocusaurusVersion } from './docusaurusVersion.js';
import { prismLanguages } from './prismLanguages.js';
import {
  type DocusaurusContentOptions,
  type DocusaurusDocsOptions,
  type DocusaurusSection,
  type DocusaurusThemeConfig,
  type FooterInput,
  type FooterLinkInput,
  type LocaleMenuItem,
  type MappedDocusaurusSite,
  type MappedNavbarItem,
  isMenuEntry,
  type MenuDocEntry,
  type MenuEntry,
  withoutKind,
} from './types.js';

type Obj = Record<string, unknown>;
type NavbarItemInput = NonNullable<NonNullable<SiteConfigInput['navbar']>['items']>[number];
type Path = (string | number)[];
type AlgoliaInput = NonNullable<NonNullable<SiteConfigInput['search']>['algolia']>;

/**
 * Docusaurus's navbar item type for a menu of links. Spelled in pieces because the Infima subset
 * (plugins/css/subsetInputs.ts) reads every string literal of plugins/ as a possible class name, and
 * this one would keep Infima's menu rules (its class of that name) in every site's stylesheet.
 */
const DROPDOWN_TYPE = ['drop', 'down'].join('');

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export const DOCS_PLUGIN = '@docusaurus/plugin-content-docs';
export const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';
export const PAGES_PLUGIN = '@docusaurus/plugin-content-pages';
const CLASSIC_PRESET = '@docusaurus/preset-classic';
const CLIENT_REDIRECTS_PLUGIN = '@docusaurus/plugin-client-redirects';
const SVGR_PLUGIN = '@docusaurus/plugin-svgr';

/** Themes whose work the generator does itself (the classic theme, Algolia's DocSearch). */
const BUILT_IN_THEMES = new Set([
  '@docusaurus/theme-classic',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/theme-mermaid',
]);

/** Classic preset options whose plugin packages run on the lifecycle (plugins/lifecycle/). */
const PRESET_LIFECYCLE_PLUGINS: Record<string, string> = {
  googleAnalytics: '@docusaurus/plugin-google-analytics',
  gtag: '@docusaurus/plugin-google-gtag',
  googleTagManager: '@docusaurus/plugin-google-tag-manager',
};

/** Plugins the generator builds itself from the config (the mapping below reads their options). */
const BUILT_IN_PLUGINS = new Set([
  DOCS_PLUGIN,
  BLOG_PLUGIN,
  PAGES_PLUGIN,
  '@docusaurus/plugin-sitemap',
  CLIENT_REDIRECTS_PLUGIN,
  // SVG imports from code are components with its settings (plugins/pages/svgComponents.ts); its
  // configureWebpack edits webpack's rules, which this generator has none of.
  SVGR_PLUGIN,
]);

/** The plugins of BUILT_IN_PLUGINS as plugins/builtins/ names them. */
const BUILT_IN_KINDS: Record<string, BuiltInKind | undefined> = {
  [DOCS_PLUGIN]: 'docs',
  [BLOG_PLUGIN]: 'blog',
  [PAGES_PLUGIN]: 'pages',
  '@docusaurus/plugin-sitemap': 'sitemap',
  [CLIENT_REDIRECTS_PLUGIN]: 'client-redirects',
};

/**
 * Whether a plugin or theme entry names one the generator builds itself: by name, or by the path
 * of its package (a preset that wraps the classic one returns `require.resolve(...)` paths).
 */
export function isBuiltInPlugin(name: string, kind: 'plugin' | 'theme'): boolean {
  const pkg = builtInPackageOf(name, kind);
  return kind === 'plugin' ? BUILT_IN_PLUGINS.has(pkg) : BUILT_IN_THEMES.has(pkg);
}

/**
 * The package a preset, plugin or theme entry names, as Docusaurus loads it: a name or short name
 * (`resolvePackageName`), or a path into an `@docusaurus/*` package, as `require.resolve(...)`
 * gives it (`…/node_modules/@docusaurus/plugin-client-redirects/lib/index.js`) or as a config
 * joins it (`…/node_modules/@docusaurus/plugin-sitemap`): that package's name.
 */
export function builtInPackageOf(name: string, kind: 'preset' | 'plugin' | 'theme'): string {
  const inPackage = /[\\/]node_modules[\\/](@docusaurus[\\/][^\\/]+)(?:[\\/]|$)/.exec(name);
  return inPackage ? inPackage[1]!.replace('\\', '/') : resolvePackageName(name, kind);
}

/**
 * The built-in plugin a preset's entry names, when it can run from the entry alone: the sitemap
 * (a third-party preset's sitemap is the site's sitemap, as in Docusaurus).
 */
export function presetBuiltInOf(name: string): BuiltInKind | undefined {
  const kind = BUILT_IN_KINDS[builtInPackageOf(name, 'plugin')];
  return kind === 'sitemap' ? kind : undefined;
}

/**
 * Docusaurus's short names: `classic` → `@docusaurus/preset-classic`, `content-docs` →
 * `@docusaurus/plugin-content-docs` (then `docusaurus-<kind>-<name>`, which we do not implement).
 */
export function resolvePackageName(name: string, kind: 'preset' | 'plugin' | 'theme'): string {
  if (name.startsWith('@docusaurus/') || name.startsWith('.') || name.startsWith('/')) return name;
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/');
    return rest ? name : `${scope}/docusaurus-${kind}`;
  }
  const prefix = `${kind}-`;
  const official = ['classic', 'content-docs', 'content-blog', 'content-pages', 'search-algolia'];
  const bare = name.startsWith(`docusaurus-${prefix}`) ? undefined : name;
  if (bare && official.includes(bare.replace(prefix, '')))
    return `@docusaurus/${prefix}${bare.replace(prefix, '')}`;
  if (
    bare &&
    [
      'mermaid',
      'live-codeblock',
      'ideal-image',
      'pwa',
      'client-redirects',
      'sitemap',
      'google-gtag',
      'google-analytics',
      'google-tag-manager',
      'debug',
      'svgr',
      'rsdoctor',
      'vercel-analytics',
    ].includes(bare.replace(prefix, ''))
  )
    return `@docusaurus/${prefix}${bare.replace(prefix, '')}`;
  return name.startsWith('docusaurus-') ? name : `docusaurus-${prefix}${name}`;
}

/** Leading slash, no trailing slash, `/` for the root: `docs/` → `/docs`, `` → `/`. */
export function normalizeRouteBasePath(p: string): string {
  const trimmed = p.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}

/** `docs` → `/docs/`, `/` → `/`. */
function normalizeBaseUrl(p: string): string {
  const trimmed = p.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export class Checker {
  errors: Diagnostic[] = [];
  /** Whether a path relative to the site exists (MapOptions.exists). */
  exists: (relPath: string) => boolean = () => true;
  /** Where a key path is written (its place in the syntax tree: locateConfigKey.ts). */
  readonly locate: (path: Path) => { line: number; column: number } | undefined;
  constructor(
    readonly file: string,
    readonly source: string,
  ) {
    this.locate = createConfigLocator(file, source);
  }
  fail(path: Path, message: string, hint?: string): void {
    this.errors.push({
      file: this.file,
      ...this.locate(path),
      severity: 'error',
      message: `"${path.join('.')}" ${message}`,
      hint:
        hint ?? 'see https://docusaurus.io/docs/api/docusaurus-config for what Docusaurus accepts',
    });
  }
  string(v: unknown, path: Path, required = false): string | undefined {
    if (v === undefined && !required) return undefined;
    if (typeof v !== 'string') return void this.fail(path, 'must be a string');
    return v;
  }
  bool(v: unknown, path: Path, fallback: boolean): boolean {
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean') {
      this.fail(path, 'must be true or false');
      return fallback;
    }
    return v;
  }
  obj(v: unknown, path: Path): Obj {
    if (v === undefined) return {};
    if (!isObj(v)) {
      this.fail(path, 'must be an object');
      return {};
    }
    return v;
  }
  array(v: unknown, path: Path): unknown[] {
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      this.fail(path, 'must be an array');
      return [];
    }
    return v;
  }
  oneOf<T extends string>(v: unknown, path: Path, values: readonly T[], fallback: T): T {
    if (v === undefined) return fallback;
    if (typeof v !== 'string' || !values.includes(v as T)) {
      this.fail(path, `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
      return fallback;
    }
    return v as T;
  }
  stringList(v: unknown, path: Path): string[] | undefined {
    if (v === undefined) return undefined;
    const list = typeof v === 'string' ? [v] : v;
    if (!Array.isArray(list) || list.some((x) => typeof x !== 'string')) {
      this.fail(path, 'must be a string or an array of strings');
      return undefined;
    }
    return list as string[];
  }
}

const REPORT_LEVELS = ['ignore', 'log', 'warn', 'throw'] as const;

/** The top-level keys Docusaurus 3 accepts (core/lib/server/configValidation.js); it rejects others. */
const TOP_LEVEL_KEYS = new Set([
  'baseUrl',
  'baseUrlIssueBanner',
  'favicon',
  'title',
  'url',
  'trailingSlash',
  'i18n',
  'future',
  'experimental_storage',
  // Docusaurus 3.9 renamed experimental_storage.
  'storage',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'organizationName',
  'staticDirectories',
  'projectName',
  'deploymentBranch',
  'customFields',
  'githubHost',
  'githubPort',
  'plugins',
  'themes',
  'presets',
  'themeConfig',
  'scripts',
  'ssrTemplate',
  'headTags',
  'stylesheets',
  'clientModules',
  'tagline',
  'titleDelimiter',
  'noIndex',
  'webpack',
  'markdown',
]);

/**
 * `future.experimental_router` (Docusaurus 3.5+): `'browser'` is what the build does; `'hash'`
 * (one `index.html` whose routes are `#/…` fragments, for a site opened from its files) is not
 * built, and fails at its key rather than giving a page per route the site did not ask for.
 */
function checkRouter(c: Checker, cfg: Obj): void {
  if (!isObj(cfg.future)) return;
  const path = ['future', 'experimental_router'];
  const router = c.oneOf(cfg.future.experimental_router, path, ['browser', 'hash'], 'browser');
  if (router === 'hash')
    c.fail(
      path,
      "is 'hash' (Docusaurus's hash router: one index.html with #/ routes), which this generator does not build",
      "remove it, or set 'browser', to build a page per route; build a hash-routed copy with Docusaurus itself",
    );
}

function mapDocsOptions(c: Checker, raw: unknown, path: Path): DocusaurusDocsOptions {
  const o = c.obj(raw, path);
  const fn = (v: unknown): v is (...args: unknown[]) => unknown => typeof v === 'function';
  const plugins = (key: string) => c.array(o[key], [...path, key]);
  const known = new Set([
    'id',
    'path',
    'routeBasePath',
    'tagsBasePath',
    'sidebarPath',
    'sidebarCollapsible',
    'sidebarCollapsed',
    'include',
    'exclude',
    'editUrl',
    'showLastUpdateTime',
    'showLastUpdateAuthor',
    'numberPrefixParser',
    'breadcrumbs',
    'sidebarItemsGenerator',
    'remarkPlugins',
    'rehypePlugins',
    'beforeDefaultRemarkPlugins',
    'beforeDefaultRehypePlugins',
    'admonitions',
    'tags',
    'onInlineTags',
  ]);
  let sidebarPath: string | false | undefined;
  if (o.sidebarPath === false || o.sidebarPath === undefined) sidebarPath = o.sidebarPath;
  else sidebarPath = c.string(o.sidebarPath, [...path, 'sidebarPath']);
  let editUrl: DocusaurusDocsOptions['editUrl'];
  if (fn(o.editUrl)) editUrl = o.editUrl as (params: EditUrlParams) => string | undefined;
  else editUrl = c.string(o.editUrl, [...path, 'editUrl']);
  let numberPrefixParser: DocusaurusDocsOptions['numberPrefixParser'];
  if (fn(o.numberPrefixParser)) numberPrefixParser = o.numberPrefixParser;
  else numberPrefixParser = c.bool(o.numberPrefixParser, [...path, 'numberPrefixParser'], true);
  let admonitions: DocusaurusDocsOptions['admonitions'];
  if (isObj(o.admonitions)) {
    admonitions = {
      keywords: c.stringList(o.admonitions.keywords, [...path, 'admonitions', 'keywords']),
      extendDefaults: c.bool(
        o.admonitions.extendDefaults,
        [...path, 'admonitions', 'extendDefaults'],
        true,
      ),
    };
  } else admonitions = c.bool(o.admonitions, [...path, 'admonitions'], true);
  const collapsible = c.bool(o.sidebarCollapsible, [...path, 'sidebarCollapsible'], true);
  if (o.sidebarItemsGenerator !== undefined && !fn(o.sidebarItemsGenerator))
    c.fail(
      [...path, 'sidebarItemsGenerator'],
      'must be a function ({ defaultSidebarItemsGenerator, ...args }) returning sidebar items',
    );
  let tags: DocusaurusDocsOptions['tags'];
  if (o.tags === null || o.tags === false || o.tags === undefined) tags = o.tags;
  else tags = c.string(o.tags, [...path, 'tags']);
  checkComponentOptions(c, 'docs', o, path);
  return {
    id: c.string(o.id, [...path, 'id']) ?? 'default',
    path: (c.string(o.path, [...path, 'path']) ?? 'docs').replace(/^\.\//, '').replace(/\/+$/, ''),
    routeBasePath: normalizeRouteBasePath(
      c.string(o.routeBasePath, [...path, 'routeBasePath']) ?? 'docs',
    ),
    tagsBasePath: c.string(o.tagsBasePath, [...path, 'tagsBasePath']) ?? 'tags',
    sidebarPath,
    sidebarCollapsible: collapsible,
    // As Docusaurus: not collapsible means open, unless the site says collapsed (then warned).
    sidebarCollapsed: c.bool(o.sidebarCollapsed, [...path, 'sidebarCollapsed'], collapsible),
    include: c.stringList(o.include, [...path, 'include']) ?? ['**/*.{md,mdx}'],
    exclude: c.stringList(o.exclude, [...path, 'exclude']),
    editUrl,
    showLastUpdateTime: c.bool(o.showLastUpdateTime, [...path, 'showLastUpdateTime'], false),
    showLastUpdateAuthor: c.bool(o.showLastUpdateAuthor, [...path, 'showLastUpdateAuthor'], false),
    numberPrefixParser,
    breadcrumbs: c.bool(o.breadcrumbs, [...path, 'breadcrumbs'], true),
    ...(fn(o.sidebarItemsGenerator)
      ? { sidebarItemsGenerator: o.sidebarItemsGenerator as (args: never) => unknown }
      : {}),
    remarkPlugins: plugins('remarkPlugins'),
    rehypePlugins: plugins('rehypePlugins'),
    beforeDefaultRemarkPlugins: plugins('beforeDefaultRemarkPlugins'),
    beforeDefaultRehypePlugins: plugins('beforeDefaultRehypePlugins'),
    admonitions,
    tags,
    onInlineTags: c.oneOf(o.onInlineTags, [...path, 'onInlineTags'], REPORT_LEVELS, 'warn'),
    other: Object.fromEntries(Object.entries(o).filter(([k]) => !known.has(k))),
    configPath: path,
  };
}

function contentOptions(
  c: Checker,
  raw: unknown,
  path: Path,
  plugin: 'blog' | 'pages',
): DocusaurusContentOptions {
  const o = c.obj(raw, path);
  checkComponentOptions(c, plugin, o, path);
  return { id: c.string(o.id, [...path, 'id']) ?? 'default', options: o, configPath: path };
}

/**
 * A component option that names no module: a positioned error (one naming a module renders its
 * routes: plugins/builtins/contentComponents.ts).
 */
function checkComponentOptions(c: Checker, plugin: ComponentPlugin, o: Obj, path: Path): void {
  for (const problem of invalidComponentOptions(plugin, o)) {
    const { message, hint } = componentOptionMessage(problem);
    c.fail([...path, problem.key], message, hint);
  }
  // A relative path is the site's `.docusaurus` folder's (as Docusaurus's registry imports it).
  for (const [key, value] of Object.entries(customComponentOptions(plugin, o))) {
    const missing = missingRelativeModule(value, c.exists);
    if (missing) c.fail([...path, key], missing.message, missing.hint);
  }
}

/** A full URL (`https://…`, `//host/…`, `mailto:…`): Docusaurus's Link leaves it as it is. */
const isFullUrl = (s: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(s);

/** A link's target: `href` as given, `to` as a path of the site (or as given, if a full URL). */
function linkTarget(item: Obj): string | undefined {
  if (typeof item.href === 'string') return item.href;
  if (typeof item.to === 'string')
    // A fragment alone stays one (Docusaurus's useBaseUrl leaves `#…` as it is).
    return item.to.startsWith('/') || item.to.startsWith('#') || isFullUrl(item.to)
      ? item.to
      : `/${item.to}`;
  return undefined;
}

/**
 * `externalIcon: false` for a link whose target is a full URL given as `to`: Docusaurus's
 * NavbarNavLink draws the external-link icon only for an `href` that leaves the site.
 */
function iconOf(item: Obj): { externalIcon?: false } {
  return typeof item.href !== 'string' && typeof item.to === 'string' && isFullUrl(item.to)
    ? { externalIcon: false }
    : {};
}

/**
 * When a navbar link shows as the current section, as Docusaurus decides: `activeBaseRegex`, else
 * `activeBasePath`, else, for a `to` link, every path under its target (an `href` link never).
 */
function activeRule(
  c: Checker,
  raw: Obj,
  path: Path,
): { activeBasePath?: string; activeBaseRegex?: string } {
  const regex = c.string(raw.activeBaseRegex, [...path, 'activeBaseRegex']);
  if (regex !== undefined)
    try {
      new RegExp(regex);
    } catch (e) {
      c.fail([...path, 'activeBaseRegex'], `is not a regular expression: ${(e as Error).message}`);
    }
  const base = c.string(raw.activeBasePath, [...path, 'activeBasePath']);
  const target = typeof raw.href === 'string' ? undefined : linkTarget(raw);
  // A `to` holding a full URL leaves the site: never the current section.
  const to = target !== undefined && isFullUrl(target) ? undefined : target;
  const activeBasePath = base !== undefined ? (base.startsWith('/') ? base : `/${base}`) : to;
  return {
    ...(regex !== undefined ? { activeBaseRegex: regex } : {}),
    ...(activeBasePath !== undefined ? { activeBasePath } : {}),
  };
}

/**
 * An item's `html`: raw HTML its link (or a dropdown's toggle) shows instead of the label, as
 * Docusaurus's NavbarNavLink draws it whatever the item's type.
 */
function htmlOf(raw: Obj): { html?: string } {
  return typeof raw.html === 'string' ? { html: raw.html } : {};
}

/** A menu's `doc`, `docSidebar` or `docsVersion` entry (its docId or sidebarId checked). */
function menuDocEntry(c: Checker, raw: Obj, path: Path): MenuDocEntry | undefined {
  const docsPluginId = typeof raw.docsPluginId === 'string' ? raw.docsPluginId : 'default';
  if (raw.type === 'docsVersion') return { type: 'docsVersion', docsPluginId, item: raw };
  const key = raw.type === 'doc' ? 'docId' : 'sidebarId';
  const id = c.string(raw[key], [...path, key], true);
  if (id === undefined) return undefined;
  const rest = {
    ...(typeof raw.label === 'string' ? { label: raw.label } : {}),
    ...htmlOf(raw),
    docsPluginId,
    ...(typeof raw.className === 'string' ? { className: raw.className } : {}),
  };
  return raw.type === 'doc'
    ? { type: 'doc', docId: id, ...rest }
    : { type: 'docSidebar', sidebarId: id, ...rest };
}

/** A menu's `custom-*` entry: its other keys are its component's props (`@theme/NavbarItem`). */
function customMenuEntry(raw: Obj & { type: `custom-${string}` }): MenuEntry {
  const { type, ...props } = raw;
  return { type, props };
}

/** The keys of a navbar dropdown that are not attributes of its button's <a>. */
const DROPDOWN_KEYS = [
  'items',
  'dropdownActiveClassDisabled',
  'docsPluginId',
  'docId',
  'sidebarId',
];

/** The keys of a navbar link that are not attributes of its <a>. */
const NAVBAR_LINK_KEYS = [
  'type',
  'label',
  'to',
  'href',
  'html',
  'position',
  'className',
  'prependBaseUrlToHref',
  'activeBasePath',
  'activeBaseRegex',
  'exact',
];

/** A `type: 'html'` navbar item (or menu entry): its `value`, and its `className` if any. */
function htmlItem(
  c: Checker,
  raw: Obj,
  path: Path,
): Extract<MenuEntry, { type: 'html' }> | undefined {
  const value = c.string(raw.value, [...path, 'value'], true);
  const className = c.string(raw.className, [...path, 'className']);
  if (value === undefined) return undefined;
  return { type: 'html', value, ...(className !== undefined ? { className } : {}) };
}

/** A raw item's `className`, when it is a string (the class of the item's link). */
function classOf(raw: Record<string, unknown>): { className?: string } {
  return typeof raw.className === 'string' ? { className: raw.className } : {};
}

function classNameOf(item: { className?: string }): { className?: string } {
  return item.className !== undefined ? { className: item.className } : {};
}

/**
 * A dropdown's link: a label, or `html` drawn as the link's content (Docusaurus's NavLink), with
 * its `className`; undefined for anything else.
 */
function menuLink(it: Obj): MenuEntry | undefined {
  if (it.type !== undefined && it.type !== 'default') return undefined;
  if ((typeof it.label === 'string') === (typeof it.html === 'string')) return undefined;
  const href = linkTarget(it);
  if (href === undefined) return undefined;
  const attributes = linkAttributes(it);
  return {
    ...(typeof it.label === 'string' ? { label: it.label } : { html: it.html as string }),
    href,
    ...iconOf(it),
    ...(typeof it.className === 'string' ? { className: it.className } : {}),
    ...(Object.keys(attributes).length ? { attributes } : {}),
  };
}

/**
 * A navbar link's other keys (aria-label, rel, data-…), which Docusaurus gives to its <a> (and a
 * site's `@theme/NavbarItem` wrapper sees as props): the string, number and boolean ones.
 */
function linkAttributes(raw: Obj): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(raw).filter(
      ([k, v]) =>
        !NAVBAR_LINK_KEYS.includes(k) && ['string', 'number', 'boolean'].includes(typeof v),
    ),
  ) as Record<string, string | number | boolean>;
}

/** A dropdown's entries, each mapped (undefined for an entry the menu cannot show). */
function menuEntries(c: Checker, raw: Obj, path: Path): (MenuEntry | MenuDocEntry | undefined)[] {
  const items = c.array(raw.items, [...path, 'items']);
  return items.map((it, i): MenuEntry | MenuDocEntry | undefined =>
    isObj(it) && it.type === 'html'
      ? htmlItem(c, it, [...path, 'items', i])
      : isObj(it) && ['doc', 'docSidebar', 'docsVersion'].includes(it.type as string)
        ? menuDocEntry(c, it, [...path, 'items', i])
        : isObj(it) && typeof it.type === 'string' && it.type.startsWith('custom-')
          ? customMenuEntry(it as Obj & { type: `custom-${string}` })
          : isObj(it)
            ? menuLink(it)
            : undefined,
  );
}

function mapNavbarItem(c: Checker, raw: unknown, path: Path): MappedNavbarItem | undefined {
  if (!isObj(raw)) return void c.fail(path, 'must be an object (a navbar item)');
  const position = c.oneOf(raw.position, [...path, 'position'], ['left', 'right'] as const, 'left');
  const type =
    raw.type === undefined ? (Array.isArray(raw.items) ? DROPDOWN_TYPE : 'default') : raw.type;
  if (typeof type !== 'string') return void c.fail([...path, 'type'], 'must be a string');
  const label = typeof raw.label === 'string' ? raw.label : undefined;
  const docsPluginId = typeof raw.docsPluginId === 'string' ? raw.docsPluginId : 'default';
  const record = (): MappedNavbarItem => ({ kind: 'recorded', type, position, item: raw });
  if (type === 'default' || type === 'link') {
    const href = linkTarget(raw);
    const className = typeof raw.className === 'string' ? raw.className : undefined;
    // A link without a label is an icon drawn by its class (the GitHub link of many sites) or
    // by its `html`.
    if (href === undefined || (label === undefined && className === undefined && !raw.html))
      return record();
    // Docusaurus gives the item's other keys to its <a> (aria-label, rel, data-…).
    const attributes = linkAttributes(raw);
    return {
      kind: 'link',
      ...(label !== undefined ? { label } : {}),
      ...htmlOf(raw),
      href,
      ...iconOf(raw),
      position,
      ...(className !== undefined ? { className } : {}),
      ...(Object.keys(attributes).length ? { attributes } : {}),
      ...activeRule(c, raw, path),
    };
  }
  if (type === DROPDOWN_TYPE) {
    const links = menuEntries(c, raw, path);
    const html = htmlOf(raw);
    // Neither a label nor html: a button drawn by its class (a GitHub icon), as Docusaurus draws it.
    if ((label !== undefined && html.html !== undefined) || !links.length || links.some((l) => !l))
      return record();
    // Docusaurus gives the item's other keys to the button's <a> (aria-label, data-…).
    const attributes = Object.fromEntries(
      Object.entries(raw).filter(
        ([k, v]) =>
          !NAVBAR_LINK_KEYS.includes(k) &&
          !DROPDOWN_KEYS.includes(k) &&
          ['string', 'number', 'boolean'].includes(typeof v),
      ),
    ) as Record<string, string | number | boolean>;
    return {
      kind: 'menu',
      ...(label !== undefined ? { label } : html),
      items: links as (MenuEntry | MenuDocEntry)[],
      position,
      ...(typeof raw.className === 'string' ? { className: raw.className } : {}),
      ...(Object.keys(attributes).length ? { attributes } : {}),
    };
  }
  if (type === 'html') {
    const html = htmlItem(c, raw, path);
    return html && { kind: 'html', value: html.value, position, ...classNameOf(html) };
  }
  // `doc` and `docSidebar`: their link is known once the docs are loaded (resolveNavbarItems.ts).
  const docItem = { label, ...htmlOf(raw), docsPluginId, position, ...classOf(raw) };
  if (type === 'doc') {
    const docId = c.string(raw.docId, [...path, 'docId'], true);
    return docId === undefined ? undefined : { kind: 'doc', docId, ...docItem };
  }
  if (type === 'docSidebar') {
    const sidebarId = c.string(raw.sidebarId, [...path, 'sidebarId'], true);
    return sidebarId === undefined ? undefined : { kind: 'docSidebar', sidebarId, ...docItem };
  }
  // Docs versions (plugins/docs/versions.ts): resolved with the doc sets.
  if (type === 'docsVersion' || type === 'docsVersionDropdown')
    return { kind: type, docsPluginId, position, item: raw };
  if (type === 'localeDropdown') {
    // Links around the locales (a label and a target each), html items (a separator) and entries
    // into the docs (`doc`, `docSidebar`, `docsVersion`, as Docusaurus's dropdown entries);
    // anything else is recorded and named in the config warning.
    const around = (key: string) => {
      const list = raw[key] === undefined ? [] : c.array(raw[key], [...path, key]);
      return list.map((it, i): LocaleMenuItem | MenuDocEntry | undefined => {
        if (isObj(it) && ['doc', 'docSidebar', 'docsVersion'].includes(it.type as string))
          return menuDocEntry(c, it, [...path, key, i]);
        if (isObj(it) && it.type === 'html' && typeof it.value === 'string')
          return {
            type: 'html',
            value: it.value,
            ...(typeof it.className === 'string' ? { className: it.className } : {}),
          };
        const href = isObj(it) ? linkTarget(it) : undefined;
        return isObj(it) && typeof it.label === 'string' && href !== undefined
          ? { label: it.label, href }
          : undefined;
      });
    };
    const before = around('dropdownItemsBefore');
    const after = around('dropdownItemsAfter');
    if ([...before, ...after].some((l) => l === undefined)) return record();
    const className = typeof raw.className === 'string' ? raw.className : undefined;
    const queryString = c.string(raw.queryString, [...path, 'queryString']);
    return {
      kind: 'localeDropdown',
      position,
      ...(label !== undefined ? { label } : {}),
      ...(className !== undefined ? { className } : {}),
      dropdownItemsBefore: before as (LocaleMenuItem | MenuDocEntry)[],
      dropdownItemsAfter: after as (LocaleMenuItem | MenuDocEntry)[],
      ...(queryString !== undefined ? { queryString } : {}),
    };
  }
  if (type === 'search') {
    const className = c.string(raw.className, [...path, 'className']);
    return { kind: 'search', position, ...(className !== undefined ? { className } : {}) };
  }
  const known = ['localeDropdown'];
  if (known.includes(type) || type.startsWith('custom-')) return record();
  c.fail(
    [...path, 'type'],
    `is not a navbar item type Docusaurus has ("${type}")`,
    'use one of default, drop-down (with items), doc, docSidebar, docsVersion, docsVersionDropdown, html, search, localeDropdown or custom-*',
  );
  return undefined;
}

function prismThemeName(v: unknown): string | undefined {
  return isObj(v) && typeof v[PRISM_THEME_MARK] === 'string' ? v[PRISM_THEME_MARK] : undefined;
}

/** An internal link into a route this generator does not build yet (the blog's). */
function intoUnbuilt(href: string, unbuilt: string[]): boolean {
  const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return unbuilt.some((r) => path === r || path.startsWith(r + '/'));
}

/** The themeConfig keys mapped below; the others are kept as given in `other`. */
const THEME_CONFIG_KEYS = new Set([
  'navbar',
  'footer',
  'prism',
  'docs',
  'tableOfContents',
  'colorMode',
  'announcementBar',
  'algolia',
  'metadata',
  'image',
]);

/**
 * themeConfig. Its objects are checked first, then the navbar items and the footer links, then the
 * fields of each part: that order is the order of the errors and of the notes.
 */
function mapThemeConfig(
  c: Checker,
  raw: unknown,
  notes: string[],
  unbuilt: string[],
): DocusaurusThemeConfig {
  const tc = c.obj(raw, ['themeConfig']);
  const navbar = c.obj(tc.navbar, ['themeConfig', 'navbar']);
  const footer = c.obj(tc.footer, ['themeConfig', 'footer']);
  const prism = c.obj(tc.prism, ['themeConfig', 'prism']);
  const docs = c.obj(tc.docs, ['themeConfig', 'docs']);
  const sidebar = c.obj(docs.sidebar, ['themeConfig', 'docs', 'sidebar']);
  const toc = c.obj(tc.tableOfContents, ['themeConfig', 'tableOfContents']);
  const items = mapNavbarItems(c, navbar, notes, unbuilt);
  const footerLinks = c.array(footer.links, ['themeConfig', 'footer', 'links']);
  return {
    navbar: navbarOptions(c, navbar, items),
    // Without themeConfig.footer Docusaurus renders no footer at all.
    footer: tc.footer === undefined ? false : footerOptions(c, footer, footerLinks),
    prism: prismOptions(c, prism),
    metadata: c.array(tc.metadata, ['themeConfig', 'metadata']).filter((m, i) => {
      const ok = isObj(m) && Object.values(m).every((v) => typeof v === 'string');
      if (!ok)
        c.fail(['themeConfig', 'metadata', i], 'must be an object of string attributes of <meta>');
      return ok;
    }) as DocusaurusThemeConfig['metadata'],
    ...(tc.image !== undefined ? { image: c.string(tc.image, ['themeConfig', 'image']) } : {}),
    docs: {
      sidebar: {
        hideable: c.bool(sidebar.hideable, ['themeConfig', 'docs', 'sidebar', 'hideable'], false),
        autoCollapseCategories: c.bool(
          sidebar.autoCollapseCategories,
          ['themeConfig', 'docs', 'sidebar', 'autoCollapseCategories'],
          false,
        ),
      },
    },
    tableOfContents: tocLevels(c, toc),
    ...(isObj(tc.algolia) ? { algolia: tc.algolia } : {}),
    other: Object.fromEntries(Object.entries(tc).filter(([k]) => !THEME_CONFIG_KEYS.has(k))),
  };
}

/**
 * A navbar's items as a plugin's translateThemeConfig left them (Docusaurus renders the theme
 * config the plugins translated): mapped as the config's own, errors at the config's navbar.
 */
export function mapTranslatedNavbarItems(
  navbar: unknown,
  configFile: string,
  source: string,
): MappedNavbarItem[] {
  const c = new Checker(configFile, source);
  const items = mapNavbarItems(c, c.obj(navbar, ['themeConfig', 'navbar']), [], []);
  if (c.errors.length) throw new BuildError(c.errors);
  return items;
}

/** themeConfig.navbar.items, with a note for each item the navbar does not show yet. */
function mapNavbarItems(
  c: Checker,
  navbar: Obj,
  notes: string[],
  unbuilt: string[],
): MappedNavbarItem[] {
  const mapped = c
    .array(navbar.items, ['themeConfig', 'navbar', 'items'])
    .map((it, i) => mapNavbarItem(c, it, ['themeConfig', 'navbar', 'items', i]))
    .filter((x): x is MappedNavbarItem => x !== undefined);
  const recorded = mapped.filter((i) => i.kind === 'recorded');
  // A localeDropdown recorded here has items around its locales (dropdownItemsBefore/After) that
  // are not links, which are not shown.
  const notShown = recorded.filter((i) => !i.type.startsWith('custom-'));
  if (notShown.length)
    notes.push(`navbar items of type ${[...new Set(notShown.map((i) => i.type))].join(', ')}`);
  return mapped.map((item): MappedNavbarItem => {
    // A link into the blog would be a broken link until the blog is built: kept for later.
    if (item.kind === 'link' && intoUnbuilt(item.href, unbuilt)) {
      notes.push(`navbar link "${item.label}" to ${item.href}`);
      return { kind: 'recorded', type: 'default', position: item.position, item: { ...item } };
    }
    if (
      item.kind === 'menu' &&
      item.items.some((l) => 'href' in l && intoUnbuilt(l.href, unbuilt))
    ) {
      notes.push(`navbar menu "${item.label}" (links to ${unbuilt.join(', ')})`);
      return { kind: 'recorded', type: DROPDOWN_TYPE, position: item.position, item: { ...item } };
    }
    return item;
  });
}

/** themeConfig.navbar's other fields, around its items (mapped earlier, see mapThemeConfig). */
function navbarOptions(
  c: Checker,
  navbar: Obj,
  items: MappedNavbarItem[],
): DocusaurusThemeConfig['navbar'] {
  return {
    ...(navbar.title !== undefined
      ? { title: c.string(navbar.title, ['themeConfig', 'navbar', 'title']) }
      : {}),
    items,
    hideOnScroll: c.bool(navbar.hideOnScroll, ['themeConfig', 'navbar', 'hideOnScroll'], false),
    ...(navbar.style !== undefined
      ? {
          style: c.oneOf(
            navbar.style,
            ['themeConfig', 'navbar', 'style'],
            ['primary', 'dark'] as const,
            'primary',
          ),
        }
      : {}),
    ...(isObj(navbar.logo) ? { logo: navbarLogo(c, navbar.logo) } : {}),
  };
}

/** themeConfig.navbar.logo: the fields our navbar shows, each of the type Docusaurus takes. */
function navbarLogo(c: Checker, logo: Obj): Obj {
  const at = (k: string): Path => ['themeConfig', 'navbar', 'logo', k];
  for (const k of ['alt', 'src', 'srcDark', 'href', 'target', 'className'])
    if (logo[k] !== undefined) c.string(logo[k], at(k));
  for (const k of ['width', 'height'])
    if (logo[k] !== undefined && typeof logo[k] !== 'number' && typeof logo[k] !== 'string')
      c.fail(at(k), 'must be a number or a string');
  return logo;
}

const FOOTER_LINK_KEYS = ['label', 'to', 'href', 'html', 'prependBaseUrlToHref', 'className'];
const FOOTER_LOGO_KEYS = [
  'alt',
  'src',
  'srcDark',
  'href',
  'target',
  'width',
  'height',
  'className',
];

/** One footer link (in a column or in the simple row): exactly one of to, href and html. */
function footerLink(c: Checker, v: unknown, path: Path): FooterLinkInput | undefined {
  if (!isObj(v)) return void c.fail(path, 'must be an object ({ label, to | href } or { html })');
  // Docusaurus passes a link's other keys to its <a> as attributes (target, rel, aria-label…).
  const extra = Object.keys(v).filter((k) => !FOOTER_LINK_KEYS.includes(k));
  const unknown = extra.filter((k) => !['string', 'number', 'boolean'].includes(typeof v[k]));
  for (const k of unknown)
    c.fail(
      [...path, k],
      `is not a footer link option (other keys become attributes of the link: a string, number or boolean)`,
    );
  const attributes = Object.fromEntries(
    extra.filter((k) => !unknown.includes(k)).map((k) => [k, v[k] as string | number | boolean]),
  );
  const targets = (['to', 'href', 'html'] as const).filter((k) => v[k] !== undefined);
  if (targets.length !== 1) {
    c.fail(path, 'must have exactly one of "to", "href" and "html"');
    return undefined;
  }
  if (targets[0] !== 'html' && v.label === undefined)
    return void c.fail(path, `needs a "label" with "${targets[0]}"`);
  const label = c.string(v.label, [...path, 'label']);
  const given = c.string(v[targets[0]!], [...path, targets[0]!], true);
  // A `to` is from the base URL, with or without its leading slash (Docusaurus's useBaseUrl):
  // `to: 'faq'` is /faq on every page, not relative to the page.
  const target =
    targets[0] === 'to' && given !== undefined && !/^(\/|#|[a-z][a-z0-9+.-]*:)/i.test(given)
      ? `/${given}`
      : given;
  if (target === undefined || unknown.length) return undefined;
  return {
    ...(label !== undefined ? { label } : {}),
    [targets[0]!]: target,
    ...(v.prependBaseUrlToHref !== undefined
      ? {
          prependBaseUrlToHref: c.bool(
            v.prependBaseUrlToHref,
            [...path, 'prependBaseUrlToHref'],
            false,
          ),
        }
      : {}),
    ...(v.className !== undefined
      ? { className: c.string(v.className, [...path, 'className']) }
      : {}),
    ...(Object.keys(attributes).length ? { attributes } : {}),
  };
}

/** footer.links: columns ({ title, items }) or one row of links, not both kinds. */
function footerLinks(c: Checker, links: unknown[]): FooterInput['links'] {
  const base = ['themeConfig', 'footer', 'links'];
  const columns = links.filter((l) => isObj(l) && 'items' in l).length;
  if (columns && columns !== links.length) {
    c.fail(base, 'mixes columns ({ title, items }) and single links', 'use one kind only');
    return [];
  }
  if (!columns)
    return links
      .map((l, i) => footerLink(c, l, [...base, i]))
      .filter((l): l is FooterLinkInput => l !== undefined);
  return links.map((col, i) => {
    const column = col as Obj;
    const path = [...base, i];
    const title = column.title === null ? null : c.string(column.title, [...path, 'title']);
    for (const k of Object.keys(column).filter((k) => !['title', 'items', 'className'].includes(k)))
      c.fail([...path, k], 'is not a footer column option');
    return {
      ...(title !== undefined ? { title } : {}),
      items: c
        .array(column.items, [...path, 'items'])
        .map((l, j) => footerLink(c, l, [...path, 'items', j]))
        .filter((l): l is FooterLinkInput => l !== undefined),
      ...(column.className !== undefined
        ? { className: c.string(column.className, [...path, 'className']) }
        : {}),
    };
  });
}

function footerLogo(c: Checker, v: unknown): FooterInput['logo'] {
  const path = ['themeConfig', 'footer', 'logo'];
  const logo = c.obj(v, path);
  for (const k of Object.keys(logo).filter((k) => !FOOTER_LOGO_KEYS.includes(k)))
    c.fail([...path, k], 'is not a footer logo option');
  if (logo.src === undefined) return void c.fail(path, 'needs a "src" (the image)');
  const src = c.string(logo.src, [...path, 'src']);
  if (src === undefined) return undefined;
  const out: NonNullable<FooterInput['logo']> = { src };
  for (const k of ['alt', 'srcDark', 'href', 'target', 'className'] as const)
    if (logo[k] !== undefined) {
      const s = c.string(logo[k], [...path, k]);
      if (s !== undefined) out[k] = s;
    }
  for (const k of ['width', 'height'] as const)
    if (logo[k] !== undefined) {
      if (typeof logo[k] === 'string' || typeof logo[k] === 'number') out[k] = logo[k];
      else c.fail([...path, k], 'must be a number or a string');
    }
  return out;
}

function footerOptions(c: Checker, footer: Obj, links: unknown[]): DocusaurusThemeConfig['footer'] {
  const style = c.oneOf(
    footer.style,
    ['themeConfig', 'footer', 'style'],
    ['dark', 'light'] as const,
    'light',
  );
  const mappedLinks = footerLinks(c, links);
  const logo = footer.logo !== undefined ? footerLogo(c, footer.logo) : undefined;
  return {
    style,
    links: mappedLinks,
    ...(logo ? { logo } : {}),
    ...(footer.copyright !== undefined
      ? { copyright: c.string(footer.copyright, ['themeConfig', 'footer', 'copyright']) }
      : {}),
  };
}

function prismOptions(c: Checker, prism: Obj): DocusaurusThemeConfig['prism'] {
  const prismTheme = prism.theme === undefined ? undefined : prismThemeName(prism.theme);
  const prismDark = prism.darkTheme === undefined ? undefined : prismThemeName(prism.darkTheme);
  return {
    ...(prismTheme ? { theme: prismTheme } : {}),
    ...(prismDark ? { darkTheme: prismDark } : {}),
    additionalLanguages:
      c.stringList(prism.additionalLanguages, ['themeConfig', 'prism', 'additionalLanguages']) ??
      [],
    ...(prism.magicComments !== undefined
      ? { magicComments: c.array(prism.magicComments, ['themeConfig', 'prism', 'magicComments']) }
      : {}),
    ...(typeof prism.defaultLanguage === 'string'
      ? { defaultLanguage: prism.defaultLanguage }
      : {}),
  };
}

/** themeConfig.tableOfContents: the heading levels the table of contents lists. */
function tocLevels(c: Checker, toc: Obj): DocusaurusThemeConfig['tableOfContents'] {
  const level = (k: string, fallback: number) => {
    const v = toc[k];
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 2 || v > 6) {
      c.fail(['themeConfig', 'tableOfContents', k], 'must be a whole number from 2 to 6');
      return fallback;
    }
    return v;
  };
  return {
    minHeadingLevel: level('minHeadingLevel', 2),
    maxHeadingLevel: level('maxHeadingLevel', 3),
  };
}

/** A plugin/preset/theme entry: `name`, `[name, options]`, a function, or false/null (skipped, as in Docusaurus). */
function entryName(entry: unknown): { name?: string; options?: unknown; skip?: boolean } {
  if (entry === false || entry === null || entry === undefined) return { skip: true };
  const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof head === 'string') return { name: head, options };
  if (typeof head === 'function') {
    const pkg = (head as { __docsPackage?: unknown }).__docsPackage;
    if (typeof pkg === 'string') return { name: pkg, options };
    return { name: head.name ? `${head.name} (an inline plugin)` : 'an inline plugin', options };
  }
  return {};
}

export interface MapOptions {
  configFile: string;
  source: string;
  /**
   * What the config's third-party presets returned, by their index in `presets`
   * (thirdPartyPresets.ts): their docs, blog and pages options are mapped as the classic preset's.
   */
  presetResults?: ReadonlyMap<number, Preset>;
  /** Whether a path relative to the site exists (for "not built yet" notes on blog and pages). */
  exists?: (relPath: string) => boolean;
  /** The Docusaurus version the site depends on (docusaurusVersion.ts), where versions differ. */
  version?: DocusaurusVersion;
  /**
   * The content plugin a `plugins` entry wraps by calling its function (wrappedPlugins.ts); by
   * default read from the entry's module file.
   */
  wrappedContent?: (module: unknown) => WrappedKind | undefined;
}

/** The content plugin instances a config declares (by the classic preset or as plugins). */
interface ContentPlugins {
  docs: DocusaurusDocsOptions[];
  blog: DocusaurusContentOptions[];
  pages: DocusaurusContentOptions[];
  customCss: string[];
  clientRedirects: ClientRedirectsOptions[];
  sitemaps: SitemapOptions[];
  /** Each `@docusaurus/plugin-svgr` instance's `svgrConfig` (the last one is used). */
  svgr: Record<string, unknown>[];
  /** Presets, plugins and themes the plugin lifecycle runs (plugins/lifecycle/). */
  lifecycle: LifecycleEntries;
}

/** The markdown options, each checked to be an object (their fields are read later). */
interface MarkdownOptions {
  markdown: Obj;
  mdx1: Obj;
  anchors: Obj;
}

/** Maps a loaded Docusaurus config; throws a BuildError listing every positioned problem. */
export function mapDocusaurusConfig(
  raw: unknown,
  opts: MapOptions,
): MappedDocusaurusSite & { warnings: Diagnostic[] } {
  // The order of the steps is the order of the errors and of the notes in the warning.
  const c = new Checker(opts.configFile, opts.source);
  const cfg = c.obj(raw, []);
  const exists = opts.exists ?? (() => true);
  c.exists = exists;
  const notes: string[] = [];
  const site = mapSiteFields(c, cfg);
  const { docs, blog, pages, customCss, clientRedirects, sitemaps, svgr, lifecycle } =
    mapContentPlugins(
      c,
      cfg,
      opts.presetResults,
      opts.wrappedContent ?? ((module) => wrappedContentKind(module, opts.configFile)),
    );
  for (const file of customCss)
    if (!exists(file))
      c.fail(
        ['customCss'],
        `names "${file}", which does not exist`,
        'customCss paths are relative to the site folder (e.g. "./src/css/custom.css")',
      );
  const markdown = readMarkdownOptions(c, cfg, notes);
  // The blog is built (plugins/blog/): links into it are real links.
  const themeConfig = mapThemeConfig(c, cfg.themeConfig, notes, []);
  const colorMode = themeConfigPart(c, cfg, 'colorMode');
  const bar = themeConfigPart(c, cfg, 'announcementBar');
  const i18n = mapI18nConfig(c, cfg, opts.version);
  const headTags = checkHeadTags(c, cfg);
  checkRouter(c, cfg);

  const primary = docs.find((d) => d.id === 'default') ?? docs[0];
  const section: DocusaurusSection = {
    configFile: opts.configFile,
    onDuplicateRoutes: c.oneOf(cfg.onDuplicateRoutes, ['onDuplicateRoutes'], REPORT_LEVELS, 'warn'),
    docs,
    blog,
    pages,
    customCss,
    clientRedirects,
    sitemaps,
    ...(svgr.length ? { svgr: { svgrConfig: svgr.at(-1)! } } : {}),
    themeConfig,
    markdown: mapMarkdown(c, markdown, mdx1CompatDefault(cfg.future, opts.version)),
    staticDirectories: c.stringList(cfg.staticDirectories, ['staticDirectories']) ?? ['static'],
    customFields: c.obj(cfg.customFields, ['customFields']),
    headTags: headTags as DocusaurusSection['headTags'],
    scripts: scriptsOrSheets(c, cfg, 'scripts'),
    stylesheets: scriptsOrSheets(c, cfg, 'stylesheets'),
    lifecycle,
    raw: cfg,
    i18n,
  };
  const siteConfig = mapSiteConfig(c, cfg, site, themeConfig, { colorMode, bar }, primary);
  // A page titled as the site: "Site | Site" before Docusaurus 3.8, the site's title alone since
  // (3.8's TitleFormatter compares the title with the site's; 3.7's useTitleFormatter did not).
  if (opts.version && !isAtLeast(opts.version, 3, 8)) siteConfig.repeatSiteTitle = true;
  Object.assign(siteConfig, mapMermaid(c, section.markdown, themeConfigPart(c, cfg, 'mermaid')));
  const hooks = markdownHooks(c, cfg, markdown.markdown);
  if (hooks) siteConfig.markdown = { ...siteConfig.markdown, hooks };
  // Docusaurus 3.10's markdown.emoji (true by default; 3.8 always converts shortcodes).
  if (!c.bool(markdown.markdown.emoji, ['markdown', 'emoji'], true))
    siteConfig.markdown = { ...siteConfig.markdown, emoji: false };
  // markdown.mdx1Compat, with 3.10's future.v4 default (./mdx1Compat.ts).
  const mdx1Off = mdx1CompatOff(section.markdown.mdx1Compat);
  if (mdx1Off) siteConfig.markdown = { ...siteConfig.markdown, mdx1Compat: mdx1Off };
  siteConfig.staticDirectories = section.staticDirectories;
  checkClientModules(c, siteConfig.clientModules ?? [], exists);
  const prismPart = themeConfigPart(c, cfg, 'prism');
  const codeTheme = mapCodeTheme(c, prismPart);
  siteConfig.code = { theme: codeTheme };
  // Fences are tokenized by Prism with the site's Prism themes, as Docusaurus does.
  siteConfig.code.prism = prismCode(c, prismPart, themeConfig.prism.additionalLanguages);
  // Docusaurus's magic comments have our shape ({ className, line, block: { start, end } }).
  const { magicComments } = themeConfig.prism;
  if (magicComments)
    siteConfig.code = {
      ...siteConfig.code,
      magicComments: magicComments as NonNullable<SiteConfigInput['code']>['magicComments'],
    };
  // Prism's languages: a fence in another is plain text in Docusaurus (./prismLanguages.ts).
  siteConfig.code = {
    ...siteConfig.code,
    languages: prismLanguages(themeConfig.prism.additionalLanguages),
  };
  // The site's own data, for its pages and components (useDocusaurusContext().siteConfig).
  if (section.customFields) siteConfig.customFields = section.customFields;
  siteConfig.csp = docusaurusCsp(c, section.customFields);
  if (!siteConfig.search?.algolia && !docusaurusLocalSearch(c, section.customFields))
    siteConfig.search = { ...siteConfig.search, enabled: false };
  const { storage, problems } = docusaurusSiteStorage(cfg, site, opts.version);
  for (const p of problems) c.fail(p.path, p.message, p.hint);
  if (storage.type !== 'localStorage' || storage.namespace) siteConfig.storage = storage;
  if (c.errors.length) throw new BuildError(c.errors);

  noteNotBuilt(section, notes);
  const warnings = configWarnings(opts.configFile, notes);
  const deprecated = deprecatedMarkdownLinks(c, cfg, opts.version);
  if (deprecated) warnings.push(deprecated);
  if (primary && !primary.sidebarCollapsible && primary.sidebarCollapsed)
    warnings.push({
      file: opts.configFile,
      ...c.locate([...primary.configPath, 'sidebarCollapsed']),
      severity: 'warning',
      kind: 'docusaurus config',
      message: 'docs "sidebarCollapsed: true" is ignored with "sidebarCollapsible: false"',
      hint: 'a category that cannot be opened or closed is shown open, as in Docusaurus',
    });
  return { siteConfig, docusaurus: section, warnings };
}

/**
 * Docusaurus sends no Content-Security-Policy, so a Docusaurus site gets none unless it asks for
 * ours in `customFields.csp` (the values of site.config's `csp`): a policy would block what its
 * pages do under Docusaurus (a fetch to its API, inline styles and event handlers).
 */
function docusaurusCsp(c: Checker, customFields: Obj | undefined): SiteConfigInput['csp'] {
  const v = customFields?.csp;
  if (v === undefined || v === false) return false;
  if (v === 'derived' || v === 'strict' || (typeof v === 'string' && /^\s*[a-z-]+\s/.test(v)))
    return v;
  c.fail(
    ['customFields', 'csp'],
    `is ${JSON.stringify(v)}, not a Content-Security-Policy setting`,
    "set it to 'derived' or 'strict' (the generator's policies), a policy such as \"default-src 'self'\", or false (none, as in Docusaurus)",
  );
  return false;
}

/**
 * Docusaurus shows no search box unless a search plugin gives one (Algolia's, a search theme's):
 * a Docusaurus site gets the generator's own search (its box, page and index) only when it asks
 * in `customFields.search: 'local'`.
 */
function docusaurusLocalSearch(c: Checker, customFields: Obj | undefined): boolean {
  const v = customFields?.search;
  if (v === undefined || v === false) return false;
  if (v === 'local') return true;
  c.fail(
    ['customFields', 'search'],
    `is ${JSON.stringify(v)}, not a search setting of the generator`,
    "set it to 'local' (the generator's own search box, search page and index) or remove it (no search, as in Docusaurus without a search plugin)",
  );
  return false;
}

/** Rejects the top-level keys Docusaurus rejects, then reads title, url and baseUrl. */
function mapSiteFields(c: Checker, cfg: Obj): { title: string; url: string; baseUrl: string } {
  for (const key of Object.keys(cfg))
    if (!TOP_LEVEL_KEYS.has(key))
      c.fail(
        [key],
        'is not a field Docusaurus recognises',
        'put fields of your own in "customFields", as Docusaurus asks',
      );
  const title = c.string(cfg.title, ['title'], true) ?? '';
  const rawUrl = c.string(cfg.url, ['url'], true) ?? 'https://example.com';
  // Docusaurus's rule: a URL whose path is `/`, kept as written but for one trailing slash.
  const url = withoutTrailingSlash(rawUrl);
  const problem = cfg.url === undefined ? undefined : siteUrlProblem(rawUrl);
  if (problem) c.fail(['url'], problem.message, problem.hint);
  const baseUrl = normalizeBaseUrl(c.string(cfg.baseUrl, ['baseUrl'], true) ?? '/');
  return { title, url, baseUrl };
}

/** presets, plugins and themes: the content plugins we build, and the names of the others. */
function mapContentPlugins(
  c: Checker,
  cfg: Obj,
  presetResults?: ReadonlyMap<number, Preset>,
  wrappedContent: (module: unknown) => WrappedKind | undefined = () => undefined,
): ContentPlugins {
  const found: ContentPlugins = {
    docs: [],
    blog: [],
    pages: [],
    customCss: [],
    clientRedirects: [],
    sitemaps: [],
    svgr: [],
    lifecycle: { presets: [], presetPlugins: [], presetThemes: [], plugins: [], themes: [] },
  };
  mapPresets(c, cfg.presets, found, presetResults);
  mapPlugins(c, cfg.plugins, found, wrappedContent);
  mapThemes(c, cfg.themes, found);
  checkUniqueIds(c, found, wrappedBlogs(found));
  return found;
}

/** The classic preset's docs, blog, pages and theme options; other presets run on the lifecycle. */
function mapPresets(
  c: Checker,
  presets: unknown,
  found: ContentPlugins,
  presetResults?: ReadonlyMap<number, Preset>,
): void {
  c.array(presets, ['presets']).forEach((entry, i) => {
    const { name, options, skip } = entryName(entry);
    if (skip) return;
    if (name === undefined)
      return void c.fail(['presets', i], 'must be a preset name or [name, options]');
    // The options are the second element of a `[name, options]` entry.
    const path: Path = Array.isArray(entry) ? ['presets', i, 1] : ['presets', i];
    const result = presetResults?.get(i);
    if (result) return mapPresetResult(c, found, { name, result, path });
    if (builtInPackageOf(name, 'preset') !== CLASSIC_PRESET)
      return void found.lifecycle.presets.push(lifecycleEntry(entry, options, path));
    const o = c.obj(options, path);
    if (o.docs !== false) found.docs.push(mapDocsOptions(c, o.docs, [...path, 'docs']));
    if (o.blog !== false) found.blog.push(contentOptions(c, o.blog, [...path, 'blog'], 'blog'));
    if (o.pages !== false)
      found.pages.push(contentOptions(c, o.pages, [...path, 'pages'], 'pages'));
    // The preset's docs, blog and pages run as plugins (plugins/builtins/), before its others.
    for (const kind of ['docs', 'blog', 'pages'] as const)
      if (o[kind] !== false) pushBuiltIn(found, 'presetPlugins', kind, [...path, kind]);
    const theme = c.obj(o.theme, [...path, 'theme']);
    found.customCss = c.stringList(theme.customCss, [...path, 'theme', 'customCss']) ?? [];
    // The SVGR plugin, unless `svgr: false`; its options are the plugin's (`{ svgrConfig }`).
    if (o.svgr !== false) found.svgr.push(svgrConfigOf(c, o.svgr, [...path, 'svgr']));
    // As the classic preset adds them: the debug plugin (`debug: true`; without options) and the
    // analytics plugins of its options, before the site's. (Docusaurus also adds the debug plugin
    // in `start` when `debug` is not set; here only when it is true.)
    if (o.debug === true)
      found.lifecycle.presetPlugins.push({
        module: '@docusaurus/plugin-debug',
        options: undefined,
        configPath: [...path, 'debug'],
        preset: CLASSIC_PRESET,
      });
    for (const [key, pkg] of Object.entries(PRESET_LIFECYCLE_PLUGINS))
      if (o[key] !== undefined && o[key] !== false)
        found.lifecycle.presetPlugins.push({
          module: pkg,
          options: o[key],
          configPath: [...path, key],
          preset: CLASSIC_PRESET,
        });
    if (o.sitemap !== false) {
      found.sitemaps.push(mapSitemapOptions(c, o.sitemap, [...path, 'sitemap']));
      pushBuiltIn(found, 'presetPlugins', 'sitemap', [...path, 'sitemap']);
    }
  });
}

/** An entry of a preset's `plugins` or `themes`: its module and options (none for false/null). */
function presetItems(list: unknown[] | undefined): [unknown, unknown][] {
  return (list ?? []).flatMap((item): [unknown, unknown][] => {
    if (item === false || item === null || item === undefined) return [];
    return [Array.isArray(item) ? [item[0], item[1]] : [item, undefined]];
  });
}

/**
 * A third-party preset, already run (thirdPartyPresets.ts), as Docusaurus runs it: its plugins at
 * its place among the presets' plugins, its themes among the presets' themes. The official
 * content plugins it returns (by package name or the path of their package, as a preset wrapping
 * the classic one gives them) are the generator's own, with the options the preset gives them; the
 * classic theme's options give `customCss`; every other entry runs on the lifecycle.
 */
function mapPresetResult(
  c: Checker,
  found: ContentPlugins,
  { name, result, path }: { name: string; result: Preset; path: Path },
): void {
  for (const [module, options] of presetItems(result.plugins)) {
    const pkg = typeof module === 'string' ? builtInPackageOf(module, 'plugin') : undefined;
    const kind = pkg === undefined ? undefined : BUILT_IN_KINDS[pkg];
    if (pkg === DOCS_PLUGIN) found.docs.push(mapDocsOptions(c, options, path));
    else if (pkg === BLOG_PLUGIN) found.blog.push(contentOptions(c, options, path, 'blog'));
    else if (pkg === PAGES_PLUGIN) found.pages.push(contentOptions(c, options, path, 'pages'));
    else if (pkg === CLIENT_REDIRECTS_PLUGIN)
      found.clientRedirects.push(mapClientRedirectsOptions(c, options, path));
    else if (kind === 'sitemap') found.sitemaps.push(mapSitemapOptions(c, options, path));
    else if (pkg === SVGR_PLUGIN) found.svgr.push(svgrConfigOf(c, options, path));
    if (kind) pushBuiltIn(found, 'presetPlugins', kind, path, options);
    else if (pkg === undefined || !BUILT_IN_PLUGINS.has(pkg))
      found.lifecycle.presetPlugins.push({ module, options, configPath: path, preset: name });
  }
  for (const [module, options] of presetItems(result.themes)) {
    const pkg = typeof module === 'string' ? builtInPackageOf(module, 'theme') : undefined;
    if (pkg === '@docusaurus/theme-classic') {
      const css = isObj(options) ? c.stringList(options.customCss, [...path, 'theme']) : undefined;
      found.customCss.push(...(css ?? []));
    } else if (pkg === undefined || !BUILT_IN_THEMES.has(pkg))
      (found.lifecycle.presetThemes ??= []).push({
        module,
        options,
        configPath: path,
        preset: name,
      });
  }
}

/**
 * The entry of a plugin the generator implements (plugins/builtins/), at its place in the
 * lifecycle's order: the instance is the last of its kind mapped so far.
 */
function pushBuiltIn(
  found: ContentPlugins,
  list: 'presetPlugins' | 'plugins',
  kind: BuiltInKind,
  configPath: Path,
  rawOptions?: unknown,
): void {
  const instances = {
    docs: found.docs,
    blog: found.blog,
    pages: found.pages,
    sitemap: found.sitemaps,
    'client-redirects': found.clientRedirects,
  }[kind];
  const index = instances.length - 1;
  const mapped = instances[index] as { id?: unknown } | undefined;
  const raw = (isObj(rawOptions) ? rawOptions.id : undefined) as unknown;
  const id = typeof mapped?.id === 'string' ? mapped.id : typeof raw === 'string' ? raw : 'default';
  found.lifecycle[list].push({
    module: BUILT_IN_NAMES[kind],
    options: { id },
    configPath,
    builtIn: { kind, index },
  });
}

/** A config entry as the lifecycle takes it: its module (name or function) and options. */
function lifecycleEntry(entry: unknown, options: unknown, path: Path): LifecycleEntry {
  const module = Array.isArray(entry) ? entry[0] : entry;
  return { module, options, configPath: path };
}

/**
 * Content plugins declared one by one; the sitemap is ours, any other plugin runs on the
 * lifecycle. A local plugin that wraps the blog, the docs or the pages plugin (wrappedPlugins.ts)
 * is an instance of it with its options, which the lifecycle gives the plugin when it calls that
 * plugin's function.
 */
/**
 * The `svgrConfig` of @docusaurus/plugin-svgr's options (`{ svgrConfig }`, as the classic preset's
 * `svgr` option gives them): an object of SVGR's options, `{}` when not set.
 */
function svgrConfigOf(c: Checker, options: unknown, path: Path): Record<string, unknown> {
  const o = c.obj(options, path);
  return c.obj(o.svgrConfig, [...path, 'svgrConfig']);
}

function mapPlugins(
  c: Checker,
  plugins: unknown,
  found: ContentPlugins,
  wrappedContent: (module: unknown) => WrappedKind | undefined,
): void {
  c.array(plugins, ['plugins']).forEach((entry, i) => {
    const { name, options, skip } = entryName(entry);
    if (skip) return;
    if (name === undefined)
      return void c.fail(['plugins', i], 'must be a plugin name, [name, options] or a function');
    // By name, short name or the path of its package (`require.resolve(...)`), as the lifecycle's
    // `isBuiltInPlugin` knows it: a built-in plugin named by path is mapped here, not left out.
    const pkg = builtInPackageOf(name, 'plugin');
    const path: Path = Array.isArray(entry) ? ['plugins', i, 1] : ['plugins', i];
    const kind = BUILT_IN_KINDS[pkg];
    if (pkg === DOCS_PLUGIN) found.docs.push(mapDocsOptions(c, options, path));
    else if (pkg === BLOG_PLUGIN) found.blog.push(contentOptions(c, options, path, 'blog'));
    else if (pkg === PAGES_PLUGIN) found.pages.push(contentOptions(c, options, path, 'pages'));
    else if (pkg === CLIENT_REDIRECTS_PLUGIN)
      found.clientRedirects.push(mapClientRedirectsOptions(c, options, path));
    else if (kind === 'sitemap') found.sitemaps.push(mapSitemapOptions(c, options, path));
    else if (pkg === SVGR_PLUGIN) found.svgr.push(svgrConfigOf(c, options, path));
    const wraps = kind ? undefined : wrappedContent(Array.isArray(entry) ? entry[0] : entry);
    if (wraps === 'blog') found.blog.push(contentOptions(c, options, path, 'blog'));
    else if (wraps === 'docs') found.docs.push(mapDocsOptions(c, options, path));
    else if (wraps === 'pages') found.pages.push(contentOptions(c, options, path, 'pages'));
    if (kind) pushBuiltIn(found, 'plugins', kind, path, options);
    else if (wraps)
      found.lifecycle.plugins.push({
        ...lifecycleEntry(entry, options, path),
        wraps: { kind: wraps, index: found[wraps].length - 1 },
      });
    else found.lifecycle.plugins.push(lifecycleEntry(entry, options, path));
  });
}

/**
 * Themes other than the built-in ones run on the lifecycle. The classic theme listed on its own
 * (a site without the preset, as Jellyfin's) gives its `customCss`, as the preset's `theme` does.
 */
function mapThemes(c: Checker, themes: unknown, found: ContentPlugins): void {
  c.array(themes, ['themes']).forEach((entry, i) => {
    const { name, options, skip } = entryName(entry);
    if (skip) return;
    if (name === undefined)
      return void c.fail(['themes', i], 'must be a theme name or [name, options]');
    const path: Path = Array.isArray(entry) ? ['themes', i, 1] : ['themes', i];
    const pkg = builtInPackageOf(name, 'theme');
    if (pkg === '@docusaurus/theme-classic' && isObj(options))
      found.customCss.push(...(c.stringList(options.customCss, [...path, 'customCss']) ?? []));
    if (!BUILT_IN_THEMES.has(pkg))
      found.lifecycle.themes.push(lifecycleEntry(entry, options, path));
  });
}

/**
 * The blog instances a site plugin wrapping the blog declares: the blog's under the site plugin's
 * name, whose function may give it another id (Docusaurus's changelog plugin calls the blog's with
 * `id: 'changelog'`), so the lifecycle checks their ids (by the site plugin's name), not the config.
 * A wrapped docs or pages instance keeps the config's id (plugins/lifecycle/wrappedContent.ts).
 */
function wrappedBlogs(found: ContentPlugins): Set<object> {
  const out = new Set<object>();
  for (const e of found.lifecycle.plugins) {
    const inst = e.wraps?.kind === 'blog' ? found.blog[e.wraps.index] : undefined;
    if (inst) out.add(inst);
  }
  return out;
}

/** Two instances of one content plugin need their own ids, as in Docusaurus. */
function checkUniqueIds(c: Checker, found: ContentPlugins, wrapped: Set<object>): void {
  for (const [kind, list] of [
    ['docs', found.docs],
    ['blog', found.blog],
    ['pages', found.pages],
  ] as const) {
    const ids = new Set<string>();
    for (const inst of list) {
      if (wrapped.has(inst)) continue;
      if (ids.has(inst.id))
        c.fail(
          ['plugins'],
          `has two ${kind} plugin instances with the id "${inst.id}"`,
          'give every instance of a plugin its own "id"',
        );
      ids.add(inst.id);
    }
  }
}

function readMarkdownOptions(c: Checker, cfg: Obj, notes: string[]): MarkdownOptions {
  const markdown = c.obj(cfg.markdown, ['markdown']);
  const mdx1 = c.obj(markdown.mdx1Compat, ['markdown', 'mdx1Compat']);
  const anchors = c.obj(markdown.anchors, ['markdown', 'anchors']);
  // markdown.preprocessor runs in every compile (plugins/mdx/siteExtensions.ts).
  if (markdown.parseFrontMatter !== undefined) notes.push('markdown.parseFrontMatter');
  // Heading ids are always lower-cased here (mdx1Compat is followed: ./mdx1Compat.ts).
  if (anchors.maintainCase === true) notes.push('markdown.anchors.maintainCase: true');
  return { markdown, mdx1, anchors };
}

function mapMarkdown(
  c: Checker,
  { markdown, mdx1, anchors }: MarkdownOptions,
  mdx1Default: boolean,
): DocusaurusSection['markdown'] {
  return {
    format: c.oneOf(
      markdown.format,
      ['markdown', 'format'],
      ['mdx', 'md', 'detect'] as const,
      'mdx',
    ),
    mermaid: c.bool(markdown.mermaid, ['markdown', 'mermaid'], false),
    mdx1Compat: {
      comments: c.bool(mdx1.comments, ['markdown', 'mdx1Compat', 'comments'], mdx1Default),
      admonitions: c.bool(mdx1.admonitions, ['markdown', 'mdx1Compat', 'admonitions'], mdx1Default),
      headingIds: c.bool(mdx1.headingIds, ['markdown', 'mdx1Compat', 'headingIds'], mdx1Default),
    },
    anchors: {
      maintainCase: c.bool(anchors.maintainCase, ['markdown', 'anchors', 'maintainCase'], false),
    },
  };
}

/**
 * Docusaurus 3.9's `markdown.hooks` (onBrokenMarkdownLinks, onBrokenMarkdownImages), with the
 * top-level `onBrokenMarkdownLinks` of earlier versions; undefined when both are the defaults.
 * A function (Docusaurus calls it for each broken link or image instead of reporting it) is called
 * by the compile (plugins/mdx/siteExtensions.ts loads it): here its level is 'ignore'.
 */
function markdownHooks(
  c: Checker,
  cfg: Obj,
  markdown: Obj,
): NonNullable<SiteConfigInput['markdown']>['hooks'] {
  const hooks = c.obj(markdown.hooks, ['markdown', 'hooks']);
  const level = (v: unknown, path: Path, fallback: (typeof REPORT_LEVELS)[number]) => {
    if (typeof v !== 'function') return c.oneOf(v, path, REPORT_LEVELS, fallback);
    return 'ignore';
  };
  // Both set: Docusaurus 3.9+ takes the top-level one ("for v3 retro compatibility").
  const links = cfg.onBrokenMarkdownLinks
    ? level(cfg.onBrokenMarkdownLinks, ['onBrokenMarkdownLinks'], 'warn')
    : level(hooks.onBrokenMarkdownLinks, ['markdown', 'hooks', 'onBrokenMarkdownLinks'], 'warn');
  const images = level(
    hooks.onBrokenMarkdownImages,
    ['markdown', 'hooks', 'onBrokenMarkdownImages'],
    'throw',
  );
  return links === 'warn' && images === 'throw'
    ? undefined
    : { onBrokenMarkdownLinks: links, onBrokenMarkdownImages: images };
}

/**
 * Docusaurus 3.9+ warns at a top-level `onBrokenMarkdownLinks` (configValidation.js), with this
 * text; 3.8 and earlier have only that key, and say nothing.
 */
function deprecatedMarkdownLinks(
  c: Checker,
  cfg: Obj,
  version: DocusaurusVersion | undefined,
): Diagnostic | undefined {
  if (!cfg.onBrokenMarkdownLinks || (version && !isAtLeast(version, 3, 9))) return undefined;
  return {
    file: c.file,
    ...c.locate(['onBrokenMarkdownLinks']),
    severity: 'warning',
    kind: 'docusaurus config',
    message:
      'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.\n' +
      'Please migrate and move this option to `siteConfig.markdown.hooks.onBrokenMarkdownLinks` instead.',
  };
}

/** markdown.format and markdown.mermaid, with themeConfig.mermaid, as our site config has them. */
function mapMermaid(
  c: Checker,
  markdown: DocusaurusSection['markdown'],
  mermaid: Obj,
): Pick<SiteConfigInput, 'markdown' | 'mermaid'> {
  const theme = c.obj(mermaid.theme, ['themeConfig', 'mermaid', 'theme']);
  const options = c.obj(mermaid.options, ['themeConfig', 'mermaid', 'options']);
  const light = c.string(theme.light, ['themeConfig', 'mermaid', 'theme', 'light']);
  const dark = c.string(theme.dark, ['themeConfig', 'mermaid', 'theme', 'dark']);
  return {
    ...(markdown.format !== 'mdx' || markdown.mermaid
      ? { markdown: { format: markdown.format, mermaid: markdown.mermaid } }
      : {}),
    ...(Object.keys(mermaid).length
      ? {
          mermaid: {
            theme: { light: light ?? 'default', dark: dark ?? 'dark' },
            options,
          },
        }
      : {}),
  };
}

/**
 * One of `prism.theme` and `prism.darkTheme` as a code theme (plugins/mdx/codeTheme.ts): a theme
 * prism-react-renderer names → the closest Shiki theme (prismThemes.ts); any other Prism theme
 * object → that theme, converted.
 */
function codeThemeOf(
  c: Checker,
  v: unknown,
  key: 'theme' | 'darkTheme',
): string | CodeThemeObject | undefined {
  const path = ['themeConfig', 'prism', key];
  const mode = key === 'theme' ? 'light' : 'dark';
  if (!isObj(v) || (!isObj(v.plain) && !Array.isArray(v.plain)) || !Array.isArray(v.styles)) {
    c.fail(path, 'must be a Prism theme: { plain: {...}, styles: [...] }');
    return undefined;
  }
  const name = prismThemeName(v);
  if (name === undefined) return prismThemeToShiki(v, `docusaurus-prism-${mode}`, mode);
  const shiki = (PRISM_TO_SHIKI as Record<string, string>)[name];
  if (!shiki) {
    c.fail(
      path,
      `names a Prism theme prism-react-renderer does not have ("${name}")`,
      `use one of ${Object.keys(PRISM_TO_SHIKI).join(', ')}, or a theme object { plain, styles }`,
    );
    return undefined;
  }
  return shiki;
}

/**
 * themeConfig.prism's themes as our Shiki `code.theme` (for code known only when a page runs). As
 * in Docusaurus, `theme` is the dark mode's theme too when `darkTheme` is not given, and
 * `palenight` the theme when neither is.
 */
function mapCodeTheme(
  c: Checker,
  prism: Obj,
): { light: string | CodeThemeObject; dark: string | CodeThemeObject } {
  const light =
    prism.theme === undefined ? PRISM_TO_SHIKI.palenight : codeThemeOf(c, prism.theme, 'theme');
  const dark =
    prism.darkTheme === undefined || prism.darkTheme === prism.theme
      ? light
      : codeThemeOf(c, prism.darkTheme, 'darkTheme');
  return {
    light: light ?? PRISM_TO_SHIKI.palenight,
    dark: dark ?? light ?? PRISM_TO_SHIKI.palenight,
  };
}

/** A Prism theme as plain data: without the stand-in's mark, nothing but JSON. */
function prismThemeData(v: unknown): PrismTheme | undefined {
  if (!isObj(v) || !isObj(v.plain) || !Array.isArray(v.styles)) return undefined;
  const { [PRISM_THEME_MARK]: _mark, ...theme } = v;
  return JSON.parse(JSON.stringify(theme)) as PrismTheme;
}

/**
 * themeConfig.prism as our `code.prism`: its two themes (`theme` in dark mode too without
 * `darkTheme`, prism-react-renderer's palenight without either: Docusaurus's defaults) and its
 * additional languages, each of which must be a Prism component (Docusaurus's bundler fails on
 * one that is not).
 */
function prismCode(c: Checker, prism: Obj, additionalLanguages: string[]): PrismCode {
  const palenight = JSON.parse(JSON.stringify(prismReactRendererThemes().palenight)) as PrismTheme;
  const theme = prismThemeData(prism.theme) ?? palenight;
  const darkTheme = prismThemeData(prism.darkTheme) ?? theme;
  additionalLanguages.forEach((lang, i) => {
    if (!prismComponentFile(lang))
      c.fail(
        ['themeConfig', 'prism', 'additionalLanguages', i],
        `names "${lang}", which is not a Prism language (no prismjs/components/prism-${lang}.js)`,
        "use a Prism component's name (java, rust, bash, csharp…): https://prismjs.com/#supported-languages",
      );
  });
  return { theme, darkTheme, additionalLanguages };
}

/** An object of themeConfig that maps onto our own site config (colorMode, announcementBar). */
function themeConfigPart(c: Checker, cfg: Obj, key: string): Obj {
  return c.obj(c.obj(cfg.themeConfig, ['themeConfig'])[key], ['themeConfig', key]);
}

/** Each client module must exist (Docusaurus's bundler fails on one that does not). */
function checkClientModules(c: Checker, files: string[], exists: (rel: string) => boolean): void {
  files.forEach((file, i) => {
    if (!exists(file))
      c.fail(
        ['clientModules', i],
        `names "${file}", which does not exist`,
        'client modules are paths relative to the site folder, or absolute (require.resolve(…))',
      );
  });
}

function checkHeadTags(c: Checker, cfg: Obj): unknown[] {
  const headTags = c.array(cfg.headTags, ['headTags']);
  headTags.forEach((t, i) => {
    if (!isObj(t) || typeof t.tagName !== 'string' || !isObj(t.attributes))
      c.fail(['headTags', i], 'must be { tagName: string, attributes: object }');
  });
  return headTags;
}

/** `scripts` or `stylesheets`: URLs, or objects with the URL in `src` (scripts) or `href`. */
function scriptsOrSheets(c: Checker, cfg: Obj, key: 'scripts' | 'stylesheets'): (string | Obj)[] {
  return c.array(cfg[key], [key]).filter((s, i) => {
    const ok =
      typeof s === 'string' ||
      (isObj(s) && typeof (key === 'scripts' ? s.src : s.href) === 'string');
    if (!ok)
      c.fail(
        [key, i],
        `must be a URL string or an object with "${key === 'scripts' ? 'src' : 'href'}"`,
      );
    return ok;
  }) as (string | Obj)[];
}

/** Our site config's input, from the site fields, the theme config and the primary docs. */
function mapSiteConfig(
  c: Checker,
  cfg: Obj,
  site: { title: string; url: string; baseUrl: string },
  themeConfig: DocusaurusThemeConfig,
  { colorMode, bar }: { colorMode: Obj; bar: Obj },
  primary: DocusaurusDocsOptions | undefined,
): SiteConfigInput {
  return {
    title: site.title,
    tagline: c.string(cfg.tagline, ['tagline']) ?? '',
    ...(cfg.titleDelimiter !== undefined
      ? { titleDelimiter: c.string(cfg.titleDelimiter, ['titleDelimiter']) }
      : {}),
    url: site.url,
    baseUrl: site.baseUrl,
    ...(cfg.favicon !== undefined ? { favicon: c.string(cfg.favicon, ['favicon']) } : {}),
    noIndex: c.bool(cfg.noIndex, ['noIndex'], false),
    clientModules: c.stringList(cfg.clientModules, ['clientModules']) ?? [],
    ...(cfg.trailingSlash !== undefined && cfg.trailingSlash !== null
      ? { trailingSlash: c.bool(cfg.trailingSlash, ['trailingSlash'], false) }
      : {}),
    // Docusaurus's defaults: a broken link fails the build, a broken anchor warns.
    onBrokenLinks: c.oneOf(cfg.onBrokenLinks, ['onBrokenLinks'], REPORT_LEVELS, 'throw'),
    onBrokenAnchors: c.oneOf(cfg.onBrokenAnchors, ['onBrokenAnchors'], REPORT_LEVELS, 'warn'),
    navbar: siteNavbar(themeConfig.navbar, site.title),
    footer: themeConfig.footer,
    colorMode: siteColorMode(c, colorMode),
    ...(bar.content !== undefined ? { announcementBar: siteAnnouncementBar(c, bar) } : {}),
    docs: {
      ...(primary ? { path: primary.path } : {}),
      sidebarPath: primary ? primary.sidebarPath : false,
      showLastUpdateTime: primary?.showLastUpdateTime ?? false,
      showLastUpdateAuthor: primary?.showLastUpdateAuthor ?? false,
      ...(primary?.include ? { include: primary.include } : {}),
      ...(primary?.exclude ? { exclude: primary.exclude } : {}),
      sidebarCollapsible: primary?.sidebarCollapsible ?? true,
      sidebarCollapsed: primary?.sidebarCollapsed ?? true,
      ...(primary?.editUrl !== undefined ? { editUrl: primary.editUrl } : {}),
      breadcrumbs: primary?.breadcrumbs ?? true,
      toc: themeConfig.tableOfContents,
      autoCollapseCategories: themeConfig.docs.sidebar.autoCollapseCategories,
      hideableSidebar: themeConfig.docs.sidebar.hideable,
      // Docusaurus's doc pages always have one (DocRoot/Layout).
      backToTopButton: true,
    },
    search: themeConfig.algolia ? { algolia: siteAlgolia(c, themeConfig.algolia) } : {},
  };
}

/** Our navbar: its title, its logo, and the items it can show before the docs are loaded. */
function siteNavbar(
  navbar: DocusaurusThemeConfig['navbar'],
  siteTitle: string,
): SiteConfigInput['navbar'] {
  return {
    // Docusaurus shows no title in the navbar unless navbar.title is set ('' shows none here).
    title: navbar.title ?? '',
    ...(navbar.logo && typeof navbar.logo.src === 'string'
      ? {
          logo: {
            alt: typeof navbar.logo.alt === 'string' ? navbar.logo.alt : siteTitle,
            src: navbar.logo.src,
            ...Object.fromEntries(
              ['srcDark', 'href', 'target', 'width', 'height', 'className'].flatMap((k) =>
                navbar.logo![k] !== undefined ? [[k, navbar.logo![k]]] : [],
              ),
            ),
          },
        }
      : {}),
    ...(navbar.style ? { style: navbar.style } : {}),
    hideOnScroll: navbar.hideOnScroll,
    // doc and docSidebar items (and menus with doc entries) are added once the docs are loaded
    // (resolveNavbarItems).
    items: navbar.items.flatMap((i): NavbarItemInput[] =>
      i.kind === 'link'
        ? [withoutKind(i)]
        : i.kind === 'menu'
          ? // A menu with doc entries waits for the docs too.
            i.items.every(isMenuEntry)
            ? [
                {
                  ...(i.label !== undefined ? { label: i.label } : { html: i.html }),
                  items: i.items,
                  position: i.position,
                  ...classNameOf(i),
                },
              ]
            : []
          : i.kind === 'html'
            ? [{ type: 'html', value: i.value, position: i.position, ...classNameOf(i) }]
            : [],
    ),
  };
}

function siteColorMode(c: Checker, colorMode: Obj): SiteConfigInput['colorMode'] {
  return {
    defaultMode: c.oneOf(
      colorMode.defaultMode,
      ['themeConfig', 'colorMode', 'defaultMode'],
      ['light', 'dark'] as const,
      'light',
    ),
    respectPrefersColorScheme: c.bool(
      colorMode.respectPrefersColorScheme,
      ['themeConfig', 'colorMode', 'respectPrefersColorScheme'],
      false,
    ),
    disableSwitch: c.bool(
      colorMode.disableSwitch,
      ['themeConfig', 'colorMode', 'disableSwitch'],
      false,
    ),
  };
}

function siteAnnouncementBar(c: Checker, bar: Obj): SiteConfigInput['announcementBar'] {
  return {
    id: c.string(bar.id, ['themeConfig', 'announcementBar', 'id']) ?? 'announcement-bar',
    content: c.string(bar.content, ['themeConfig', 'announcementBar', 'content']) ?? '',
    isCloseable: c.bool(bar.isCloseable, ['themeConfig', 'announcementBar', 'isCloseable'], true),
    // Docusaurus's defaults: a white bar with black text.
    backgroundColor:
      c.string(bar.backgroundColor, ['themeConfig', 'announcementBar', 'backgroundColor']) ??
      '#fff',
    textColor: c.string(bar.textColor, ['themeConfig', 'announcementBar', 'textColor']) ?? '#000',
  };
}

/** themeConfig.algolia: DocSearch's keys are required once the section is there. */
function siteAlgolia(c: Checker, algolia: Obj): AlgoliaInput {
  return {
    appId: c.string(algolia.appId, ['themeConfig', 'algolia', 'appId'], true) ?? '',
    apiKey: c.string(algolia.apiKey, ['themeConfig', 'algolia', 'apiKey'], true) ?? '',
    indexName: c.string(algolia.indexName, ['themeConfig', 'algolia', 'indexName'], true) ?? '',
    contextualSearch: c.bool(
      algolia.contextualSearch,
      ['themeConfig', 'algolia', 'contextualSearch'],
      true,
    ),
    ...(isObj(algolia.searchParameters) ? { searchParameters: algolia.searchParameters } : {}),
    ...(typeof algolia.externalUrlRegex === 'string'
      ? { externalUrlRegex: algolia.externalUrlRegex }
      : {}),
    ...(algolia.searchPagePath === false || typeof algolia.searchPagePath === 'string'
      ? { searchPagePath: algolia.searchPagePath }
      : {}),
  };
}

/** Notes what the site's config asks for that is mapped (above) but not built yet. */
function noteNotBuilt(section: DocusaurusSection, notes: string[]): void {
  // Docs instances (plugins/docs/instances.ts), the blog (plugins/blog/), pages and customCss
  // (plugins/pages/), markdown.mermaid and markdown.format (plugins/mdx/), staticDirectories
  // (plugins/staticDirectories.ts), noIndex and clientModules (the site config's) are built.
  // headTags, scripts, stylesheets, themeConfig.metadata and image: plugins/pages/siteHead.ts.
  const docsNotes: string[] = [];
  for (const d of section.docs) noteDocsOptions(d, docsNotes);
  notes.push(...new Set(docsNotes));
}

/** The options of the docs we build that the build does not apply yet. */
function noteDocsOptions(p: DocusaurusDocsOptions, notes: string[]): void {
  // Remark/rehype plugins of the docs options run (plugins/mdx/siteExtensions.ts).
  // numberPrefixParser applies (plugins/docs/numberPrefix.ts).
  // admonitions (keywords, extendDefaults, false) apply (plugins/mdx/siteExtensions.ts).
  const other = Object.keys(p.other).filter(
    // Component options: each is read (docItemComponent.ts, componentOptions.ts).
    (k) =>
      !VERSIONING_KEYS.includes(k as never) &&
      k !== 'docItemComponent' &&
      !Object.hasOwn(COMPONENT_DEFAULTS.docs, k),
  );
  if (other.length) notes.push(`docs options ${other.join(', ')}`);
}

/** One warning for what is read from the config but not built yet. */
function configWarnings(configFile: string, notes: string[]): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  if (notes.length)
    warnings.push({
      file: configFile,
      severity: 'warning',
      kind: 'docusaurus config',
      message: `read from the config but not built yet: ${notes.join('; ')}`,
      hint: 'the docs build; these parts of the site are later work (see reference/docusaurus.md of the generator)',
    });
  return warnings;
}
