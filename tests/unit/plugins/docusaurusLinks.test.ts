// Links checked where Docusaurus checks them (issue 39; tests/fixtures/sites/docusaurus-links): for a
// site built from a docusaurus.config, what `Link` renders and `useBrokenLinks()` collects while a
// page renders on the server, not every `<a href>` of its HTML.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError, type Diagnostic } from '../../../plugins/diagnostics.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';
import { pageLinksOf } from '../../../plugins/stages/prerender.js';
import { locateLink } from '../../../plugins/output/brokenLinkSources.js';

const FIXTURE = join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-links');

/** A copy of the fixture in a temporary folder (its build and cache there too). */
function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
  cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !/\/(build|\.cache)$/.test(src) });
  return dir;
}

/**
 * The page the failing cases add: a `Link` and a collected link to pages that do not exist. With it,
 * Docusaurus 3.8.1 reports exactly these two links of /charts, and no other link or anchor.
 */
const BROKEN_PAGE = `import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export default function Charts() {
  useBrokenLinks().collectLink('/charts/1987');
  return <Link to="/missing">A missing page</Link>;
}
`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("a Docusaurus site's link check", () => {
  let siteDir: string;
  beforeAll(async () => {
    dirs.push((siteDir = copyFixture()));
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
  }, 180_000); // a whole build: more than the 10 s default on a busy machine

  it("builds with onBrokenLinks 'throw' though a plain <a href> of a page and of MDX is broken", () => {
    const home = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(home).toContain('href="/missing"');
    const doc = readFileSync(join(siteDir, 'build/docs/moorings/index.html'), 'utf8');
    expect(doc).toContain('href="/docs/retired-page"');
    // The anchor the home page collects with useBrokenLinks() is no id of its HTML.
    expect(doc).toContain('href="/#tide-note"');
    expect(home).not.toContain('id="tide-note"');
  });

  it('does not render data-noBrokenLinkCheck on the anchor', () => {
    const home = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(home).toContain('href="/archive/2019"');
    expect(home).not.toMatch(/nobrokenlinkcheck/i);
  });
});

describe("a Docusaurus site's broken Link", () => {
  it('fails the build naming the page and the link (a Link, and a collectLink call)', async () => {
    const siteDir = copyFixture();
    dirs.push(siteDir);
    writeFileSync(join(siteDir, 'src/pages/charts.js'), BROKEN_PAGE);
    const error = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const message = (error as BuildError).message;
    expect(message).toContain('Broken link on source page path = /charts');
    expect(message).toContain('-> linking to /missing');
    expect(message).toContain('-> linking to /charts/1987');
    // The home page's plain <a href="/missing"> is not reported.
    expect(message).not.toContain('source page path = /:');
    expect((error as BuildError).diagnostics[0]!.hint).toContain(
      "to 'warn' in docusaurus.config.js",
    );
  }, 180_000);

  it('names where a Markdown page holds the broken link: file, line and column', async () => {
    const siteDir = copyFixture();
    dirs.push(siteDir);
    writeFileSync(
      join(siteDir, 'docs/ropes.mdx'),
      '# Ropes\n\nSee [the knots-extra](/docs/knots-extra) too.\nTie [the knots](/docs/knots) first.\n',
    );
    const error = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const message = (error as BuildError).message;
    expect(message).toContain('Broken link on source page path = /docs/ropes:');
    expect(message).toContain('-> linking to /docs/knots at docs/ropes.mdx:4:17');
    expect(message).toContain('-> linking to /docs/knots-extra at docs/ropes.mdx:3:23');
  }, 180_000);

  it('keeps reporting it when the page keeps its previous render', async () => {
    const siteDir = copyFixture();
    dirs.push(siteDir);
    writeFileSync(join(siteDir, 'src/pages/charts.js'), BROKEN_PAGE);
    const config = join(siteDir, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("'throw',", "'warn',"));
    // Rendered pages counted; the recorded build state removed so that the second build runs its
    // stages again (unchanged, it would keep the whole output) and keeps each page's render.
    const build = async () => {
      rmSync(join(siteDir, '.cache/build-state.json'), { force: true });
      let rendered = 0;
      const warnings: string[] = [];
      const reporter = {
        stage: () => {},
        progress: () => void rendered++,
        warn: (w: Diagnostic) => void (w.kind === 'broken link' && warnings.push(w.message)),
      };
      await buildSite({ siteDir, outDir: join(siteDir, 'build'), reporter });
      return { rendered, warnings: warnings.sort() };
    };
    const expected = ['on /charts: /charts/1987', 'on /charts: /missing'];
    const first = await build();
    expect(first.rendered).toBeGreaterThan(0);
    expect(first.warnings).toEqual(expected);
    const second = await build();
    expect(second.rendered).toBe(0); // every page kept from the first build
    expect(second.warnings).toEqual(expected);
  }, 360_000);
});

describe("a Docusaurus site's anchors (tests/fixtures/sites/docusaurus-anchors)", () => {
  it('are the ids its pages collect, not every id of their HTML: the anchors Docusaurus 3.8.1 reports', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'docs-anchors-'));
    dirs.push(siteDir);
    cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-anchors'), siteDir, {
      recursive: true,
    });
    const warnings: string[] = [];
    const reporter = {
      stage: () => {},
      progress: () => {},
      warn: (w: Diagnostic) => void (w.kind === 'broken anchor' && warnings.push(w.message)),
    };
    await buildSite({ siteDir, outDir: join(siteDir, 'build'), reporter });
    // `docusaurus build` (3.8.1) of the fixture, onBrokenAnchors 'warn': "Broken anchor on source
    // page path = /docs/compass:" and these, in this order. Found there: a heading's id (h2–h6,
    // `<Heading>` or Markdown), a `Link`'s, a `Details`' (JSX `<details>` in MDX too), a footnote's
    // items and label, `collectAnchor('#bearing-note')`. Not found: a plain element's id (a React
    // page's, or JSX `<div>`, `<h3>`, `<li>`, `<a>` in MDX), an h1's, the layout's own ids.
    const at = (link: string) => `on /docs/compass: ${link}`;
    expect(warnings.map((w) => w.replace(/ at docs\/compass\.mdx:\d+:\d+$/, ''))).toEqual(
      [
        '/#needle',
        '/#deviation',
        '/#lubber-line',
        '/#rose-title',
        '/docs/card#north-mark',
        '/docs/card#quarter-points',
        '/docs/card#east-point',
        '/docs/card#west-point',
        '/docs/card#south-point',
        '/docs/card#the-card',
        '/docs/card#__docusaurus_skipToContent_fallback',
        '/docs/card#__docusaurus',
      ].map(at),
    );
  }, 180_000);
});

describe('pageLinksOf', () => {
  const result = {
    html: '<a href="/a">a</a><h2 id="one">One</h2><a href="/b">b</a>',
    links: ['/b'],
    anchors: ['two'],
  };
  it('takes every <a href> and id of the HTML for our own site format', () => {
    expect(pageLinksOf(result, false)).toEqual({ links: ['/a', '/b'], ids: ['one'] });
  });
  it('takes the collected links and only the collected anchors for a Docusaurus site', () => {
    expect(pageLinksOf(result, true)).toEqual({ links: ['/b'], ids: ['two'] });
  });
});

describe('locateLink', () => {
  it('finds a link as a target, not inside a longer one, with a 1-based line and column', () => {
    const text = 'a [x](/a/bc) b\n<Link to="/a/b">y</Link> [z](/a/b#top)';
    expect(locateLink(text, '/a/b')).toEqual({ line: 2, column: 11 });
    expect(locateLink(text, '/a/bc')).toEqual({ line: 1, column: 7 });
    expect(locateLink(text, '/a/b#top')).toEqual({ line: 2, column: 30 });
    expect(locateLink(text, '/nowhere')).toBeUndefined();
  });
});
