// tests/fixtures/sites/global-free-var: a page whose browser code reads Node's `global`, as the
// `immediate` package does in docusaurus-lunr-search's search bar (TypeORM's home page threw
// "global is not defined" in Chromium). Webpack 5, Docusaurus's bundler, gives browser code
// `global` as the global object (its `node.global` default): Docusaurus 3.8.1's build of the
// fixture reads `__webpack_require__.g.kilnProbe` (webpack's global object), TypeORM's 3.10 build
// `globalThis.MutationObserver`; the client bundle here now reads `globalThis`. The server bundle
// runs in Node, which has `global`.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/global-free-var');
const siteDir = join(root, 'tests/.tmp/global-free-var');
const outDir = join(siteDir, 'build');
let js = '';

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  await buildSite({ siteDir, outDir });
  js = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
    .join('\n');
}, 180_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("Node's `global` in a Docusaurus site's browser code", () => {
  it('is the global object in the client bundle, as webpack gives it', () => {
    expect(/globalThis\.kilnProbe/.test(js)).toBe(true);
    expect(/(?<![\w$.])global\.kilnProbe/.test(js)).toBe(false);
  });
});
