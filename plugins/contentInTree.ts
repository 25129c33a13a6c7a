// Which page kinds render their MDX content inside the page's React tree instead of as islands
// (src/theme/mdx/islands.tsx). An island is a React root of its own: it sees only the contexts the
// theme knows and bridges. A component the site or a plugin theme puts around the content (a
// swizzled `DocItem/Layout`, a `Root` wrapper, a docs instance's own `docItemComponent` such as
// docusaurus-theme-openapi-docs's `ApiItem`) may provide any context to it, and React cannot list
// them; so content enclosed by a component that is not the generator's renders and hydrates whole,
// within the page, as Docusaurus renders every page. A wrapper that only adds something beside the
// content (a banner, a <div> with a class) keeps the islands (./transparentOverride.ts).
import { join } from 'node:path';
import type { DocusaurusSection } from './config/docusaurus/types.js';
import { DEFAULT_DOC_ITEM } from './config/docusaurus/docItemComponent.js';
import { PACKAGE_ROOT } from './paths.js';
import { scanSiteTheme, scanThemeDir } from './themeResolver.js';
import { isTransparentOverride } from './transparentOverride.js';
import { CONTENT_THEMES } from './builtins/contentThemes.js';

/** The page kinds made of MDX content: docs, blog posts (and list excerpts), Markdown pages. */
export interface ContentInTree {
  doc: boolean;
  blog: boolean;
  page: boolean;
}

/**
 * The theme components around the content of each kind, as Docusaurus nests its routes: each
 * content plugin's own (`ContentTheme.enclosing`, plugins/builtins/contentThemes.ts).
 */
export const ENCLOSING_COMPONENTS: Record<keyof ContentInTree, readonly string[]> = {
  doc: [],
  blog: [],
  page: [],
};
for (const { enclosing } of CONTENT_THEMES)
  if (enclosing) ENCLOSING_COMPONENTS[enclosing.kind] = enclosing.components;

/** Whether a docs instance renders its docs with a component of its own (`docItemComponent`). */
export function hasOwnDocItem(section: DocusaurusSection | undefined): boolean {
  return (section?.docs ?? []).some((d) => {
    const value = d.other.docItemComponent;
    return typeof value === 'string' && value !== DEFAULT_DOC_ITEM;
  });
}

/**
 * The rule: a kind's content hydrates in the page's tree when the site or a plugin theme
 * overrides (ejects or wraps) a component enclosing it and the override is not transparent
 * (`overridden`: the names `opaqueOverrides` keeps). `false`: every kind keeps islands, and no
 * docs instance has its own docItemComponent (its docs' content is in the tree whatever this says:
 * src/theme/routeKinds/docItem.tsx), so the theme's code for content in the tree drops out.
 */
export function contentInTree(
  overridden: ReadonlySet<string>,
  ownDocItem: boolean,
): ContentInTree | false {
  const kinds: ContentInTree = { doc: false, blog: false, page: false };
  for (const kind of Object.keys(kinds) as (keyof ContentInTree)[])
    kinds[kind] = ENCLOSING_COMPONENTS[kind].some((name) => overridden.has(name));
  return ownDocItem || kinds.doc || kinds.blog || kinds.page ? kinds : false;
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

/** Every component that encloses some kind's content. */
const ANY_ENCLOSING = new Set(Object.values(ENCLOSING_COMPONENTS).flat());

/**
 * The overrides that may give the content something islands would not see: all but those whose
 * every file (the site's, each plugin theme's) is transparent (./transparentOverride.ts: it renders
 * the content straight through HTML elements, beside whatever it adds). `MDXContent` is always
 * kept: islands render without it, so a wrapper's additions would be lost.
 */
export function opaqueOverrides(overrides: ReadonlyMap<string, readonly string[]>): Set<string> {
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
