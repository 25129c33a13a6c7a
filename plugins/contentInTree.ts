// Which page kinds render their MDX content inside the page's React tree instead of as islands
// (src/theme/mdx/islands.tsx). An island is a React root of its own: it sees only the contexts the
// theme knows and bridges. A component the site or a plugin theme puts around the content (a
// swizzled `DocItem/Layout`, a `Root` wrapper, a docs instance's own `docItemComponent` such as
// docusaurus-theme-openapi-docs's `ApiItem`) may provide any context to it, and React cannot list
// them; so content enclosed by a component that is not the generator's renders and hydrates whole,
// within the page, as Docusaurus renders every page. A wrapper that only adds something beside the
// content (a banner, a <div> with a class) keeps the islands (./transparentOverride.ts).
import { join } from 'node:path';
import { PACKAGE_ROOT } from './paths.js';
import { scanSiteTheme, scanThemeDir } from './themeResolver.js';
import { isTransparentOverride } from './transparentOverride.js';
import { CONTENT_THEMES } from './builtins/contentThemes.js';
import { hooksOf, type ContentTheme } from './lifecycle/generatorHooks.js';

/**
 * Whether each page kind made of MDX content renders in the tree, by kind: the kinds the content
 * plugins declare (`ContentTheme.enclosing.kind`: docs, blog posts and list excerpts, Markdown
 * pages, and a site plugin's own), in their order. The browser reads it as the build constant
 * `__DOCS_CONTENT_IN_TREE__` (src/theme/contentInTree.ts), so it names no kind itself.
 */
export type ContentInTree = Record<string, boolean>;

/** The loaded plugins as the hooks need them. */
type LoadedPlugins = Parameters<typeof hooksOf>[0];

/**
 * A site's content themes: the built-in plugins' (known whether or not the site has them, so
 * the constant has the same kinds on every site of theirs), then those its own plugins declare
 * (generator hook `contentThemeOf`).
 */
export function contentThemesOf(plugins: LoadedPlugins): ContentTheme[] {
  return [...CONTENT_THEMES, ...hooksOf(plugins, 'contentThemeOf').map((themeOf) => themeOf())];
}

/**
 * The theme components around the content of each kind, as Docusaurus nests its routes: each
 * content plugin's own (`ContentTheme.enclosing`), in the themes' order.
 */
export function enclosingComponents(
  themes: readonly ContentTheme[] = CONTENT_THEMES,
): Record<string, readonly string[]> {
  const byKind: Record<string, readonly string[]> = {};
  for (const { enclosing } of themes)
    if (enclosing)
      byKind[enclosing.kind] = [...(byKind[enclosing.kind] ?? []), ...enclosing.components];
  return byKind;
}

/** The built-in content plugins' kinds and their enclosing components. */
export const ENCLOSING_COMPONENTS = enclosingComponents();

/**
 * The rule: a kind's content hydrates in the page's tree when the site or a plugin theme
 * overrides (ejects or wraps) a component enclosing it and the override is not transparent
 * (`overridden`: the names `opaqueOverrides` keeps). `false`: every kind keeps islands, and no
 * plugin renders content in the tree whatever this says (`forced`: a docs instance's own
 * docItemComponent, src/theme/routeKinds/docItem.tsx), so the theme's code for content in the
 * tree drops out.
 */
export function contentInTree(
  overridden: ReadonlySet<string>,
  forced: boolean,
  themes: readonly ContentTheme[] = CONTENT_THEMES,
): ContentInTree | false {
  const kinds: ContentInTree = {};
  for (const [kind, components] of Object.entries(enclosingComponents(themes)))
    kinds[kind] = components.some((name) => overridden.has(name));
  return forced || Object.values(kinds).some(Boolean) ? kinds : false;
}

/**
 * Whether a plugin of the site renders its content in the tree whatever the overrides (generator
 * hook `contentInTreeOf`: a docs instance with its own `docItemComponent`).
 */
export function forcesContentInTree(plugins: LoadedPlugins): boolean {
  return hooksOf(plugins, 'contentInTreeOf').some((forces) => forces());
}

/** The overrides of a site's folder and its plugins' theme folders (`getThemePath`): name → files. */
export function siteOverrides(
  siteDir: string,
  pluginThemes: readonly { name: string; dir: string }[],
): Map<string, string[]> {
  const overrides = new Map<string, string[]>();
  const add = (name: string, file: string) =>
    overrides.set(name, [...(overrides.get(name) ?? []), file]);
  for (const [name, file] of Object.entries(scanSiteTheme(siteDir).overrides)) add(name, file);
  for (const { dir } of pluginThemes) {
    // The generator's own folder is no override (a site whose theme path is the generator's).
    if (join(dir) === join(PACKAGE_ROOT, 'src', 'theme')) continue;
    for (const [name, file] of Object.entries(scanThemeDir(dir))) add(name, file);
  }
  return overrides;
}

/**
 * The overrides without the components a site plugin's content type brings for its own content:
 * its ContentTheme's enclosing components in its own theme folder (`getThemePath`) are the kind's
 * originals, as the classic theme's DocItem is the docs', not overrides of them (a site's
 * `src/theme/<Name>` or another plugin's theme still is one).
 * (tests/fixtures/sites/content-plugin: its NotePage.)
 */
export function withoutOwnContentComponents(
  overrides: ReadonlyMap<string, readonly string[]>,
  plugins: LoadedPlugins,
  themePaths: readonly { name: string; dir: string }[],
): Map<string, readonly string[]> {
  const own = new Set<string>();
  for (const p of plugins ?? []) {
    const [themeOf] = hooksOf([p], 'contentThemeOf');
    const components = themeOf?.().enclosing?.components ?? [];
    const name = (p.instance as { name?: unknown }).name;
    for (const { dir } of themePaths.filter((t) => t.name === name)) {
      const files = scanThemeDir(dir);
      for (const component of components) if (files[component]) own.add(files[component]);
    }
  }
  const out = new Map<string, readonly string[]>();
  for (const [name, files] of overrides) {
    const others = files.filter((f) => !own.has(f));
    if (others.length) out.set(name, others);
  }
  return out;
}

/**
 * The overrides that may give the content something islands would not see: all but those whose
 * every file (the site's, each plugin theme's) is transparent (./transparentOverride.ts: it renders
 * the content straight through HTML elements, beside whatever it adds). `MDXContent` is always
 * kept: islands render without it, so a wrapper's additions would be lost.
 */
export function opaqueOverrides(
  overrides: ReadonlyMap<string, readonly string[]>,
  themes: readonly ContentTheme[] = CONTENT_THEMES,
): Set<string> {
  // Every component that encloses some kind's content.
  const ANY_ENCLOSING = new Set(Object.values(enclosingComponents(themes)).flat());
  const opaque = new Set<string>();
  for (const [name, files] of overrides) {
    const transparent =
      ANY_ENCLOSING.has(name) &&
      name !== 'MDXContent' &&
      files.every((file) => isTransparentOverride(file, name, ANY_ENCLOSING));
    if (!transparent) opaque.add(name);
  }
  return opaque;
}
