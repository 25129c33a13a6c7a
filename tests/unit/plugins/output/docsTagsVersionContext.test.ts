// Builds tests/fixtures/sites/docs-tags-version-context: a Docusaurus 3.10 site whose swizzled
// DocTagDocListPage reads each tagged doc through useDocById, and the version around it through
// useDocsVersion and useActiveDocContext; its swizzled DocTagsListPage reads useDocsVersion too
// and, like its DocCategoryGeneratedIndexPage, draws the theme's DocVersionBadge.
// Docusaurus's tags routes are children of their version's route (plugin-content-docs's
// lib/routes.js: buildVersionTagsRoutes under the route with `props.version`), so the version and
// its docs are there on every tags page of every version and instance. Expected values were
// recorded from Docusaurus 3.10.2's build of the same fixture (2026-12-03).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const { outDir } = builtFixture('docs-tags-version-context', {
  timeout: 180_000,
  build: {
    reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
  },
});

const html = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

/** The tag page's probe of its version (`data-*` of its `<p>`), and each doc as useDocById gave it. */
function tagPage(path: string) {
  const page = html(path);
  const probe = /<p (data-version[^>]*)>/.exec(page)?.[1] ?? '';
  return {
    version: Object.fromEntries(
      [...probe.matchAll(/data-(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    docs: [
      ...page.matchAll(
        /<li data-doc="([^"]+)"><a [^>]*>([^<]*)<\/a> in (?:<!-- -->)?([^<]*)<\/li>/g,
      ),
    ].map((m) => `${m[1]}: ${m[2]} (${m[3]})`),
  };
}

describe('tags pages inside their docs version, as Docusaurus 3.10 renders them', () => {
  it("gives a tag page of the current version that version and its docs (useDocById's title and sidebar)", () => {
    expect(tagPage('docs/next/tags/lines')).toEqual({
      version: {
        version: 'current',
        label: 'Next',
        banner: 'unreleased',
        badge: 'true',
        last: 'false',
        docs: 'intro rigging/halyard rigging/sheet stowage',
        active: 'current',
      },
      docs: [
        'rigging/halyard: Halyard (rigging)',
        'intro: Introduction (rigging)',
        'rigging/sheet: Sheet (rigging)',
      ],
    });
    // A doc in no sidebar: its version's entry has no `sidebar`.
    expect(tagPage('docs/next/tags/sails').docs).toEqual([
      'rigging/halyard: Halyard (rigging)',
      'stowage: Stowage (no sidebar)',
    ]);
  });

  it("gives a released version's tag page its own version: label, banner, badge and docs", () => {
    expect(tagPage('docs/tags/lines')).toEqual({
      version: {
        version: '1.0',
        label: 'One',
        banner: 'unmaintained',
        badge: 'true',
        last: 'true',
        docs: 'intro rigging',
        active: '1.0',
      },
      docs: ['intro: Introduction (one) (oldRigging)', 'rigging: Rigging of old (oldRigging)'],
    });
  });

  it("gives a second instance's tag page its instance's version", () => {
    expect(tagPage('drills/tags/safety')).toEqual({
      version: {
        version: 'current',
        label: 'Next',
        banner: 'null',
        badge: 'false',
        last: 'true',
        docs: 'man-overboard',
        active: 'current',
      },
      docs: ['man-overboard: Man overboard (defaultSidebar)'],
    });
  });

  it('gives each tags list its version, whose class is on the page', () => {
    const list = (path: string) => ({
      probe: /<p (data-tags-version[^>]*)>([^<]*)</.exec(html(path))?.slice(1).join(' '),
      version: /<html [^>]*class="[^"]*\b(docs-version-[^ "]+)/.exec(html(path))?.[1],
    });
    expect(list('docs/next/tags')).toEqual({
      probe: 'data-tags-version="current" data-docs="4" Next',
      version: 'docs-version-current',
    });
    expect(list('docs/tags')).toEqual({
      probe: 'data-tags-version="1.0" data-docs="2" One',
      version: 'docs-version-1.0',
    });
    expect(list('drills/tags')).toEqual({
      probe: 'data-tags-version="current" data-docs="1" Next',
      version: 'docs-version-current',
    });
  });

  it("draws the theme's DocVersionBadge of the version around it, on a category's page and a tags list", () => {
    // Docusaurus's DocVersionBadge reads useDocsVersion(): the version route's, on every page below it.
    const badge = (path: string) =>
      /<span class="theme-doc-version-badge[^"]*">([^<]*(?:<!-- -->[^<]*)*)<\/span>/
        .exec(html(path))?.[1]
        ?.replace(/<!-- -->/g, '');
    expect(badge('docs/next/category/rigging')).toBe('Version: Next');
    expect(badge('docs/next/tags')).toBe('Version: Next');
    expect(badge('docs/tags')).toBe('Version: One');
    // An instance of one version shows no badge.
    expect(badge('drills/tags')).toBe(undefined);
  });

  it("preloads the version's docs on its tags pages, as on its doc pages", () => {
    const preloads = (path: string) =>
      [...html(path).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    // The 1.0 version's docs by id: its module holds each doc's entry (`rigging:{id:…,title:…`).
    const entry = /rigging:\{id:.rigging.,title:.Rigging of old./;
    const versionDocs = (path: string) =>
      preloads(path).filter((href) => entry.test(readFileSync(join(outDir, href), 'utf8')));
    expect(versionDocs('docs/intro')).toHaveLength(1);
    expect(versionDocs('docs/tags/lines')).toEqual(versionDocs('docs/intro'));
    expect(versionDocs('docs/tags')).toEqual(versionDocs('docs/intro'));
  });
});
