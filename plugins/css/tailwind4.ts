// Tailwind CSS 4's PostCSS plugin (`@tailwindcss/postcss`) scans a folder for the class names it
// generates utilities for: its `base` option, the working folder when not given. Docusaurus runs
// in the site's folder (`npm run build` there), so a site pushing `require('@tailwindcss/postcss')`
// in `configurePostCss` has its pages, docs and components scanned. This generator builds a site
// from any folder (`build path/to/site`, the tests): from elsewhere, Tailwind scanned the wrong
// tree and left out the utilities only the site's files use. The plugin is created here with the
// site's folder as its `base`, unless the site gave one.
//
// Its `@import "tailwindcss"` needs nothing of ours: Vite inlines it before PostCSS runs (the
// package's `style` entry, which holds `@tailwind utilities`), and Tailwind reads what postcss-import
// leaves (`@media source(…)`, `prefix(…)`, the `@source` paths of inlined files) as it is made to.

/** The name `@tailwindcss/postcss` gives its plugin object. */
export const TAILWIND4_POSTCSS = '@tailwindcss/postcss';

type Creator = ((options?: Record<string, unknown>) => unknown) & { postcss?: unknown };

/** Whether `plugin` is Tailwind 4's PostCSS plugin creator (`require('@tailwindcss/postcss')`). */
export function isTailwind4Creator(plugin: unknown): plugin is Creator {
  if (typeof plugin !== 'function' || (plugin as Creator).postcss !== true) return false;
  // A creator's plugin names itself only once made: make one, without options (cheap: a closure).
  try {
    const made = (plugin as Creator)() as { postcssPlugin?: unknown } | undefined;
    return made?.postcssPlugin === TAILWIND4_POSTCSS;
  } catch {
    return false;
  }
}

/** Tailwind 4's options with the site's folder as `base`, unless they name one. */
export function withTailwindBase(options: unknown, siteDir: string): Record<string, unknown> {
  const given = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  return given.base === undefined ? { ...given, base: siteDir } : given;
}

/**
 * One entry of the site's PostCSS plugins, with Tailwind 4 scanning the site's folder: the creator
 * (`require('@tailwindcss/postcss')`, which PostCSS would call without options) is called with
 * `{ base: siteDir }`; any other entry is returned as it is. A plugin already made with its
 * options (`require('@tailwindcss/postcss')({ … })`) keeps them: its `base` cannot be changed.
 */
export function tailwind4PostCssPlugin(plugin: unknown, siteDir: string): unknown {
  return isTailwind4Creator(plugin) ? plugin(withTailwindBase(undefined, siteDir)) : plugin;
}
