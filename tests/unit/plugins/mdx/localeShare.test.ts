// One compile of a doc for every locale that shows it (plugins/mdx/localeShare.ts): each locale's
// result equals the compile made for that locale alone (links, export URLs), and the shared one
// compiles once; a doc whose links cannot be marked safely compiles per locale, as before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDocCompiler,
  type CompileDocInput,
  type CompiledDoc,
} from '../../../../plugins/mdx/compileDoc.js';
import type { CompileCacheStore } from '../../../../plugins/mdx/compileCache.js';

const site = mkdtempSync(join(tmpdir(), 'locale-share-'));
mkdirSync(join(site, 'static/img'), { recursive: true });
mkdirSync(join(site, 'docs/guide'), { recursive: true });
writeFileSync(join(site, 'static/img/lamp.svg'), '<svg/>');
afterAll(() => rmSync(site, { recursive: true, force: true }));

const BODY = `# Oil and wick

Read [the next step](./b.md), [the start](../intro.md#first-light) and [a query](./b.md?x=1#y).
A site path: [raw](/docs/raw), one under a locale already: [fr](/fr/docs/raw), and
[protocol-relative](//cdn.example.com/x) and [external](https://example.com/z).

## A heading with [a link](./b.md) {#with-link}

![lamp](/img/lamp.svg)

See [the reference][ref].

[ref]: ./b.md#ref
`;

const SOURCES = ['intro.md', 'guide/a.md', 'guide/b.md'];
const SLUGS = ['/docs/intro', '/docs/guide/a', '/docs/guide/next-step'];

/** A locale's link map: its base URL before every permalink. */
const linksOf = (base: string, slugs = SLUGS) =>
  new Map(SOURCES.map((s, i) => [s, base.replace(/\/$/, '') + slugs[i]!]));

const LOCALES = [
  { baseUrl: '/', links: linksOf('/') },
  { baseUrl: '/fr/', links: linksOf('/fr/') },
  // A translated slug: the permalink is not the default locale's under another base.
  { baseUrl: '/ar/', links: linksOf('/ar/', [...SLUGS.slice(0, 2), '/docs/guide/al-khatwa']) },
];

const inputOf = (links: Map<string, string>, linksKey: string): CompileDocInput => ({
  body: BODY,
  filePath: join(site, 'docs/guide/a.md'),
  source: 'guide/a.md',
  siteDir: site,
  staticDirs: [join(site, 'static')],
  permalinkBySource: links,
  linksKey,
});

/** A store in memory that counts the compiles put in it. */
function countingStore() {
  const records = new Map<string, CompiledDoc>();
  let puts = 0;
  const store: CompileCacheStore<CompiledDoc> = {
    get: (key) => records.get(key),
    put: (key, value) => {
      puts++;
      records.set(key, value);
    },
    keep: (key) => records.has(key),
    close: () => undefined,
  };
  return { store, puts: () => puts };
}

const SITE_URL = 'https://lantern.example.com';

/** Each locale's compile: one compiler per locale, as the locales' stages have, on one store. */
async function compileLocales(shareLocales: boolean, locales = LOCALES) {
  const { store, puts } = countingStore();
  const results = [];
  for (const [i, { baseUrl, links }] of locales.entries()) {
    const compiler = createDocCompiler({
      store,
      standalone: true,
      shareLocales,
      markdown: { siteUrl: SITE_URL, baseUrl },
    });
    results.push(await compiler.compile(inputOf(links, `links-${i}`)));
  }
  return { results, compiles: puts() };
}

describe('a doc every locale shows', () => {
  it("compiles once, and gives each locale its own compile's result", async () => {
    const alone = await compileLocales(false);
    const shared = await compileLocales(true);
    expect(alone.compiles).toBe(3);
    expect(shared.compiles).toBe(1);
    for (const [i, result] of shared.results.entries()) expect(result).toEqual(alone.results[i]);
    // What the result holds: the French page links to French pages, the export to French URLs.
    const fr = shared.results[1]!;
    expect(fr.standalone).toContain('/fr/docs/guide/next-step');
    expect(fr.standalone).toContain('/fr/docs/intro#first-light');
    expect(fr.standalone).not.toContain('XqX7');
    expect(fr.markdown).toContain(`(${SITE_URL}/fr/docs/guide/next-step)`);
    // A site path gets the locale's base once, as Docusaurus's export does.
    expect(fr.markdown).toContain(`(${SITE_URL}/fr/docs/raw)`);
    expect(fr.markdown).not.toContain('/fr/fr/');
    expect(shared.results[2]!.standalone).toContain('/ar/docs/guide/al-khatwa');
  });

  it('compiles per locale when a permalink is not made of URL-safe characters only', async () => {
    const locales = [
      LOCALES[0]!,
      { baseUrl: '/fr/', links: linksOf('/fr/', [...SLUGS.slice(0, 2), '/docs/guide/étape']) },
    ];
    const alone = await compileLocales(false, locales);
    const shared = await compileLocales(true, locales);
    // The default locale's compile is shared (no other locale takes it), the French one its own.
    expect(shared.compiles).toBe(2);
    for (const [i, result] of shared.results.entries()) expect(result).toEqual(alone.results[i]);
  });

  it('shares a link whose text is the URL the export gives it (no autolink there)', async () => {
    const named = `${BODY}\n[${SITE_URL}/fr/docs/guide/next-step](./b.md)\n`;
    const locales = LOCALES.slice(0, 2);
    const [alone, shared] = await Promise.all(
      [false, true].map(async (shareLocales) => {
        const { store, puts } = countingStore();
        const results = [];
        for (const [i, { baseUrl, links }] of locales.entries()) {
          const compiler = createDocCompiler({
            store,
            standalone: true,
            shareLocales,
            markdown: { siteUrl: SITE_URL, baseUrl },
          });
          results.push(await compiler.compile({ ...inputOf(links, `l${i}`), body: named }));
        }
        return { results, compiles: puts() };
      }),
    );
    expect(alone!.compiles).toBe(2);
    expect(shared!.compiles).toBe(1);
    expect(shared!.results).toEqual(alone!.results);
    const url = `${SITE_URL}/fr/docs/guide/next-step`;
    expect(shared!.results[1]!.markdown).toContain(`[${url}](${url})`);
  });

  it('compiles per locale a doc whose text holds a mark', async () => {
    const { store, puts } = countingStore();
    for (const [i, { baseUrl, links }] of LOCALES.entries()) {
      const compiler = createDocCompiler({
        store,
        standalone: true,
        shareLocales: true,
        markdown: { siteUrl: SITE_URL, baseUrl },
      });
      const input = inputOf(links, `links-${i}`);
      const doc = await compiler.compile({ ...input, body: input.body + '\nText /XqX7L here.\n' });
      expect(doc.standalone).toContain('/XqX7L here');
    }
    expect(puts()).toBe(3);
  });
});
