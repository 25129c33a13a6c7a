// A compile given no site extensions (a compile thread's) looks them up once per production build,
// not once per doc: each lookup checks the site's config and theme folder on disk.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../plugins/mdx/siteExtensions.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../plugins/mdx/siteExtensions.js')>();
  return {
    ...real,
    loadSiteExtensions: (...args: Parameters<typeof real.loadSiteExtensions>) => {
      lookups.count++;
      return real.loadSiteExtensions(...args);
    },
  };
});

const { compileDoc } = await import('../../../../plugins/mdx/compileDoc.js');

const site = mkdtempSync(join(tmpdir(), 'build-extensions-'));
mkdirSync(join(site, 'docs'), { recursive: true });
mkdirSync(join(site, 'static'), { recursive: true });
afterAll(() => rmSync(site, { recursive: true, force: true }));

const compile = (source: string, links: Map<string, string>, standalone: boolean) =>
  compileDoc({
    body: `# ${source}\n\nSee [the other](./${source === 'a.md' ? 'b' : 'a'}.md).\n`,
    filePath: join(site, 'docs', source),
    source,
    staticDirs: [join(site, 'static')],
    siteDir: site,
    permalinkBySource: links,
    ...(standalone ? { standalone: true } : {}),
  });

describe('site extensions in a compile thread', () => {
  beforeEach(() => {
    lookups.count = 0;
  });

  it('are looked up once for all the docs of a production build', async () => {
    const links = new Map([
      ['a.md', '/a'],
      ['b.md', '/b'],
    ]);
    const first = await compile('a.md', links, true);
    await compile('b.md', links, true);
    await compile('a.md', links, true);
    expect(lookups.count).toBe(1);
    expect(first.standalone).toContain('/b');
    // Another build (another link map) looks them up again.
    await compile('a.md', new Map(links), true);
    expect(lookups.count).toBe(2);
  });

  it('are looked up for each doc without `standalone` (the dev server: the config may change)', async () => {
    const links = new Map([
      ['a.md', '/a'],
      ['b.md', '/b'],
    ]);
    await compile('a.md', links, false);
    await compile('b.md', links, false);
    expect(lookups.count).toBe(2);
  });
});
