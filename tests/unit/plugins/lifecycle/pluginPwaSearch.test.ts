// tests/fixtures/sites/plugin-pwa-search, built once: a plugin of @docusaurus/plugin-pwa's shape
// writes its service worker into the load context's outDir in postBuild, which is the build's
// staging folder (holding every page by then) and becomes build/; a search theme of
// docusaurus-theme-search-typesense's shape replaces the navbar's search box and gets what its
// hooks and its theme config give.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/plugin-pwa-search');
const outDir = join(siteDir, 'build');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

/** The attributes of the element with `id` in `html`. */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<\\w+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe('a PWA-shaped plugin and a search theme', () => {
  beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(join(root, 'tests/fixtures/sites/plugin-pwa-search'), siteDir, { recursive: true });
    await buildSite({ siteDir, outDir });
  }, 300_000);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it("writes the service worker into the context's outDir, with every page, and moves it into build/", () => {
    const sw = read('sw.js');
    expect(sw).toContain('const SAME_OUT_DIR = true;');
    const precache = JSON.parse(/const PRECACHE = (.*);/.exec(sw)![1]!) as string[];
    expect(precache).toEqual(
      expect.arrayContaining(['docs/intro/index.html', '404.html', 'manifest.json']),
    );
    expect(precache.some((f) => f.startsWith('assets/') && f.endsWith('.js'))).toBe(true);
    // The staging folder is gone: it became build/.
    expect(readdirSync(siteDir).filter((f) => f.includes('staging'))).toEqual([]);
    expect(existsSync(join(outDir, 'sw.js'))).toBe(true);
  });

  it('puts its head tags in every page', () => {
    for (const page of ['docs/intro/index.html', '404.html']) {
      const html = read(page);
      expect(html).toContain('<link rel="manifest" href="/manifest.json">');
      expect(html).toContain('<meta name="theme-color" content="#2e8555">');
    }
  });

  it("renders the theme's search bar in the navbar with what its hooks give", () => {
    const button = attributesOf(read('docs/intro/index.html'), 'seed-search');
    expect(button).toMatchObject({
      'data-locale': 'en',
      'data-tags': 'default docs-default-current',
      'data-versions': 'default:current',
      'data-external': 'true',
      'data-contextual': 'true',
      'data-page': '/search',
      'data-opened': '0',
    });
    expect(read('404.html')).toContain('>Find seeds</button>');
  });

  it("writes no built-in search index: the theme's search box searches with its own", () => {
    expect(existsSync(join(outDir, 'search-index.json'))).toBe(false);
    expect(existsSync(join(outDir, 'assets/search'))).toBe(false);
  });
});
