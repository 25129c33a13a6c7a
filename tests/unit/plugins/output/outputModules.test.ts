// The pre-render evaluates the modules the build writes without Node's module loader: the
// exports must be those `import()` gives, and anything of another shape must be left to it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { evaluateOutputModule } from '../../../../plugins/output/outputModules.mjs';
import {
  generateRouteBucketModule,
  type RouteSpec,
} from '../../../../plugins/routes/generateRoutesModule.js';

const dir = mkdtempSync(join(tmpdir(), 'output-modules-'));
let n = 0;
const imported = async (code: string) => {
  const file = join(dir, `m${n++}.js`);
  writeFileSync(file, code);
  return { ...(await import(pathToFileURL(file).href)) } as Record<string, unknown>;
};

describe('evaluateOutputModule', () => {
  it('gives a standalone page module the exports import() gives, also when its text holds the metadata line', async () => {
    // A code block whose text is the very line the build appends: only the last one is the export.
    const body =
      '# Title\n\nText with `code`.\n\n```js\nexport default function x() {}\nexport const metadata = 1;\n```\n';
    const { standalone } = await compileDoc({
      body,
      filePath: join(dir, 'doc.md'),
      source: 'doc.md',
      staticDirs: [join(dir, 'static')],
      permalinkBySource: new Map(),
      standalone: true,
    });
    const code = `${standalone}\nexport const metadata = ${JSON.stringify({ title: 'Title', permalink: '/doc' })};\n`;
    const ours = evaluateOutputModule(code)!;
    const theirs = await imported(code);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    expect(ours.metadata).toEqual(theirs.metadata);
    expect(String(ours.default)).toBe(String(theirs.default));
    expect(typeof ours.default).toBe('function');
  });

  it('gives a route bucket the exports import() gives', async () => {
    const routes: RouteSpec[] = [
      { path: '/a', module: '/site/docs/a.md', kind: 'doc', sidebar: 'docs' },
      { path: '/b "quoted"\n', module: '/site/docs/b.md', kind: 'doc' },
    ] as RouteSpec[];
    const code = generateRouteBucketModule(
      routes,
      0,
      () => ['docs--1'],
      () => 'assets/docs/a-1.js',
      true,
    );
    expect(evaluateOutputModule(code)).toEqual(await imported(code));
  });

  it('leaves any other module to import()', () => {
    for (const code of [
      'export const other = 1;\n',
      'const a = 1;\nexport default a;\n',
      'export default function () {}\nexport const metadata = {;\n',
      'export const routes = [];\nexport const more = 1;\n',
    ]) {
      expect(evaluateOutputModule(code), code).toBeUndefined();
    }
  });
});
