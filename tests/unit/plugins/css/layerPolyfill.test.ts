// A Docusaurus site's own `@layer`s, flattened into specificity as Docusaurus's postcss-preset-env
// does for browserslist's default targets (plugins/css/layerPolyfill.ts). The expected rules are
// what Docusaurus 3.8.1 wrote for tests/fixtures/sites/layered-css, and what its preset's cascade
// layers polyfill (@csstools/postcss-cascade-layers 5.0.2) gave for the stylesheets below.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { flattenLayersOf, hasBrowserslistConfig } from '../../../../plugins/css/layerPolyfill.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const tmp = mkdtempSync(join(root, 'tests/.tmp/layer-polyfill-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const N = (n: number) => ':not(#\\#)'.repeat(n);
const rules = (css: string) =>
  css
    .split('}')
    .map((r) => r.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .sort();

describe('the cascade layers polyfill', () => {
  it('orders layers by first mention, steps by the most IDs, puts the rest above', () => {
    const css = [
      '@layer A, B;',
      '@layer B { .less { color: red } }',
      '@layer A { #s #v { color: blue } }',
      '@layer C { .less::after, a > b:hover .c { color: green } }',
      '.u { x: 1 !important; y: 2 }',
      '@layer C { .imp { z: 3 !important } }',
    ].join('\n');
    expect(rules(flattenLayersOf(css))).toEqual(
      rules(
        [
          `.less${N(3)} { color: red }`,
          '#s #v { color: blue }',
          `.less${N(6)}::after, a${N(6)} > b:hover .c { color: green }`,
          '.u { x: 1 !important }',
          `.u${N(9)} { y: 2 }`,
          '.imp { z: 3 !important }',
        ].join('\n'),
      ),
    );
  });

  it('puts sublayers before their layer, keeps keyframes, numbers anonymous layers', () => {
    const css =
      '@layer outer { .o { a: 1 } @layer inner { .i { b: 2 } } } @media (min-width: 1px) { @layer m { .m { c: 3 } } } @keyframes k { from { d: 4 } } @layer { .anon { e: 5 } }';
    expect(rules(flattenLayersOf(css))).toEqual(
      rules(
        `.i { b: 2 } .o${N(1)} { a: 1 } @media (min-width: 1px) { .m${N(3)} { c: 3 } } @keyframes k { from { d: 4 } } .anon${N(4)} { e: 5 }`,
      ),
    );
  });

  it('leaves a stylesheet without layers as it is', () => {
    const css = ':root { --ifm-color-primary: #123456 }';
    expect(flattenLayersOf(css)).toBe(css);
  });

  it("knows a site's own browserslist configuration", () => {
    const site = join(tmp, 'targets');
    mkdirSync(site, { recursive: true });
    expect(hasBrowserslistConfig(site)).toBe(false);
    writeFileSync(join(site, 'package.json'), JSON.stringify({ browserslist: ['>0.5%'] }));
    expect(hasBrowserslistConfig(site)).toBe(true);
    rmSync(join(site, 'package.json'));
    writeFileSync(join(site, '.browserslistrc'), 'defaults\n');
    expect(hasBrowserslistConfig(site)).toBe(true);
  });

  it("builds a site's layered custom CSS as Docusaurus does: its colours win over Infima's", async () => {
    const siteDir = join(tmp, 'site');
    cpSync(join(root, 'tests/fixtures/sites/layered-css'), siteDir, { recursive: true });
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const dir = join(siteDir, 'build/assets/css');
    const css = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    expect(css).not.toMatch(/@layer\b/);
    // Docusaurus 3.8.1's rules for the fixture (reset 0, base 2, components 4, unlayered 6).
    for (const rule of [
      `:root${N(2)}{--ifm-color-primary:#0f8a5f}`,
      `h2${N(2)}{color:#8a2be2}`,
      `.callout${N(4)}:before{content:"→ "}`,
      `#promo${N(4)} .callout{color:#c2410c}`,
    ])
      expect(css).toContain(rule);
    expect(css).toMatch(new RegExp(`\\.callout${N(6).replace(/[()#\\]/g, '\\$&')}[,{]`));
    expect(css).toMatch(/(^|[},])h3\{[^}]*color:#333/m);
  });
});
