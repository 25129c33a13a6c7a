// tests/fixtures/sites/global-free-var: a page whose browser code reads Node's `global`, as the
// `immediate` package does in docusaurus-lunr-search's search bar (TypeORM's home page threw
// "global is not defined" in Chromium). Webpack 5, Docusaurus's bundler, gives browser code
// `global` as the global object (its `node.global` default): Docusaurus 3.8.1's build of the
// fixture reads `__webpack_require__.g.kilnProbe` (webpack's global object), TypeORM's 3.10 build
// `globalThis.MutationObserver`; the client bundle here now reads `globalThis`. The server bundle
// runs in Node, which has `global`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

const { outDir } = builtFixture('global-free-var', { timeout: 180_000 });
let js = '';

beforeAll(() => {
  js = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
    .join('\n');
});

describe("Node's `global` in a Docusaurus site's browser code", () => {
  it('is the global object in the client bundle, as webpack gives it', () => {
    expect(/globalThis\.kilnProbe/.test(js)).toBe(true);
    expect(/(?<![\w$.])global\.kilnProbe/.test(js)).toBe(false);
  });
});
