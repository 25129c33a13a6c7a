// SVG files imported as React components, as Docusaurus does with SVGR: `import Logo from
// '@site/static/img/logo.svg'` (or `require('…svg').default`) in a page, a component or an MDX
// doc gives a component rendering the SVG inline (`<Logo className="x" role="img" title="…" />`).
// Only imports written in code are: a Markdown image `![](./x.svg)` is compiled to an import with
// `?url` (plugins/mdx/remarkImages.ts), and CSS `url(x.svg)` is not an import of a module, so both
// stay URLs, as in Docusaurus. Docusaurus also runs SVGO over the file; this does not (the markup
// is the file's own, with its `viewBox` and `<title>` kept, as Docusaurus's SVGO settings keep them).
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

/** The module of an SVG as a React component (default export), in JavaScript. */
export async function svgComponentModule(svg: string, file: string): Promise<string> {
  // Loaded on the first SVG component only: SVGR and the Babel it runs on cost about 0.5 s of
  // the main thread's CPU to load, in every build, most of which import no SVG from code.
  const [{ transform }, { default: jsx }] = await Promise.all([
    import('@svgr/core'),
    import('@svgr/plugin-jsx'),
  ]);
  let code: string;
  try {
    code = await transform(
      svg,
      { plugins: [jsx], jsxRuntime: 'automatic', titleProp: true, exportType: 'default' },
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

export function svgComponentsPlugin(): Plugin {
  return {
    name: 'docs:svg-components',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.svg$/i },
      async handler(source, importer, options) {
        if (!isSvgComponentImport(source, importer)) return null;
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
        return { code: await svgComponentModule(await readFile(file, 'utf8'), file), map: null };
      },
    },
  };
}
