// Which page metadata carries a doc's front matter: a Docusaurus site's docs and posts carry all of
// it (their useDoc()/useBlogPost().frontMatter), a site.config.ts site's docs none (its doc
// modules stay as they were).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../plugins/loadSite.js';
import { clientFrontMatter } from '../../../../plugins/docs/clientFrontMatter.js';
import { allPageMetadata, pageMetadataOf } from '../../../../plugins/lifecycle/markdownPages.js';

const sites = join(import.meta.dirname, '../../../fixtures/sites');

describe("a page's front matter in its metadata", () => {
  it('is every key of a Docusaurus doc and post, as written', async () => {
    const siteDir = join(sites, 'swizzled');
    const site = await loadSite({ siteDir, production: true });
    expect(pageMetadataOf(site, join(siteDir, 'docs/intro.md'))?.frontMatter).toEqual({
      sidebar_position: 1,
      tags: ['reading'],
      chart_datum: 'Lowest astronomical tide',
      survey: { vessel: 'Plover', soundings: 42 },
    });
    const post = pageMetadataOf(site, join(siteDir, 'blog/2024-05-01-first-log.md'));
    expect(post?.frontMatter).toEqual({
      title: 'First log entry',
      authors: [{ name: 'Ada Keeper', socials: { github: 'adakeeper' } }],
      tags: ['log'],
      sea_state: 'calm',
    });
  });

  it('is absent from a site.config.ts site', async () => {
    const site = await loadSite({ siteDir: join(sites, 'minimal'), production: true });
    expect(allPageMetadata(site).size).toBeGreaterThan(0);
    for (const meta of allPageMetadata(site).values()) expect(meta).not.toHaveProperty('frontMatter');
  });

  it('is JSON: dates as ISO strings, undefined values left out', () => {
    expect(
      clientFrontMatter({ when: new Date(Date.UTC(2024, 4, 1)), gone: undefined, n: [1, 'a'] }),
    ).toEqual({ when: '2024-05-01T00:00:00.000Z', n: [1, 'a'] });
  });
});
