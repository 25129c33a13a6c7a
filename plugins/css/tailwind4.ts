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
//
// Tailwind reports an unknown class in `@apply` at the stylesheet's first line (`root.error`): the
// error is given the `@apply`'s own file, line and column here (`positionedTailwindError`).

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AtRule, Root } from 'postcss';
import { BuildError } from '../diagnostics.js';

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
  return withPositionedErrors(creator(withTailwindBase(options, siteDir)));
}

type Listener = (root: Root, helpers: unknown) => unknown;

/**
 * An error of Tailwind's compile with the position of what caused it, when Tailwind's own is the
 * stylesheet's start: an unknown class in `@apply` (in this file or one it imports) is found in
 * `root`, and reported there with a hint. Any other error is returned as it is.
 */
export function positionedTailwindError(error: unknown, root: Root): unknown {
  const reason = String((error as { reason?: unknown })?.reason ?? (error as Error)?.message ?? '');
  const unknown = /Cannot apply unknown utility class `([^`]+)`/.exec(reason)?.[1];
  if (!unknown) return error;
  let found: AtRule | undefined;
  root.walkAtRules('apply', (rule) => {
    if (!rule.params.split(/\s+/).includes(unknown)) return;
    found = rule;
    return false;
  });
  const file = found?.source?.input.file;
  if (!found || !file) return error;
  const at = found.positionBy({ word: unknown });
  return new BuildError({
    file,
    line: at.line,
    column: at.column,
    severity: 'error',
    message: reason,
    hint: `\`${unknown}\` is none of Tailwind's utilities nor the site's own: fix the name, or define it with \`@utility ${unknown} { … }\` (a plain class cannot be applied in Tailwind 4)`,
    kind: 'bundle',
  });
}

/** Tailwind's plugin object, its `Once` listeners' errors positioned (`positionedTailwindError`). */
function withPositionedErrors(made: unknown): unknown {
  const plugins = (made as { plugins?: unknown } | null)?.plugins;
  if (!Array.isArray(plugins)) return made;
  return {
    ...(made as object),
    plugins: plugins.map((p: { Once?: Listener } | null) => {
      const once = p?.Once;
      if (typeof once !== 'function') return p;
      return {
        ...p,
        async Once(root: Root, helpers: unknown) {
          try {
            return await once.call(p, root, helpers);
          } catch (e) {
            throw positionedTailwindError(e, root);
          }
        },
      };
    }),
  };
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
