// The site's `.md` link table is asked of every plugin (generator hook linksOf): each gives its
// files' permalinks keyed from a folder of its own, and the table keys them from its first part's
// folder (the primary docs'), as the docs resolve a link. The blog gives its posts from the site's
// folder: no plugin is handed another's folder (issue 32).
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hooksOf, withGeneratorHooks } from '../../../../plugins/lifecycle/generatorHooks.js';
import { linkSourceOf, siteLinks } from '../../../../plugins/lifecycle/routeTable.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { blogContentKey } from '../../../../plugins/mdx/remarkResolveLinks.js';
import { docCompileInput } from '../../../../plugins/stages/mdx.js';

/** A loaded plugin giving one part of the link table. */
const linksPlugin = (order: number, dir: string, links: Record<string, string>) => ({
  instance: withGeneratorHooks(
    { name: `p${order}` },
    { linksOf: () => ({ order, dir, permalinkBySource: new Map(Object.entries(links)) }) },
  ),
  content: {},
});

describe('siteLinks', () => {
  it('keys every part from the first part’s folder, in the parts’ order', () => {
    const blog = linksPlugin(2, '/site', { 'blog/2025-02-01-launch.md': '/blog/launch' });
    const docs = linksPlugin(0, '/site/guides', { 'start.md': '/docs/start' });
    const links = siteLinks([blog, docs], '/site');
    expect(links.linksRoot).toBe('/site/guides');
    expect([...links.permalinkBySource]).toEqual([
      ['start.md', '/docs/start'],
      ['../blog/2025-02-01-launch.md', '/blog/launch'],
    ]);
  });

  it('keys from the site’s folder when no plugin gives links', () => {
    expect(siteLinks([], '/site')).toMatchObject({ linksRoot: '/site' });
  });

  it('gives a page outside a docs version its file from the root, a compile id’s query left out', () => {
    const site = { linksRoot: '/site/guides' };
    const post = { source: 'blog/a.md', filePath: '/site/blog/a.md' };
    expect(linkSourceOf(site, post, false)).toBe('../blog/a.md');
    expect(linkSourceOf(site, { ...post, filePath: '/site/blog/a.md?truncated' }, false)).toBe(
      '../blog/a.md',
    );
    // A docs version's page resolves with its version's table, by its own source.
    expect(linkSourceOf(site, { source: 'start.md', filePath: '/x/start.md' }, true)).toBe(
      'start.md',
    );
  });
});

describe('a site whose docs folder is not docs/, with a blog', () => {
  const fixture = resolve('tests/fixtures/sites/blog-links');
  let site: SiteData;
  beforeAll(async () => {
    site = await loadSite({ siteDir: fixture, production: true });
  }, 60_000);

  it('has the blog key its posts from the site’s folder, the table from the docs folder', () => {
    const blog = site.plugins!.result.plugins.filter(
      (p) => p.name === 'docusaurus-plugin-content-blog',
    );
    const [part] = hooksOf(blog, 'linksOf').map((linksOf) => linksOf());
    expect(part!.dir).toBe(fixture);
    // Its posts, and its folder, where a post's bare link is looked for (blogContentKey).
    expect([...part!.permalinkBySource.keys()].sort()).toEqual([
      blogContentKey('blog'),
      'blog/2025-02-01-launch.md',
      'blog/2025-03-01-follow-up.md',
    ]);
    expect(site.linksRoot).toBe(join(fixture, 'guides'));
    expect(Object.fromEntries(site.permalinkBySource)).toEqual({
      'start.md': '/docs/start',
      '../blog/2025-02-01-launch.md': '/blog/2025/02/01/launch',
      '../blog/2025-03-01-follow-up.md': '/blog/2025/03/01/follow-up',
    });
  });

  it('resolves a post’s links to another post, `./` and bare', async () => {
    const inputOf = docCompileInput(fixture, site);
    const code = async (file: string) => {
      const doc = site.docs.find((d) => d.filePath === join(fixture, file))!;
      const compiled = await compileDoc(inputOf(doc));
      expect(compiled.warnings).toEqual([]);
      return compiled.code;
    };
    const launch = await code('blog/2025-02-01-launch.md');
    expect(launch).toContain('"/blog/2025/03/01/follow-up"');
    expect(await code('blog/2025-03-01-follow-up.md')).toContain('"/blog/2025/02/01/launch"');
  });
});
