// A `require()` in the site's code runs where it is written, as webpack runs it (issue 39: Halo's
// SearchBar requires meilisearch-docsearch in an effect, Homarr's home page a component reading
// `document` in a <BrowserOnly> callback; both stopped the server's pre-render when the require
// was a static import run at load). Checked on a small original site: built (server and client
// bundles, each then run in Node, which has no `document`) and served by the dev server.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, createServer, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../../../plugins/diagnostics.js';
import { bundlerErrorToDiagnostics } from '../../../../plugins/bundlerErrors.js';
import { siteRequirePlugin } from '../../../../plugins/pages/siteRequire.js';

const site = join(import.meta.dirname, '../../../.tmp/site-require-lazy');

function write(file: string, text: string) {
  mkdirSync(join(site, file, '..'), { recursive: true });
  writeFileSync(join(site, file), text);
}

const ENTRY = `// A component module of the site.
export function lazy() {
  return require('./counted.js').value;
}
export function optional() {
  try {
    return require('not-installed-pkg');
  } catch (e) {
    return 'caught: ' + e.message;
  }
}
export function branch() {
  if (typeof document !== 'undefined') return require('./readsDocument.js').title;
  return 'no document';
}
export function failsAtCall() {
  try {
    return require('./readsDocument.js').title;
  } catch (e) {
    return 'caught: ' + e.message;
  }
}
export const esmDefault = () => require('./esm.js').default;
export const esmNamed = () => require('./esm.js').named;
export const called = () => require('cjs-fn')('you');
export const dual = () => require('dual').entry;
export const id = require.resolve('./counted.js');
export const runs = () => globalThis.__countedRuns ?? 0;
`;

type Entry = {
  lazy(): string;
  optional(): string;
  branch(): string;
  failsAtCall(): string;
  esmDefault(): string;
  esmNamed(): string;
  called(): string;
  dual(): string;
  id: string;
  runs(): number;
};

beforeAll(() => {
  rmSync(site, { recursive: true, force: true });
  write('package.json', '{"name":"site","private":true,"type":"module"}');
  write(
    'node_modules/dual/package.json',
    JSON.stringify({
      name: 'dual',
      exports: { '.': { import: './esm.mjs', require: './cjs.cjs' } },
    }),
  );
  write('node_modules/dual/esm.mjs', "export const entry = 'the import entry';\n");
  write('node_modules/dual/cjs.cjs', "exports.entry = 'the require entry';\n");
  write('node_modules/cjs-fn/package.json', '{"name":"cjs-fn","main":"index.js"}');
  write(
    'node_modules/cjs-fn/index.js',
    "module.exports = function greet(n) { return 'hi ' + n; };\n",
  );
  write(
    'src/counted.js',
    "globalThis.__countedRuns = (globalThis.__countedRuns ?? 0) + 1;\nexport const value = 'counted';\n",
  );
  // leader-line-new's shape: it reads `document` as it loads.
  write('src/readsDocument.js', 'export const title = document.title;\n');
  write('src/esm.js', "export default 'esm default';\nexport const named = 'named';\n");
  write('src/entry.js', ENTRY);
  write('src/page.mdx', '# A page\n');
  write('src/broken.js', "export function f() {\n  return require('./nope.js');\n}\n");
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

async function bundle(
  target: 'server' | 'client',
  entry = 'src/entry.js',
): Promise<{ file: string; code: string; warnings: Diagnostic[] }> {
  const warnings: Diagnostic[] = [];
  const outDir = join(site, `out-${target}`);
  const out = (await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      siteRequirePlugin(site, undefined, { production: true, onWarning: (d) => warnings.push(d) }),
    ],
    build: {
      outDir,
      minify: false,
      ...(target === 'server'
        ? { ssr: join(site, entry) }
        : { lib: { entry: join(site, entry), formats: ['es'], fileName: 'entry' } }),
    },
    ssr: { noExternal: true },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(out) ? out[0]! : out).output[0];
  return { file: join(outDir, output.fileName), code: output.code, warnings };
}

describe("a site's require() in a build", () => {
  for (const target of ['server', 'client'] as const)
    it(`runs where it is written in the ${target} bundle`, async () => {
      const { file, code, warnings } = await bundle(target);
      // The bundler's own require: an ES module wrapped, run by its first require.
      expect(code).not.toMatch(/\brequire\(/);
      delete (globalThis as { __countedRuns?: number }).__countedRuns;
      const m = (await import(`${pathToFileURL(file).href}?${target}`)) as Entry;
      expect(m.runs()).toBe(0); // not run as the bundle loads
      expect(m.lazy()).toBe('counted');
      expect(m.lazy()).toBe('counted');
      expect(m.runs()).toBe(1); // run once, by the first call
      expect(m.branch()).toBe('no document');
      // The module's evaluation error is the call's, caught by the try around it.
      expect(m.failsAtCall()).toBe('caught: document is not defined');
      expect(m.optional()).toBe("caught: Cannot find module 'not-installed-pkg'");
      expect(m.esmDefault()).toBe('esm default');
      expect(m.esmNamed()).toBe('named');
      expect(m.called()).toBe('hi you'); // a CommonJS module's require is its module.exports
      expect(m.dual()).toBe('the require entry'); // the package's `require` condition
      expect(m.id).toBe('./src/counted.js');
      // A missing module in a try: webpack's warning, at the call's line.
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ file: join(site, 'src/entry.js'), line: 7, column: 12 });
      expect(formatDiagnostic(warnings[0]!, { color: false })).toContain(
        "require('not-installed-pkg'): module not found",
      );
    }, 120_000);

  it('stops on a missing module outside a try, naming its file, line and column', async () => {
    const error = await bundle('server', 'src/broken.js').then(
      () => undefined,
      (e: unknown) => e,
    );
    const [d] = bundlerErrorToDiagnostics(error) ?? [];
    expect(d).toMatchObject({ file: join(site, 'src/broken.js'), line: 2, column: 10 });
    expect(d!.message).toContain("require('./nope.js'): module not found");
  }, 120_000);
});

describe("a site's require() in the dev server", () => {
  it('loads in the pre-render, and a module failing there fails only the call', async () => {
    const server = await createServer({
      root: site,
      configFile: false,
      logLevel: 'silent',
      plugins: [siteRequirePlugin(site)],
      server: { middlewareMode: true, ws: false },
      appType: 'custom',
    });
    try {
      const m = (await server.ssrLoadModule('/src/entry.js')) as Entry;
      expect(m.lazy()).toBe('counted');
      expect(m.branch()).toBe('no document');
      // Loaded as the file loads (an ES module cannot load synchronously): the error is kept and
      // thrown by each require of it, so the page renders as with webpack.
      expect(m.failsAtCall()).toBe('caught: document is not defined');
      expect(m.optional()).toBe("caught: Cannot find module 'not-installed-pkg'");
      expect(m.esmDefault()).toBe('esm default');
      expect(m.esmNamed()).toBe('named');
      expect(m.called()).toBe('hi you');
      expect(m.id).toBe('./src/counted.js');
      // A difference from the build (reference/plugins.md, Site code: require()): the dev server
      // resolves a required package with its `import` condition, the build with `require`.
      expect(m.dual()).toBe('the import entry');

      // The browser's module: namespace imports, the missing module a call that throws.
      const client = await server.environments.client.transformRequest('/src/entry.js');
      expect(client?.code).toMatch(/import \* as __docs_require\d+ from "\/src\/counted\.js"/);
      expect(client?.code).toContain("Cannot find module 'not-installed-pkg'");
      expect(client?.code).not.toMatch(/\brequire\(/);
      // The browser's gets the package as Vite pre-bundles it, from its `import` entry too.
      expect(client?.code).toMatch(
        /import \* as __docs_require\d+ from "\/node_modules\/\.vite\/deps\/dual\.js/,
      );
    } finally {
      await server.close();
    }
  }, 120_000);

  it("gives a compiled Markdown module's requires the same semantics (the instance after MDX)", async () => {
    // Stands for the docs plugin's MDX compile: a page whose function requires a module.
    const compile = {
      name: 'test:compile-mdx',
      transform(_code: string, id: string) {
        if (!id.endsWith('.mdx')) return undefined;
        return [
          "export default function Page() { return require('./readsDocument.js').title; }",
          "export const image = () => require('./esm.js').default;",
        ].join('\n');
      },
    };
    const server = await createServer({
      root: site,
      configFile: false,
      logLevel: 'silent',
      plugins: [compile, siteRequirePlugin(site, undefined, { markdown: true })],
      server: { middlewareMode: true, ws: false },
      appType: 'custom',
    });
    try {
      const m = (await server.ssrLoadModule('/src/page.mdx')) as {
        default: () => string;
        image: () => string;
      };
      expect(m.image()).toBe('esm default');
      expect(() => m.default()).toThrow('document is not defined');
    } finally {
      await server.close();
    }
  }, 120_000);
});
