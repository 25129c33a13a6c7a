// SVG files imported as React components, as Docusaurus's SVGR plugin (@docusaurus/plugin-svgr, which
// the classic preset adds) makes them: `import Logo from '@site/static/img/logo.svg'` (or
// `require('…svg').default`) in a page, a component or an MDX doc gives a component rendering the
// SVG inline (`<Logo className="x" role="img" title="…" />`). Only imports written in code are: a
// Markdown image `![](./x.svg)` is compiled to an import with `?url` (plugins/mdx/remarkImages.ts),
// and CSS `url(x.svg)` is not an import of a module, so both stay URLs, as in Docusaurus.
//
// On a Docusaurus site the markup is SVGO's, with the plugin's settings (`DOCUSAURUS_SVGR`) under
// the site's `svgrConfig` (the preset's `svgr` option or the plugin's own options); a site without
// the plugin (`svgr: false`, or no classic preset) imports an SVG's URL, as Docusaurus's file rule
// gives it. A site of our own format keeps the file's own markup (no SVGO).
import { readFile } from 'node:fs/promises';
import { transformWithOxc, type Plugin } from 'vite';
import { BuildError } from '../diagnostics.js';

const COMPONENT_QUERY = '?svg-component';
/** Modules whose SVG imports are components (Docusaurus: `issuer: /\.(?:tsx?|jsx?|mdx?)$/i`). */
const CODE_IMPORTER = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

/** Whether an import of `source` from `importer` asks for an SVG component. */
export function isSvgComponentImport(source: string, importer: string | undefined): boolean {
  if (!importer || !/\.svg$/i.test(source)) return false;
  const file = importer.split('?')[0]!;
  return CODE_IMPORTER.test(file);
}

/**
 * @docusaurus/plugin-svgr's SVGR settings (3.x, `DefaultSVGRConfig`), which a site's `svgrConfig`
 * is spread over: SVGO's default preset, keeping `<title>` and `viewBox`.
 */
export const DOCUSAURUS_SVGR: Readonly<Record<string, unknown>> = {
  prettier: false,
  svgo: true,
  svgoConfig: {
    plugins: [
      {
        name: 'preset-default',
        params: { overrides: { removeTitle: false, removeViewBox: false } },
      },
    ],
  },
  titleProp: true,
};

/**
 * The module of an SVG as a React component (default export, or what the site's `exportType`
 * says), in JavaScript. `svgr`: a Docusaurus site's SVGR settings (its `svgrConfig` over
 * DOCUSAURUS_SVGR); without them, the file's own markup with a `title` prop.
 */
export async function svgComponentModule(
  svg: string,
  file: string,
  svgr?: Readonly<Record<string, unknown>>,
): Promise<string> {
  // Loaded on the first SVG component only: SVGR and the Babel it runs on cost about 0.5 s of
  // the main thread's CPU to load, in every build, most of which import no SVG from code.
  const [{ transform }, { default: jsx }, svgo] = await Promise.all([
    import('@svgr/core'),
    import('@svgr/plugin-jsx'),
    svgr && svgr.svgo !== false ? import('@svgr/plugin-svgo') : undefined,
  ]);
  // The JSX is compiled below with React's automatic runtime, whatever runtime the site names.
  const config = svgr
    ? { exportType: 'default' as const, ...svgr, jsxRuntime: 'automatic' as const }
    : { jsxRuntime: 'automatic' as const, titleProp: true, exportType: 'default' as const };
  let code: string;
  try {
    code = await transform(
      svg,
      { ...config, plugins: svgo ? [svgo.default, jsx] : [jsx] },
      { filePath: file, caller: { name: 'docs-svg-components' } },
    );
  } catch (e) {
    throw new BuildError({
      file,
      severity: 'error',
      message: `this SVG cannot be made a React component: ${(e as Error).message.split('\n')[0]}`,
      hint: 'check that the file is a well-formed SVG document',
    });
  }
  // Not the site's tsconfig.json (the SVG's folder is the site's): sites' `extends:
  // '@docusaurus/tsconfig'` names a package only Docusaurus installs, and the generated JSX needs
  // none of it.
  return (
    await transformWithOxc(code, file + '.jsx', {
      lang: 'jsx',
      jsx: { runtime: 'automatic' },
      tsconfig: false,
    } as Parameters<typeof transformWithOxc>[2])
  ).code;
}

/**
 * `svgr`: how SVGs imported from code are made: `false` for none (their URL, as Docusaurus gives it
 * without its SVGR plugin); settings for SVGR with SVGO (a Docusaurus site); undefined for the
 * file's own markup (a site of our own format).
 */
export function svgComponentsPlugin(
  options: { svgr?: Readonly<Record<string, unknown>> | false } = {},
): Plugin {
  const { svgr } = options;
  return {
    name: 'docs:svg-components',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.svg$/i },
      async handler(source, importer, options) {
        if (svgr === false || !isSvgComponentImport(source, importer)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
        return resolved.id + COMPONENT_QUERY;
      },
    },
    load: {
      filter: { id: /\?svg-component$/ },
      async handler(id) {
        if (!id.endsWith(COMPONENT_QUERY)) return null;
        const file = id.slice(0, -COMPONENT_QUERY.length);
        this.addWatchFile(file);
        const code = await svgComponentModule(
          await readFile(file, 'utf8'),
          file,
          svgr || undefined,
        );
        return { code, map: null };
      },
    },
  };
}
