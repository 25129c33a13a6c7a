// Tailwind CSS 4's PostCSS plugin (`@tailwindcss/postcss`) scans a folder for the class names it
// generates utilities for: its `base` option, the working folder when not given. Docusaurus runs
// in the site's folder (`npm run build` there), so a site pushing `require('@tailwindcss/postcss')`
// in `configurePostCss` has its pages, docs and components scanned. This generator builds a site
// from any folder (`build path/to/site`, the tests): from elsewhere, Tailwind scanned the wrong
// tree and left out the utilities only the site's files use. The plugin is created here with the
// site's folder as its `base`, unless the site gave one.
//
// Tailwind skips what .gitignore files name, as a site's ignores its `build/` and `.docusaurus/`.
// This generator's cache folder (`.cache/`, which a Docusaurus site's .gitignore does not name)
// holds the previous build's server bundle: the theme's class names (`container`, `hidden`…) became
// utilities from the second build on. The folder is given a .gitignore of its own (`*`).
//
// Its `@import "tailwindcss"` needs nothing of ours: Vite inlines it before PostCSS runs (the
// package's `style` entry, which holds `@tailwind utilities`), and Tailwind reads what postcss-import
// leaves (`@media source(…)`, `prefix(…)`, the `@source` paths of inlined files) as it is made to.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The name `@tailwindcss/postcss` gives its plugin object. */
export const TAILWIND4_POSTCSS = '@tailwindcss/postcss';

export type Tailwind4Creator = ((options?: Record<string, unknown>) => unknown) & {
  postcss?: unknown;
};

/** Tailwind 4's options with the site's folder as `base`, unless they name one. */
export function withTailwindBase(options: unknown, siteDir: string): Record<string, unknown> {
  const given = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  return given.base === undefined ? { ...given, base: siteDir } : given;
}

/**
 * Makes the generator's cache folder of the site (`.cache/`) ignore itself, for Tailwind's scan
 * (and git): a `.gitignore` holding `*`, written when missing.
 */
export function ignoreCacheFolder(siteDir: string): void {
  const dir = join(siteDir, '.cache');
  const file = join(dir, '.gitignore');
  if (existsSync(file)) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    file,
    "# The generator's caches (docusaurus-vite): never committed, never scanned.\n*\n",
  );
}

/** Tailwind 4's plugin made by `creator` with `options`, scanning the site's folder. */
export function createTailwind4Plugin(
  creator: Tailwind4Creator,
  options: unknown,
  siteDir: string,
): unknown {
  ignoreCacheFolder(siteDir);
  return creator(withTailwindBase(options, siteDir));
}

/**
 * One entry of the site's PostCSS plugins, with Tailwind 4 scanning the site's folder: a creator
 * (a function marked `postcss: true`) is made here without options, as PostCSS would make it, and
 * when that is Tailwind 4's (`require('@tailwindcss/postcss')`) it is made again with
 * `{ base: siteDir }`; another creator's plugin is returned made, any other entry as it is. A
 * plugin the site made with its options (`require('@tailwindcss/postcss')({ … })`) keeps them:
 * its `base` cannot be changed.
 */
export function tailwind4PostCssPlugin(plugin: unknown, siteDir: string): unknown {
  if (typeof plugin === 'function' && (plugin as Tailwind4Creator).postcss === true) {
    const made = (plugin as Tailwind4Creator)() as { postcssPlugin?: unknown } | undefined;
    return made?.postcssPlugin === TAILWIND4_POSTCSS
      ? createTailwind4Plugin(plugin as Tailwind4Creator, undefined, siteDir)
      : made;
  }
  if ((plugin as { postcssPlugin?: unknown } | null)?.postcssPlugin === TAILWIND4_POSTCSS)
    ignoreCacheFolder(siteDir);
  return plugin;
}
