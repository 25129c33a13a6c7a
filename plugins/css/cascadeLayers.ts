// CSS cascade layers as Docusaurus 3.8+ puts them with `future.v4` (or
// `future.v4.useCssCascadeLayers`): the theme's stylesheets go into named layers — Infima's into
// `docusaurus.infima`, the classic theme's into `docusaurus.theme-classic`, DocSearch's into
// `docusaurus.theme-search-algolia.docsearch` — declared in Docusaurus's order, and the site's own
// CSS (customCss, CSS modules of src/) stays outside them, so that any rule of the site wins over
// the theme's whatever their specificity. Without the flag, nothing changes.
import type { Plugin } from 'vite';
import { v4Flag } from '../config/docusaurus/futureFlags.js';
import { PACKAGE_ROOT } from '../paths.js';

/** The layers in Docusaurus's declared order (its CSS cascade layers plugin's default list). */
export const LAYER_ORDER = [
  'docusaurus.infima',
  'docusaurus.theme-common',
  'docusaurus.theme-classic',
  'docusaurus.core',
  'docusaurus.plugin-debug',
  'docusaurus.theme-mermaid',
  'docusaurus.theme-live-codeblock',
  'docusaurus.theme-search-algolia.docsearch',
  'docusaurus.theme-search-algolia',
] as const;

/** Whether a Docusaurus config's `future` asks for cascade layers. */
export const usesCascadeLayers = (future: unknown): boolean =>
  v4Flag(future, 'useCssCascadeLayers');

const INFIMA = /[\\/]infima[\\/]dist[\\/]css[\\/].*\.css$/;
const DOCSEARCH = /[\\/]@docsearch[\\/]css[\\/].*\.css$/;

/** The layer of a stylesheet of the theme (by its file), or undefined for the site's own CSS. */
export function layerOfStylesheet(file: string, packageRoot = PACKAGE_ROOT): string | undefined {
  const path = file.split('?')[0]!;
  if (!/\.css$/.test(path)) return undefined;
  if (INFIMA.test(path)) return 'docusaurus.infima';
  if (DOCSEARCH.test(path)) return 'docusaurus.theme-search-algolia.docsearch';
  const theme = `${packageRoot.replace(/\\/g, '/')}/src/theme/`;
  if (path.replace(/\\/g, '/').startsWith(theme)) return 'docusaurus.theme-classic';
  return undefined;
}

/**
 * A stylesheet in a layer, after the order of every layer: the first layer a page meets sets its
 * place, and a page's stylesheets are split into chunks loaded in an order of their own, so each
 * one declares the order before its rules (the minifier drops the repeats within a chunk).
 */
export function wrapInLayer(css: string, layer: string): string {
  if (/^\s*@(?:import|charset|namespace)\b/m.test(css))
    throw new Error(
      `cascade layers: a stylesheet of the layer ${layer} has an @import, @charset or @namespace rule, which cannot go inside a layer`,
    );
  return `@layer ${LAYER_ORDER.join(', ')};\n@layer ${layer} {\n${css}\n}\n`;
}

/** The Vite adapter: after the CSS is compiled (Vite's own CSS plugin), before it is bundled. */
export function cascadeLayersPlugin(): Plugin {
  return {
    name: 'docs:css-cascade-layers',
    transform(code, id) {
      const layer = layerOfStylesheet(id);
      if (!layer || /[?&](?:inline|raw|url)\b/.test(id)) return undefined;
      return { code: wrapInLayer(code, layer), map: null };
    },
  };
}
