// Docs tags (tests/fixtures/sites/docs-tags): tags.yml and inline tags, the tags list page and a
// page per tag at the routes Docusaurus 3.8.1 gives them for the same fixture, the tags at a doc's
// foot, and a warning for a tag the tags file does not define (or an error: onInlineTags).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildError } from '../../../../plugins/diagnostics.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { docTags, kebabCase, readTagsFile } from '../../../../plugins/pages/docTags.js';
import { builtFixture } from '../../fixtureSite.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/docs-tags');
const { siteDir, outDir } = builtFixture('docs-tags', { timeout: 120_000 });
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });

describe('tag names', () => {
  it('kebab-cases labels as lodash does', () => {
    expect(kebabCase('Night Watch')).toBe('night-watch');
    expect(kebabCase('helloWorld')).toBe('hello-world');
    expect(kebabCase('  Tide_tables!  ')).toBe('tide-tables');
    expect(kebabCase('OAuth2.0')).toBe('o-auth-2-0');
    expect(kebabCase('日本語 タグ')).toBe('日本語-タグ');
  });

  // Docusaurus 3.10's getTagsFile looks in the version's content paths, the locale's first
  // (utils' getContentPathList: contentPathLocalized, then contentPath): HAMi's tutorials have a
  // tags.yml in i18n/zh/docusaurus-plugin-content-docs-tutorials/current/ only.
  it("reads a locale's translated tags file first, else the docs folder's", () => {
    const localized = mkdtempSync(join(root, 'tests/.tmp/docs-tags-localized-'));
    try {
      writeFileSync(
        join(localized, 'tags.yml'),
        'boats:\n  label: Bateaux\n  permalink: /bateaux\n',
      );
      const file = readTagsFile(join(fixture, 'docs'), undefined, localized)!;
      expect(file.get('boats')).toEqual({ label: 'Bateaux', permalink: '/bateaux' });
      expect(file.has('tide-tables')).toBe(false);
      const none = join(localized, 'missing');
      expect(readTagsFile(join(fixture, 'docs'), undefined, none)!.get('boats')?.label).toBe(
        'Boats',
      );
    } finally {
      rmSync(localized, { recursive: true, force: true });
    }
  });

  it('reads the tags file with its defaults, and inline tags beside it', () => {
    const file = readTagsFile(join(fixture, 'docs'), undefined)!;
    expect(file.get('boats')).toEqual({
      label: 'Boats',
      permalink: '/boats',
      description: 'Everything that floats',
    });
    expect(file.get('tide-tables')).toEqual({ label: 'Tide tables', permalink: '/tides' });
    expect(readTagsFile(join(fixture, 'docs'), null)).toBeUndefined();
    expect(
      docTags(['boats', 'Night Watch', { label: 'X', permalink: 'x-y' }], '/docs/tags', file),
    ).toEqual({
      // As Docusaurus's doc metadata has them: a tag of the file with its description.
      tags: [
        {
          label: 'Boats',
          permalink: '/docs/tags/boats',
          description: 'Everything that floats',
          inline: false,
        },
        { label: 'Night Watch', permalink: '/docs/tags/night-watch', inline: true },
        { label: 'X', permalink: '/docs/tags/x-y', inline: true },
      ],
      inline: ['Night Watch', 'X'],
    });
  });
});

describe('a site with docs tags', () => {
  it('has the routes Docusaurus 3.8.1 builds for it', async () => {
    const site = await loadSite({ siteDir, production: true });
    // Recorded from Docusaurus 3.8.1's build of this fixture.
    expect(site.routes.map((r) => r.path).sort()).toEqual([
      '/docs/harbour-master',
      '/docs/lighthouse',
      '/docs/moorings',
      '/docs/tags',
      '/docs/tags/boats',
      '/docs/tags/night-watch',
      '/docs/tags/tides',
    ]);
    const warning = site.warnings.find((w) => w.kind === 'docs tags');
    expect(warning).toMatchObject({ file: join(siteDir, 'docs/lighthouse.md') });
    expect(warning!.message).toBe('tags [Night Watch] are not defined in tags.yml');
  });

  it("shows a doc's tags at its foot, linking to their pages", () => {
    const html = readFileSync(join(outDir, 'docs/moorings/index.html'), 'utf8');
    // A tag the tags file describes has its description as the link's title, as in Docusaurus.
    expect(html).toContain(
      '<a href="/docs/tags/boats" class="tag" title="Everything that floats">Boats</a>',
    );
    expect(html).toContain('<a href="/docs/tags/tides" class="tag">Tide tables</a>');
    expect(readFileSync(join(outDir, 'docs/harbour-master/index.html'), 'utf8')).not.toContain(
      'class="tag"',
    );
  });

  it("lists a tag's docs with its description, and every tag on the list page", () => {
    const tag = readFileSync(join(outDir, 'docs/tags/boats/index.html'), 'utf8');
    expect(tag).toContain('<title>2 docs tagged with &quot;Boats&quot; | Harbour</title>');
    expect(tag).toContain('<p>Everything that floats</p>');
    expect(tag).toMatch(
      /<a href="\/docs\/lighthouse"><h2>Lighthouse<\/h2><\/a>.*<a href="\/docs\/moorings">/,
    );
    const list = readFileSync(join(outDir, 'docs/tags/index.html'), 'utf8');
    for (const label of ['Boats', 'Night Watch', 'Tide tables']) expect(list).toContain(label);
  });
});

describe('the docs option onInlineTags', () => {
  const withOption = (level: string) => {
    const dir = join(root, `tests/.tmp/docs-tags-${level}`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(fixture, dir, { recursive: true });
    const config = join(dir, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('docs: {}', `docs: {onInlineTags: '${level}'}`),
    );
    return dir;
  };
  afterAll(() => {
    for (const level of ['throw', 'ignore'])
      rmSync(join(root, `tests/.tmp/docs-tags-${level}`), { recursive: true, force: true });
  });

  // Docusaurus 3.8.1's DocTagsListPage and DocTagDocListPage add their page class inside the
  // docs root (docs-wrapper) and version root (docs-version-<name>), without DocRoot's.
  it.each([
    ['docs/tags', 'docs-tags-list-page'],
    ['docs/tags/boats', 'docs-tags-doc-list-page'],
  ])('puts the tags page classes on the <html> of /%s', (route, own) => {
    const tag = /<html[^>]*>/.exec(readFileSync(join(outDir, route, 'index.html'), 'utf8'))![0];
    const classes = / class="([^"]*)"/.exec(tag)?.[1]?.split(' ').sort();
    const expected = ['docs-wrapper', 'plugin-docs', 'plugin-id-default', 'docs-version-current'];
    expect(classes).toEqual([...expected, own].sort());
  });

  it("'throw' fails at the doc's tags line and column", async () => {
    const dir = withOption('throw');
    const error = await loadSite({ siteDir: dir, production: true }).then(
      () => undefined,
      (e: unknown) => e as BuildError,
    );
    expect(error?.diagnostics).toEqual([
      expect.objectContaining({
        file: join(dir, 'docs/lighthouse.md'),
        line: 2,
        column: 1,
        severity: 'error',
        message: 'tags [Night Watch] are not defined in tags.yml',
      }),
    ]);
  });

  it("'ignore' says nothing; the default 'warn' gives the position too", async () => {
    const quiet = await loadSite({ siteDir: withOption('ignore'), production: true });
    expect(quiet.warnings.filter((w) => w.kind === 'docs tags')).toEqual([]);
    const site = await loadSite({ siteDir, production: true });
    expect(site.warnings.find((w) => w.kind === 'docs tags')).toMatchObject({ line: 2, column: 1 });
  });
});
