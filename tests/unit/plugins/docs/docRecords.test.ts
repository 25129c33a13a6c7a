// A production build's docs whose content is the one the last build recorded are not read
// (plugins/docs/docRecords.ts): what the build sees of them must be what a read gives, field by
// field, for every doc set (versions, a locale's translations) and every doc option the records
// stand for (front matter, tags, slugs, last_update, draft and unlisted docs, descriptions,
// excerpts, number prefixes, lenient YAML's warning, a card list). A doc whose content changed is
// read again; a body asked for is read then, and a body changed since the build took its hash
// fails the build rather than compile under the old key.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { hashOf } from '../../../../plugins/output/buildState.js';
import {
  docRecordCounts,
  docRecordsFile,
  lazyBodyDigest,
} from '../../../../plugins/docs/docRecords.js';
import { docSetsOf } from '../../../../plugins/builtins/docsViews.js';
import type { LocaleRequest } from '../../../../plugins/i18n/loadLocale.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/doc-records');
const siteDir = join(root, 'tests/.tmp/doc-records');

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** The build's file hashes as fileHashes.ts gives them: each file's content hash, read now. */
const fileHashes = {
  hash: (file: string) => {
    try {
      return hashOf(readFileSync(file));
    } catch {
      return undefined;
    }
  },
};

/** The current version's doc set. */
const currentOf = (site: SiteData) =>
  docSetsOf(site).find((s) => s.spec.version.name === 'current')!;

const load = (locale: LocaleRequest | undefined, records: boolean): Promise<SiteData> =>
  loadSite({
    siteDir,
    production: true,
    ...(locale ? { locale } : {}),
    ...(records ? { fileHashes } : {}),
  });

/** Every doc set's docs, each doc as a plain object (a body not read is read here). */
const docsOf = (site: SiteData) =>
  docSetsOf(site).map((set) => ({
    version: set.spec.version.name,
    docs: set.docs.map((d) => ({ ...d })),
    draftIds: set.draftIds,
    sidebars: set.sidebars,
    navigation: [...set.navigation],
    generatedIndexes: set.generatedIndexes,
    warnings: set.warnings,
  }));

describe('docs from their records', () => {
  for (const locale of [undefined, { name: 'fr', localize: true }]) {
    it(`are the docs a read gives, field by field (${locale?.name ?? 'default locale'})`, async () => {
      rmSync(siteDir, { recursive: true, force: true });
      cpSync(fixture, siteDir, { recursive: true });
      const read = await load(locale, false);
      // The first build with records reads every doc and records it; the next reads none.
      const first = await load(locale, true);
      const recorded = await load(locale, true);
      const sets = docSetsOf(recorded);
      expect(sets.map((s) => s.spec.version.name).sort()).toEqual(['1.0', 'current']);
      const docs = sets.flatMap((s) => s.docs);
      expect(docs.length).toBeGreaterThan(6);
      for (const doc of docs) expect(lazyBodyDigest(doc), doc.source).toBeDefined();
      for (const doc of docSetsOf(first).flatMap((s) => s.docs))
        expect(lazyBodyDigest(doc), doc.source).toBeUndefined();
      // What the fixture is for: each of these is in the docs compared below.
      const current = currentOf(recorded).docs;
      const intro = current.find((d) => d.source === 'intro.md')!;
      expect(intro.lastUpdatedAt).toBe(locale ? Date.UTC(2024, 3, 1) : Date.UTC(2024, 2, 5));
      expect(intro.frontMatter.tags).toBeDefined();
      expect(current.find((d) => d.id === 'guides/tides')?.unlisted).toBe(true);
      expect(currentOf(recorded).draftIds).toEqual(['guides/draft']);
      expect(current.find((d) => d.id === 'guides/berth')?.title).toBe(
        locale ? 'Accostage' : 'Berthing',
      );
      expect(recorded.warnings.some((w) => w.kind === 'front matter')).toBe(true);
      // A doc listing its siblings' cards (not a category's page): its body says so.
      const cards = currentOf(recorded).navigation.get('guides/overview')?.cardDescriptions;
      expect(cards).toBeDefined();
      // Field by field (each body is read by the comparison, after the checks above).
      expect(docsOf(recorded)).toEqual(docsOf(read));
      expect(recorded.warnings).toEqual(read.warnings);
      expect(recorded.routes).toEqual(read.routes);
    }, 60_000);
  }

  it("keeps the records a locale did not use: the next build's default locale reads no doc", async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    await load(undefined, true);
    await load({ name: 'fr', localize: true }, true);
    // fr read its translations; the default locale's originals of them stayed recorded.
    expect(docRecordCounts(siteDir)!.read).toBe(3);
    await load(undefined, true);
    expect(docRecordCounts(siteDir)).toMatchObject({ read: 0 });
    expect(docRecordCounts(siteDir)!.recorded).toBeGreaterThan(6);
  }, 60_000);

  it("keeps no records of another site's docs: a site folder copied elsewhere drops the original's", async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    await load(undefined, true);
    await load({ name: 'fr', localize: true }, true);
    const copy = `${siteDir}-copy`;
    rmSync(copy, { recursive: true, force: true });
    cpSync(siteDir, copy, { recursive: true });
    try {
      await loadSite({ siteDir: copy, production: true, fileHashes });
      const files = (site: string) =>
        (JSON.parse(readFileSync(docRecordsFile(site), 'utf8')) as { docs: [string][] }).docs.map(
          ([file]) => relative(site, file),
        );
      // The original's records, its translations' too, each under the site's folder.
      const original = files(siteDir);
      expect(original.some((f) => f.startsWith(join('i18n', 'fr')))).toBe(true);
      expect(original.every((f) => !f.startsWith('..'))).toBe(true);
      // The copy keeps the records of the docs it read, none of the original's (still there).
      const copied = files(copy);
      expect(copied.length).toBeGreaterThan(6);
      expect(copied.filter((f) => f.startsWith('..'))).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads a doc again when its content changed, and fails on a body changed since its hash', async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    await load(undefined, true);
    const plain = join(siteDir, 'docs/plain.md');
    writeFileSync(plain, '---\ntitle: Plain, titled\ntags: [new]\n---\n\nNow it has a title.\n');
    const site = await load(undefined, true);
    const doc = currentOf(site).docs.find((d) => d.source === 'plain.md')!;
    expect(lazyBodyDigest(doc)).toBeUndefined();
    expect(doc.title).toBe('Plain, titled');
    expect(doc.frontMatter.tags).toEqual(['new']);
    // Read from its record: its body, asked for after the file changed, is not the recorded one.
    const again = await load(undefined, true);
    const lazy = currentOf(again).docs.find((d) => d.source === 'plain.md')!;
    expect(lazyBodyDigest(lazy)).toBeDefined();
    writeFileSync(plain, '---\ntitle: Plain, titled\ntags: [new]\n---\n\nChanged meanwhile.\n');
    expect(() => lazy.body).toThrow(/changed while the build was running/);
    // Unchanged, a body read from the record's doc is the file's body.
    const intro = currentOf(again).docs.find((d) => d.source === 'intro.md')!;
    expect(intro.body).toContain('Every vessel is written down here.');
    expect(lazyBodyDigest(intro)).toBeUndefined();
  }, 60_000);
});
