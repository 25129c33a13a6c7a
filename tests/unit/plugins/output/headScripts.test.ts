// tests/fixtures/sites/head-navigation built from the command line: the server's HTML of each page
// has the head elements Docusaurus 3.8.1's build of the same fixture has (attributes sorted;
// stylesheets, script files, preloads, generator, charset and viewport left out): a doc's MDX
// `<Head>` writes its structured data (`<script type="application/ld+json">`) into the HTML, not its
// `<style>` (react-helmet-async's server output has no styles); a doc's own keywords replace
// `themeConfig.metadata`'s. (The policy side: tests/unit/plugins/output/cspHeadScripts.test.ts.)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/head-navigation');
let dir = '';
let out = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'head-scripts-'));
  cpSync(fixture, join(dir, 'site'), { recursive: true, filter: (f) => !f.includes('.cache') });
  out = join(dir, 'out');
  const r = spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'build', join(dir, 'site'), '--out-dir', out],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  if (r.status !== 0) throw new Error(`${r.stdout}${r.stderr}`);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LEFT_OUT =
  /^(link .*rel=(stylesheet|modulepreload|preload|prefetch)\b|meta .*(name=(generator|viewport|docs-routes)|charset=))/;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const headOf = (route: string) => {
  const html = readFileSync(join(out, route, 'index.html'), 'utf8');
  return html.slice(0, html.indexOf('</head>'));
};

/** A page's title, meta, link, style and data-script elements, each as its tag and sorted attributes. */
function headElements(route: string): string[] {
  const found: string[] = [];
  const elements =
    /<(meta|link|title|script|style)\b([^>]*?)\/?>(?:([^<]*)<\/(?:title|script|style)>)?/g;
  for (const m of headOf(route).matchAll(elements)) {
    const tag = m[1]!;
    if (tag === 'title') {
      found.push(`title: ${decode(m[3]!)}`);
      continue;
    }
    const attributes = [...m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .filter((a) => a[1] !== 'data-rh')
      .map((a) => `${a[1]!.toLowerCase()}=${decode(a[2]!)}`)
      .sort();
    // Scripts that run (the theme's, the bundle's) are each generator's own.
    if (tag === 'script' && !attributes.some((a) => a.startsWith('type=') && a !== 'type=module'))
      continue;
    const text = tag === 'script' || tag === 'style' ? ` :: ${(m[3] ?? '').trim()}` : '';
    found.push(`${tag} ${attributes.join(' ')}${text}`);
  }
  return found.filter((e) => !LEFT_OUT.test(e)).sort();
}

/** Docusaurus 3.8.1's head elements of the same pages (built 2026-11-30). */
const DOCUSAURUS: Record<string, string[]> = {
  '': [
    'link href=https://lights.example.net/ hreflang=en rel=alternate',
    'link href=https://lights.example.net/ hreflang=x-default rel=alternate',
    'link href=https://lights.example.net/ rel=canonical',
    "meta content=A log of the coast's lights. name=description",
    "meta content=A log of the coast's lights. property=og:description",
    'meta content=Home | Lighthouse Log property=og:title',
    'meta content=default name=docsearch:docusaurus_tag',
    'meta content=default name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=https://lights.example.net/ property=og:url',
    'meta content=https://lights.example.net/img/lamp.png name=twitter:image',
    'meta content=https://lights.example.net/img/lamp.png property=og:image',
    'meta content=lighthouses, coast name=keywords',
    'meta content=summary_large_image name=twitter:card',
    'title: Home | Lighthouse Log',
  ],
  'docs/beacons': [
    'link href=https://lights.example.net/docs/beacons hreflang=en rel=alternate',
    'link href=https://lights.example.net/docs/beacons hreflang=x-default rel=alternate',
    'link href=https://lights.example.net/docs/beacons rel=canonical',
    'meta content=Beacons | Lighthouse Log property=og:title',
    "meta content=How a beacon's light is told apart at night. name=description",
    "meta content=How a beacon's light is told apart at night. property=og:description",
    'meta content=current name=docsearch:version',
    'meta content=current name=docusaurus_version',
    'meta content=docs-default-current name=docsearch:docusaurus_tag',
    'meta content=docs-default-current name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=flash,period name=keywords',
    'meta content=https://lights.example.net/docs/beacons property=og:url',
    'meta content=https://lights.example.net/img/beacon-card.png name=twitter:image',
    'meta content=https://lights.example.net/img/beacon-card.png property=og:image',
    'meta content=summary_large_image name=twitter:card',
    'title: Beacons | Lighthouse Log',
  ],
  'docs/keepers': [
    'link href=https://lights.example.net/docs/keepers hreflang=en rel=alternate',
    'link href=https://lights.example.net/docs/keepers hreflang=x-default rel=alternate',
    'link href=https://lights.example.net/people/keepers rel=canonical',
    'meta content=Coast guild name=author',
    'meta content=Keepers | Lighthouse Log property=og:title',
    'meta content=The people who tended the lamps. name=description',
    'meta content=The people who tended the lamps. property=og:description',
    'meta content=current name=docsearch:version',
    'meta content=current name=docusaurus_version',
    'meta content=docs-default-current name=docsearch:docusaurus_tag',
    'meta content=docs-default-current name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=https://lights.example.net/docs/keepers property=og:url',
    'meta content=https://lights.example.net/img/lamp.png name=twitter:image',
    'meta content=https://lights.example.net/img/lamp.png property=og:image',
    'meta content=lighthouses, coast name=keywords',
    'meta content=summary_large_image name=twitter:card',
    'script type=application/ld+json :: {"@context":"https://schema.org","@type":"Article","headline":"Keepers"}',
    'title: Keepers | Lighthouse Log',
  ],
};

describe("the server HTML's head of pages with <Head> scripts and styles", () => {
  it.each(Object.keys(DOCUSAURUS))('%s has the elements Docusaurus writes', (route) => {
    expect(headElements(route)).toEqual(DOCUSAURUS[route]);
  });

  it("writes the Head's structured data once, marked as react-helmet marks it", () => {
    const head = headOf('docs/keepers');
    expect(head.match(/<script[^>]*ld\+json[^>]*>[^<]*<\/script>/g)).toEqual([
      '<script type="application/ld+json" data-rh="true">{"@context":"https://schema.org","@type":"Article","headline":"Keepers"}</script>',
    ]);
  });

});
