// CSS cascade layers of a Docusaurus site's own stylesheets, as Docusaurus builds them for the
// default browser targets. Docusaurus runs postcss-preset-env on every stylesheet, one file at a
// time; when the site's browserslist (none: browserslist's defaults) includes a browser without
// `@layer`, preset-env's cascade layers polyfill (@csstools/postcss-cascade-layers, the release
// Docusaurus 3.8's preset-env uses) removes the file's layers and gives its rules specificity
// instead (`:not(#\#)` repeated). A rule of the site in a layer (Tailwind 4's
// `@layer base { :root {…} }`) then wins over Infima's and the theme's unlayered rules, where a
// browser's own layers would have it lose to them: the site's colours, Tailwind's preflight.
import cascadeLayersPolyfill from '@csstools/postcss-cascade-layers';
import postcss from 'postcss';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import { cascadeLayersPlugin, usesCascadeLayers } from './cascadeLayers.js';

/** Flattens the layers of a stylesheet's text (unchanged without `@layer`). */
export function flattenLayersOf(css: string, from?: string): string {
  if (!/@layer\b/i.test(css)) return css;
  return postcss([cascadeLayersPolyfill()]).process(css, { from }).css;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Whether the site has a browserslist configuration of its own (package.json `browserslist`, a
 * `.browserslistrc` or `browserslist` file, from its folder up, or the environment's). Without one
 * preset-env targets browserslist's defaults, which include browsers without `@layer`.
 */
export function hasBrowserslistConfig(siteDir: string): boolean {
  if (process.env.BROWSERSLIST || process.env.BROWSERSLIST_CONFIG) return true;
  for (let d = resolve(siteDir); ; d = dirname(d)) {
    if (isFile(join(d, '.browserslistrc')) || isFile(join(d, 'browserslist'))) return true;
    const pkg = join(d, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ('browserslist' in (JSON.parse(readFileSync(pkg, 'utf8')) as object)) return true;
      } catch {
        // not JSON: browserslist ignores it too
      }
    }
    if (dirname(d) === d) return false;
  }
}

const STYLESHEET = /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)$/;

/** A module id's file when it is a stylesheet compiled to CSS (not one imported as text or URL). */
export function compiledStylesheet(id: string): string | undefined {
  const path = id.split('?')[0]!;
  return STYLESHEET.test(path) && !/[?&](?:inline|raw|url)\b/.test(id) ? path : undefined;
}

/** The Vite adapter: each stylesheet after it is compiled (Vite's CSS plugin), before bundling. */
export function layerPolyfillPlugin(): VitePlugin {
  return {
    name: 'docs:css-layer-polyfill',
    transform(code, id) {
      const path = compiledStylesheet(id);
      if (!path || !/@layer\b/i.test(code)) return undefined;
      return { code: flattenLayersOf(code, path), map: null };
    },
  };
}

/**
 * The cascade layers plugins of a Docusaurus site (`config`: its raw config; none for this
 * generator's own format): `future.v4`'s layers of the theme's CSS (cascadeLayers.ts), or else,
 * without a browserslist configuration of the site's own, the polyfill of its own layers.
 */
export function cascadeLayerPlugins(
  config: Record<string, unknown> | undefined,
  siteDir: string,
): VitePlugin[] {
  if (!config) return [];
  if (usesCascadeLayers(config.future)) return [cascadeLayersPlugin()];
  return hasBrowserslistConfig(siteDir) ? [] : [layerPolyfillPlugin()];
}
