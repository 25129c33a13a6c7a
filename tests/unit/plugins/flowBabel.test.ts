// A site whose Babel config reads Flow (tests/fixtures/sites/flow-babel: babel.config.js names
// @babel/preset-flow, as Flow's website's does) has Flow type annotations in its .js files, which
// the site's own Babel strips (plugins/siteFlow.ts): here with the fixture's stand-in preset
// (node_modules/@babel/preset-flow, which removes type annotations) and the @babel/core found
// from the site's folder. Without the preset installed, the build fails at the annotation's line
// and column with the hint to install it. With REAL_FLOW_BABEL_MODULES naming a node_modules
// folder holding the real @babel/core, @babel/preset-flow and babel-plugin-syntax-hermes-parser
// (a Flow website install of scripts/real-sites), the same through them.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError } from '../../../plugins/diagnostics.js';
import { siteFlowPlugin, siteJsxFiles, siteJsxScanPlugin } from '../../../plugins/siteJsx.js';

const root = join(import.meta.dirname, '../../..');
const base = join(root, 'tests/.tmp/flow-babel-site');
afterAll(() => rmSync(base, { recursive: true, force: true }));

function copy(name: string): string {
  const siteDir = join(base, name);
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(join(root, 'tests/fixtures/sites/flow-babel'), siteDir, { recursive: true });
  return siteDir;
}
const page = (out: string) => readFileSync(join(out, 'tides/index.html'), 'utf8');

describe('Flow type annotations in a site whose Babel config reads Flow', () => {
  it("are stripped by the site's own Babel preset, in files marked @flow or not", async () => {
    const siteDir = copy('stand-in');
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    expect(page(outDir)).toContain('High water: <!-- -->1.2 m, 3.4 m');
    expect(page(outDir)).toContain('Chart depth: <!-- -->12<!-- --> m');
  }, 300_000);

  it('are stripped once per content, with a map into the original, for the dev scan too', async () => {
    const siteDir = copy('plugin');
    const files = siteJsxFiles(siteDir);
    const plugin = siteFlowPlugin(files);
    const transform = (
      plugin.transform as {
        handler: (
          code: string,
          id: string,
        ) => Promise<{ code: string; map: { sources: string[] } | null } | undefined>;
      }
    ).handler;
    const file = join(siteDir, 'src/components/Depth.js');
    const code = readFileSync(file, 'utf8');
    const first = await transform(code, file);
    expect(first?.code).not.toMatch(/metres: number|React\.Node/);
    expect(first?.code).toContain('<p>Chart depth: {metres} m</p>');
    expect(first?.map?.sources).toEqual([file]);
    // Lines kept: the component is on line 4 of both.
    expect(first!.code.split('\n')[3]).toMatch(/^export default function Depth/);
    expect(await transform(code, file)).toStrictEqual(first);
    // Plain JavaScript with JSX is left alone.
    const plain = 'export default () => <b>plain</b>;\n';
    expect(await transform(plain, join(siteDir, 'src/components/Plain.js'))).toBeUndefined();
    // A file Babel cannot parse fails at its position in the original.
    const broken = await transform('// @flow\nconst a: number = ;\n', file).catch(
      (e: unknown) => (e as BuildError).diagnostics?.[0],
    );
    expect(broken).toMatchObject({ file, line: 2, column: 19, severity: 'error' });
    const load = siteJsxScanPlugin(files).load as { handler: (id: string) => Promise<unknown> };
    expect(await load.handler(file)).toEqual({ code: first!.code, moduleType: 'jsx' });
  });

  it('fail at the annotation with the hint to install the preset when it is not', async () => {
    const siteDir = copy('missing');
    rmSync(join(siteDir, 'node_modules'), { recursive: true, force: true });
    const failure = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(BuildError);
    const [d] = (failure as BuildError).diagnostics;
    // Whichever file the bundler reaches first: the page at its `@flow` mark (the compiler refuses
    // Flow there), the component at its first annotation.
    expect(d!.file).toMatch(/src[/\\](pages[/\\]tides|components[/\\]Depth)\.js$/);
    expect(d).toMatchObject(
      d!.file.endsWith('Depth.js') ? { line: 4, column: 41 } : { line: 1, column: 1 },
    );
    expect(d!.hint).toMatch(/babel\.config\.js names @babel\/preset-flow/);
    expect(d!.hint).toMatch(/npm install --save-dev @babel\/preset-flow/);
  }, 300_000);

  const real = process.env.REAL_FLOW_BABEL_MODULES;
  const hasReal =
    !!real &&
    ['@babel/core', '@babel/preset-flow', 'babel-plugin-syntax-hermes-parser'].every((p) =>
      existsSync(join(real, p, 'package.json')),
    );
  it.skipIf(!hasReal)(
    'are stripped by the real @babel/preset-flow and hermes parser',
    async () => {
      const siteDir = copy('real');
      rmSync(join(siteDir, 'node_modules'), { recursive: true, force: true });
      symlinkSync(real!, join(siteDir, 'node_modules'), 'dir');
      // Flow's website's config: the preset, the hermes parser, every file read as Flow.
      const config = readFileSync(join(siteDir, 'babel.config.js'), 'utf8').replace(
        "'@babel/preset-flow'],",
        "'@babel/preset-flow'],\n  plugins: ['babel-plugin-syntax-hermes-parser'],\n  parserOpts: { flow: 'all' },",
      );
      expect(config).toContain('hermes');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(siteDir, 'babel.config.js'), config);
      const outDir = join(siteDir, 'build');
      await buildSite({ siteDir, outDir });
      expect(page(outDir)).toContain('High water: <!-- -->1.2 m, 3.4 m');
      expect(page(outDir)).toContain('Chart depth: <!-- -->12<!-- --> m');
    },
    300_000,
  );
});
