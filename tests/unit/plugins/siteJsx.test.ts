// JSX in .js: the site's own files, its plugins' theme folders, and (Docusaurus's rule for
// node_modules) any package file whose path after the last node_modules names "docusaurus".
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { rolldown } from 'rolldown';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  siteJsxFiles,
  siteJsxInJsPlugin,
  siteJsxScanPlugin,
  usesSwcJsLoader,
} from '../../../plugins/siteJsx.js';

const siteDir = mkdtempSync(join(tmpdir(), 'site-jsx-'));
const plugin = siteJsxInJsPlugin(siteDir);
type Transform = (code: string, id: string) => Promise<{ code: string } | undefined>;
const handlerOf = (p: { transform?: unknown }) => (p.transform as { handler: Transform }).handler;
const transform = handlerOf(plugin);
const JSX = 'export default function Button() { return <button>Copy page</button>; }\n';

describe('JSX in .js files', () => {
  it("compiles a Docusaurus plugin package's file (React Native's copy-page button)", async () => {
    const id = join(
      siteDir,
      'node_modules/docusaurus-plugin-copy-page-button/src/CopyPageButton.js',
    );
    const out = await transform(JSX, id);
    expect(out?.code).toMatch(/jsx\(\s*"button"/);
  });

  it("leaves other packages' files, and a package nested under a Docusaurus one, alone", async () => {
    expect(await transform(JSX, join(siteDir, 'node_modules/left-pad/index.js'))).toBeUndefined();
    const nested = 'node_modules/docusaurus-theme-x/node_modules/left-pad/index.js';
    expect(await transform(JSX, join(siteDir, nested))).toBeUndefined();
  });

  it("compiles the site's own .js files", async () => {
    const out = await transform(JSX, join(siteDir, 'src/components/Button.js'));
    expect(out?.code).toMatch(/jsx\(\s*"button"/);
  });
});

// Docusaurus with SWC (`future.faster`) parses every JavaScript file as TypeScript with JSX:
// Dyte's components have type aliases and annotations in .jsx files and build there.
describe('TypeScript syntax in .js and .jsx, as SWC parses them', () => {
  const TYPED =
    "type Size = 'sm' | 'lg';\n" +
    'export default function Box({ size }: { size: Size }) { return <div className={size} />; }\n';
  const swc = handlerOf(siteJsxInJsPlugin(siteDir, [], true));

  it("strips the types of the site's .jsx and .js files", async () => {
    for (const name of ['src/components/Box.jsx', 'src/components/Box.js']) {
      const out = await swc(TYPED, join(siteDir, name));
      expect(out?.code).not.toContain('Size');
      expect(out?.code).toMatch(/jsx\(\s*"div"/);
    }
  });

  it('leaves .jsx to the bundler without SWC, and packages alone with it', async () => {
    expect(await transform(TYPED, join(siteDir, 'src/components/Box.jsx'))).toBeUndefined();
    const pkg = join(siteDir, 'node_modules/left-pad/index.jsx');
    expect(await swc(TYPED, pkg)).toBeUndefined();
  });

  it("follows the config's faster flags as Docusaurus resolves them", () => {
    const v3_10 = { major: 3, minor: 10, patch: 0 };
    const v3_8 = { major: 3, minor: 8, patch: 1 };
    expect(usesSwcJsLoader({ experimental_faster: true })).toBe(true);
    expect(usesSwcJsLoader({ faster: { swcJsLoader: true } })).toBe(true);
    expect(usesSwcJsLoader({ faster: { rspackBundler: true } })).toBe(false);
    expect(usesSwcJsLoader({})).toBe(false);
    // 3.10's v4.fasterByDefault when `faster` is not set; 3.8 has no such flag.
    expect(usesSwcJsLoader({ v4: true }, v3_10)).toBe(true);
    expect(usesSwcJsLoader({ v4: true }, v3_8)).toBe(false);
    expect(usesSwcJsLoader({ v4: true, faster: false }, v3_10)).toBe(false);
  });
});

// The dev server's dependency scan reads modules with Rolldown alone (no Vite plugins): the
// site's .js files are loaded as JSX for it (siteJsxScanPlugin), packages' left to Rolldown.
describe("JSX in .js for the dev server's dependency scan", () => {
  const page = join(siteDir, 'src/pages/index.js');
  mkdirSync(dirname(page), { recursive: true });
  writeFileSync(
    page,
    "import kebab from 'lodash.kebabcase';\n" + JSX.replace('Copy page', '{kebab("a b")}'),
  );
  const bundle = (plugins: Rolldown.Plugin[]) =>
    rolldown({ input: page, external: [/^[\w@]/], plugins, logLevel: 'silent' }).then((b) =>
      b.generate().then(() => b.close()),
    );

  it("loads the site's .js as JSX, so the scan reaches the packages it imports", async () => {
    await expect(bundle([])).rejects.toThrow(/JSX syntax is disabled/);
    await expect(bundle([siteJsxScanPlugin(siteJsxFiles(siteDir))])).resolves.toBeUndefined();
  });

  it('as TypeScript with JSX where SWC would parse it so, and not for packages', async () => {
    const files = siteJsxFiles(siteDir, [], true);
    expect(files.langOf(join(siteDir, 'src/components/Box.jsx'))).toBe('tsx');
    expect(files.langOf(page)).toBe('tsx');
    expect(siteJsxFiles(siteDir).langOf(page)).toBe('jsx');
    expect(siteJsxFiles(siteDir).langOf(join(siteDir, 'node_modules/left-pad/index.js'))).toBe(
      undefined,
    );
  });
});

// A file that does not parse fails at its line and column; where the site's Babel config reads
// Flow (Flow's website), every .js file is parsed, so a Flow annotation fails even without JSX.
describe('a .js file that does not parse', () => {
  const flowSite = mkdtempSync(join(tmpdir(), 'site-jsx-flow-'));
  writeFileSync(
    join(flowSite, 'babel.config.js'),
    "module.exports = { plugins: ['babel-plugin-syntax-hermes-parser'] };\n",
  );
  const failure = (site: string, code: string, name: string) =>
    handlerOf(siteJsxInJsPlugin(site))(code, join(site, name)).then(
      () => undefined,
      (e: unknown) => (e as { diagnostics?: unknown[] }).diagnostics?.[0],
    );

  it('fails at the position the compiler names, with the generic hint', async () => {
    const code = 'const a = 1;\nexport default () => <b>{a +}</b>;\n';
    expect(await failure(siteDir, code, 'src/pages/broken.js')).toMatchObject({
      file: join(siteDir, 'src/pages/broken.js'),
      line: 2,
      column: 29,
      severity: 'error',
      hint: 'fix the code at this position',
    });
  });

  it("names the site's Babel config for a Flow annotation, in a file without JSX too", async () => {
    expect(siteJsxFiles(flowSite).flowBabel?.name).toBe('babel-plugin-syntax-hermes-parser');
    expect(siteJsxFiles(siteDir).flowBabel).toBeUndefined();
    const code = 'export function depth(metres: ?number): number {\n  return metres ?? 0;\n}\n';
    expect(await failure(flowSite, code, 'src/utils/depth.js')).toMatchObject({
      line: 1,
      hint: expect.stringMatching(/babel\.config\.js names babel-plugin-syntax-hermes-parser/),
    });
    // Without a config reading Flow, a file without JSX is left to the bundler as before.
    expect(await transform(code, join(siteDir, 'src/utils/depth.js'))).toBeUndefined();
  });
});
