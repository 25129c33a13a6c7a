// Docusaurus sites as they are found (issue 39; tests/fixtures/sites/docusaurus-wild): what
// stopped real sites or rendered them differently from Docusaurus, built from one small site.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError, type Diagnostic } from '../../../plugins/diagnostics.js';
import { compileDoc } from '../../../plugins/mdx/compileDoc.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';

let siteDir: string;
let warnings: Diagnostic[];
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'docs-wild-'));
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-wild'), siteDir, {
    recursive: true,
    filter: (src) => !/\/(build|\.cache)$/.test(src),
  });
  warnings = (await buildSite({ siteDir, outDir: join(siteDir, 'build') })).site.warnings;
}, 180_000); // a whole build: more than the 10 s default on a busy machine
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const html = (route: string) => readFileSync(join(siteDir, 'build', route, 'index.html'), 'utf8');
const article = (route: string) => {
  const page = html(route);
  return page.slice(page.indexOf('<article'), page.indexOf('</article>'));
};

describe('a Docusaurus site as found', () => {
  it('reads the front matter of a doc saved with a byte order mark; titles with its `titleDelimiter`', () => {
    const page = html('docs/intro');
    expect(page).toContain('<title>Getting started · Field Notes</title>');
    expect(page).toContain('<meta property="og:title" content="Getting started · Field Notes"');
    expect(article('docs/intro')).not.toContain('<hr');
  });

  it('warns about a README.md beside an index.md (one route), as Docusaurus does', () => {
    const duplicate = warnings.filter((w) => w.kind === 'duplicate route');
    expect(duplicate).toHaveLength(1);
    expect(duplicate[0]!.message).toMatch(/^\/docs\/guide\/? is also the route of .*docs\/guide\//);
    expect(html('docs/guide')).toMatch(/<h1[^>]*>Guide/);
  });

  it('keeps {#id} heading ids after a code fence opened on a list item line', () => {
    const lists = article('docs/lists');
    expect(lists).toContain('id="settings-anchor"');
    expect(lists).not.toContain('{#settings-anchor}');
    expect(lists).toContain('plain text in a list item');
  });

  it('keeps inline code and emphasis in the table of contents', () => {
    const page = html('docs/commands');
    const toc = page.slice(page.indexOf('<ul class="table-of-contents'));
    expect(toc).toMatch(/>The <code>init<\/code> command<\/a>/);
    expect(toc).toMatch(/><em>Quick<\/em> start with <strong>two<\/strong> steps<\/a>/);
  });

  it("resolves require('./x.png').default in MDX to the image's URL", () => {
    const chart = article('docs/chart');
    // A one-pixel image: the bundler writes it inline.
    expect(chart).toMatch(/<img src="data:image\/png;base64,iVBOR[^"]*" alt="Tide chart"/);
    expect(chart).not.toContain('require(');
  });

  it("slugs tags with lodash's kebabCase (OAuth2.0 → o-auth-2-0)", () => {
    expect(html('docs/tags/o-auth-2-0')).toContain('Getting started');
  });

  it('sends no Content-Security-Policy and keeps an inline script of a footer html item', () => {
    const page = html('docs/intro');
    expect(page).not.toContain('Content-Security-Policy');
    expect(page).toContain('<span class="made">Made by hand</span>');
  });
});

describe('require() in MDX', () => {
  it('stays a call, run where it is written as webpack runs it: the page is not standalone', async () => {
    const fixture = join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-wild');
    const compiled = await compileDoc({
      body: "# Chart\n\n<img src={require('./img/chart.png').default} />\n",
      filePath: join(fixture, 'docs/chart-copy.mdx'),
      source: 'chart-copy.mdx',
      staticDirs: [join(fixture, 'static')],
      permalinkBySource: new Map(),
      standalone: true,
    });
    // In the page's function, not a static import run as the module loads (siteRequire.ts gives
    // the call webpack's semantics); a standalone module, outside the bundler, could not resolve it.
    expect(compiled.code).toMatch(
      /function _createMdxContent[\s\S]*require\(['"]\.\/img\/chart\.png['"]\)/,
    );
    expect(compiled.code).not.toMatch(/^import .*chart\.png/m);
    expect(compiled.standalone).toBeUndefined();
    expect(compiled.standaloneDigest).toBeUndefined();
  });

  it("fails at the doc's line when the required file is not there", async () => {
    const fixture = join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-wild');
    const error = await compileDoc({
      body: "# Chart\n\n<img src={require('./img/missing.png').default} />\n",
      filePath: join(fixture, 'docs/missing.mdx'),
      source: 'missing.mdx',
      staticDirs: [join(fixture, 'static')],
      permalinkBySource: new Map(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({
      line: 3,
      message: expect.stringContaining("require('./img/missing.png'): no such file"),
      hint: expect.stringContaining("the doc's folder"),
    });
  });
});

describe('markdown.hooks (Docusaurus 3.9)', () => {
  const fixture = join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-wild');
  const compile = (body: string, hooks: object) =>
    compileDoc({
      body,
      filePath: join(fixture, 'docs/hooks.md'),
      source: 'hooks.md',
      staticDirs: [join(fixture, 'static')],
      permalinkBySource: new Map([['intro.md', '/docs/intro']]),
      markdownConfig: { hooks },
    });

  it('onBrokenMarkdownLinks: throw fails at the link, ignore drops the warning', async () => {
    const body = 'See [the setup](./setup.md).\n';
    const error = await compile(body, { onBrokenMarkdownLinks: 'throw' }).catch((e: unknown) => e);
    expect((error as BuildError).diagnostics[0]).toMatchObject({ line: 1, severity: 'error' });
    expect((await compile(body, { onBrokenMarkdownLinks: 'ignore' })).warnings).toEqual([]);
    expect((await compile(body, {})).warnings[0]).toMatchObject({ kind: 'broken markdown link' });
  });

  it('onBrokenMarkdownImages: warn keeps the page with the URL as written', async () => {
    const body = '![Map](./img/map.png)\n';
    const compiled = await compile(body, { onBrokenMarkdownImages: 'warn' });
    expect(compiled.warnings[0]).toMatchObject({ kind: 'broken markdown image', line: 1 });
    expect(compiled.code).not.toMatch(/import [^;]*from "\.\/img\/map\.png"/);
    expect(compiled.code).toContain('"./img/map.png"');
    const error = await compile(body, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
  });
});
