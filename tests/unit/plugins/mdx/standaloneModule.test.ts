// A page written outside the bundler must render exactly what the bundled page renders.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as jsxRuntime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MDXProvider, useMDXComponents } from '@mdx-js/react';
import { describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { parse } from 'acorn';
import type { Program } from 'estree';
import { toStandaloneModule as fromProgram } from '../../../../plugins/mdx/standaloneModule.js';

/** The standalone form of a program given as text (the compile hands over its syntax tree). */
const toStandaloneModule = (code: string) =>
  fromProgram(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program);

const dir = mkdtempSync(join(tmpdir(), 'standalone-'));
mkdirSync(join(dir, 'docs'), { recursive: true });
writeFileSync(join(dir, 'docs/photo.png'), 'png');

const compile = (body: string, standalone = true) =>
  compileDoc({
    body,
    filePath: join(dir, 'docs/page.mdx'),
    source: 'page.mdx',
    staticDirs: [join(dir, 'static')],
    permalinkBySource: new Map([['other.md', '/other']]),
    standalone,
  });

let n = 0;
/** Imports a module's text from a file, as the browser and the pre-renderer do. */
async function importText(code: string): Promise<Record<string, unknown>> {
  const file = join(dir, `m${n++}.mjs`);
  writeFileSync(file, code);
  return import(pathToFileURL(file).href);
}

const runtime = { 'react/jsx-runtime': jsxRuntime, '@mdx-js/react': { useMDXComponents } };
const components = {
  Admonition: (p: { type: string; children?: unknown }) =>
    createElement('aside', { className: p.type }, p.children as never),
  CodeBlock: (p: { language: string; children?: unknown }) =>
    createElement('div', { 'data-language': p.language }, p.children as never),
};
const html = (Content: unknown) =>
  renderToStaticMarkup(createElement(MDXProvider, { components }, createElement(Content as never)));

const BODY = [
  'export const answer = 42;',
  '',
  '## Wiring the modem — 5 V',
  '',
  'Read [the other page](./other.md) and mind {answer} pins. Ünïcödé 🛰️ stays intact.',
  '',
  ':::warning',
  'Never hot-plug the **antenna**.',
  ':::',
  '',
  '| Pin | Use |',
  '|---|---|',
  '| 1 | GND |',
  '',
  '```js',
  'const x = `template ${1}`;',
  '```',
].join('\n');

describe('standalone page modules', () => {
  it('renders the same HTML as the compiled program, with its exports', async () => {
    const compiled = await compile(BODY);
    expect(compiled.standalone).toBeDefined();
    // A page with a standalone module has no program of its own: the one compiled without.
    expect(compiled.code).toBe('');
    const program = await importText(
      (await compile(BODY, false)).code
        .replace('"@mdx-js/react"', JSON.stringify(import.meta.resolve('@mdx-js/react')))
        .replace('"react/jsx-runtime"', JSON.stringify(import.meta.resolve('react/jsx-runtime'))),
    );
    const mod = (await importText(compiled.standalone!)) as {
      default: (r: unknown) => Record<string, unknown>;
    };
    const page = mod.default(runtime);
    expect(Object.keys(page).sort()).toEqual(['answer', 'default', 'toc']);
    expect(page.toc).toEqual(program.toc);
    expect(page.answer).toBe(42);
    const out = html(page.default);
    expect(out).toBe(html(program.default));
    expect(out).toContain('Ünïcödé 🛰️');
    expect(out).toContain('<aside class="warning">');
    expect(out).toContain('href="/other"');
    expect(out).toContain('<div data-language="js">');
  });

  it('empties the program of a page with an MDX comment, comment and all (Ory)', async () => {
    // MDX keeps `{/* … */}` on the program: emptied without it, the page's "program" was that one
    // comment, which a bundle importing the page took for its module (no default export: the
    // page rendered `undefined`, "Element type is invalid").
    const body = '- one\n\n{/* TODO: a page about the tunnel */} Cookies need the same domain.\n';
    const compiled = await compile(body);
    expect(compiled.standalone).toBeDefined();
    expect(compiled.code).toBe('');
    const page = (
      (await importText(compiled.standalone!)) as {
        default: (r: unknown) => Record<string, unknown>;
      }
    ).default(runtime);
    expect(html(page.default)).toContain('<p> Cookies need the same domain.</p>');
    expect(html(page.default)).not.toContain('TODO');
  });

  it('is minified and imports nothing', async () => {
    const { standalone } = await compile(BODY);
    const { code } = await compile(BODY, false);
    expect(standalone!.length).toBeLessThan(code.length * 0.8);
    expect(standalone).not.toMatch(/\bimport\s*[{(*]|\bfrom\s*["`]/);
    expect(standalone).toMatch(/^export default function/);
  });

  it('leaves a page that imports a co-located file to the bundler', async () => {
    const compiled = await compile('![A photo](./photo.png)');
    expect(compiled.code).toContain('./photo.png');
    expect(compiled.standalone).toBeUndefined();
  });

  it('leaves pages with imports, re-exports or default expressions to the bundler', () => {
    const base = 'import {jsx as _jsx} from "react/jsx-runtime";\n';
    expect(
      toStandaloneModule(base + 'export default function MDXContent() { return _jsx("p", {}); }'),
    ).toBeDefined();
    expect(
      toStandaloneModule(
        base +
          'import Chart from "./Chart.js";\nexport default function MDXContent() { return _jsx(Chart, {}); }',
      ),
    ).toBeUndefined();
    expect(
      toStandaloneModule(
        base +
          'import * as R from "react/jsx-runtime";\nexport default function MDXContent() { return null; }',
      ),
    ).toBeUndefined();
    expect(
      toStandaloneModule(
        base +
          'import { "jsx" as j } from "react/jsx-runtime";\nexport default function MDXContent() { return j("p", {}); }',
      ),
    ).toBeUndefined();
    expect(
      toStandaloneModule(
        base + 'export { x } from "./x.js";\nexport default function MDXContent() { return null; }',
      ),
    ).toBeUndefined();
    expect(
      toStandaloneModule(
        base + 'export * from "./x.js";\nexport default function MDXContent() { return null; }',
      ),
    ).toBeUndefined();
    expect(toStandaloneModule(base + 'export default () => null;')).toBeUndefined();
    expect(
      toStandaloneModule(
        base +
          'const x = 1;\nexport { x as y };\nexport default function MDXContent() { return null; }',
      ),
    ).toBeUndefined();
    expect(
      toStandaloneModule(
        base +
          'export const a = 1;\nexport default function MDXContent() { return import("./x.js"); }',
      ),
    ).toBeUndefined();
    expect(
      toStandaloneModule(
        base +
          'export const url = import.meta.url;\nexport default function MDXContent() { return null; }',
      ),
    ).toBeUndefined();
  });

  it('keeps every exported binding, destructured ones too', async () => {
    const code = toStandaloneModule(
      'export const { a, b: [c] } = { a: 1, b: [2] }, d = 3;\nexport function e() { return 4; }\nexport default function MDXContent() { return a + c + d + e(); }',
    );
    const page = (
      (await importText(code!)) as { default: (r: unknown) => Record<string, unknown> }
    ).default({});
    expect(page).toMatchObject({ a: 1, c: 2, d: 3 });
    expect((page.e as () => number)()).toBe(4);
    expect((page.default as () => number)()).toBe(10);
  });

  it('leaves a page whose own code uses import() or import.meta to the bundler', async () => {
    expect(
      (await compile('export const where = import.meta.url;\n\nHere: {where}')).standalone,
    ).toBeUndefined();
    expect((await compile('Later: {String(() => import("./x.js"))}')).standalone).toBeUndefined();
    expect(
      (await compile('Text about `import.meta.url` and `import("x")` in code.')).standalone,
    ).toBeDefined();
  });

  it('is produced only when asked for', async () => {
    expect((await compile(BODY, false)).standalone).toBeUndefined();
  });
});
