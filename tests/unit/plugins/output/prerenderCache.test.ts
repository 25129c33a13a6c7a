// Which pages the pre-render may take from the previous build.
import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_ELEMENT_ID } from '../../../../src/shared/constants.js';
import {
  appHtmlOf,
  pageKey,
  readKeptPage,
  readPrerenderCache,
  reusableRecord,
  serverBundleVersion,
  shellKey,
  writePrerenderCache,
  type PrerenderCache,
  type PrerenderRecord,
} from '../../../../plugins/output/prerenderCache.js';
import { digestOf } from '../../../../plugins/output/outputDigests.js';

/** What the build keeps of a page: its record if it can be kept, read. */
const reusePage = (cache: PrerenderCache | undefined, url: string, key: string, outDir: string) => {
  const record = reusableRecord(cache, url, key, outDir);
  return record && readKeptPage(record, outDir);
};

describe('pre-render cache', () => {
  it('versions the server bundle by the names and contents of its files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'entryServer.js'), 'export const a = 1;');
    writeFileSync(join(dir, 'assets/defaultSidebar.js'), 'export default [];');
    const v1 = serverBundleVersion(dir);
    expect(serverBundleVersion(dir)).toBe(v1);
    writeFileSync(join(dir, 'assets/defaultSidebar.js'), 'export default [{}];');
    const v2 = serverBundleVersion(dir);
    expect(v2).not.toBe(v1);
    writeFileSync(join(dir, 'assets/other.js'), '');
    expect(serverBundleVersion(dir)).not.toBe(v2);
  });

  it('keys a page by the version, its URL and its route entry', () => {
    const entry = { path: '/a', kind: 'doc', standalone: 'assets/docs/a-123.js' };
    expect(pageKey('v', '/a', entry)).toBe(pageKey('v', '/a', { ...entry }));
    expect(pageKey('v', '/a', entry)).not.toBe(pageKey('w', '/a', entry));
    expect(pageKey('v', '/a', entry)).not.toBe(
      pageKey('v', '/a', { ...entry, standalone: 'assets/docs/a-456.js' }),
    );
    expect(pageKey('v', '/404.html', undefined)).not.toBe(pageKey('v', '/search', undefined));
  });

  it('lifts the app markup out of a written page, and only out of one', () => {
    expect(
      appHtmlOf(
        '<!DOCTYPE html><html><head><title>x</title></head><body><div id="__docs"><main><div>Hi</div></main></div></body></html>',
      ),
    ).toBe('<main><div>Hi</div></main>');
    expect(appHtmlOf('<html><body><p>hand-written</p></body></html>')).toBeUndefined();
  });

  it('reuses a page only with the same key and the same file as written', () => {
    const out = mkdtempSync(join(tmpdir(), 'out-'));
    const page =
      '<!DOCTYPE html><html><head></head><body><div id="__docs"><p>Body</p></div></body></html>';
    writeFileSync(join(out, 'a.html'), page);
    const cache: PrerenderCache = {
      version: 1,
      outDir: out,
      pages: {
        '/a': { key: 'k', file: 'a.html', size: Buffer.byteLength(page), head: { title: 'A' } },
      },
    };
    // The whole file comes along: a page written again the same is linked, not compared again.
    expect(reusePage(cache, '/a', 'k', out)).toEqual({
      html: '<p>Body</p>',
      head: { title: 'A' },
      document: page,
    });
    expect(reusePage(cache, '/a', 'other', out)).toBeUndefined();
    expect(reusePage(cache, '/b', 'k', out)).toBeUndefined();
    expect(reusePage(undefined, '/a', 'k', out)).toBeUndefined();
    writeFileSync(join(out, 'a.html'), page.replace('Body', 'Edited by hand'));
    expect(reusePage(cache, '/a', 'k', out)).toBeUndefined();
  });

  it('after a build into another folder, reuses only a file that is the recorded one byte for byte', () => {
    // `build --out-dir other`, then `build`: the cache's records are the other folder's pages.
    // A page here of the same size but an older build's (another entry script's hashed name)
    // must be rendered again, not kept.
    const out = mkdtempSync(join(tmpdir(), 'out-'));
    const other = mkdtempSync(join(tmpdir(), 'other-'));
    const page = (entry: string) =>
      `<!DOCTYPE html><html><head><script src="/assets/entry-${entry}.js"></script></head><body><div id="__docs"><p>Body</p></div></body></html>`;
    const written = page('AAAA1111');
    writeFileSync(join(other, 'a.html'), written);
    writeFileSync(join(out, 'a.html'), page('BBBB2222'));
    const record: PrerenderRecord = {
      key: 'k',
      file: 'a.html',
      size: Buffer.byteLength(written),
      digest: digestOf(written),
      head: { title: 'A' },
    };
    const dir = mkdtempSync(join(tmpdir(), 'renders-'));
    const file = join(dir, 'prerender.json');
    writePrerenderCache(file, { '/a': record }, other);
    const cache = readPrerenderCache(file);
    expect(cache?.outDir).toBe(other);
    expect(reusableRecord(cache, '/a', 'k', other)).toEqual(record);
    expect(reusableRecord(cache, '/a', 'k', out)).toBeUndefined();
    // The same page there (a build of the same sources) is kept; one without a digest is not.
    writeFileSync(join(out, 'a.html'), written);
    expect(reusableRecord(cache, '/a', 'k', out)).toEqual(record);
    const { digest: _, ...withoutDigest } = record;
    expect(
      reusableRecord({ version: 3, outDir: other, pages: { '/a': withoutDigest } }, '/a', 'k', out),
    ).toBeUndefined();
  });
});

describe('what the pre-render cache keeps to link a page without reading it', () => {
  it('gives back the links and ids written through its table of strings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'renders-'));
    const file = join(dir, 'prerender.json');
    const head = { title: 'A' } as PrerenderRecord['head'];
    const checked = { links: ['/b', '/c#x', '/b/'], ids: ['x', '/b'] };
    const pages: Record<string, PrerenderRecord> = {
      '/a': { key: 'k', file: 'a/index.html', size: 10, head, shell: 's', checked },
      '/d': {
        key: 'l',
        file: 'd/index.html',
        size: 9,
        head,
        shell: 't',
        checked: { links: ['/c#x'], ids: [] },
      },
      '/e': { key: 'm', file: 'e/index.html', size: 8, head },
    };
    writePrerenderCache(file, pages);
    expect(readPrerenderCache(file)?.pages).toEqual(pages);
    // A record whose numbers the table does not hold is read back without its shell: read again.
    const damaged = JSON.parse(readFileSync(file, 'utf8')) as {
      pages: Record<string, { checked: number[][] }>;
    };
    damaged.pages['/a']!.checked[0]![0] = 99;
    writeFileSync(file, JSON.stringify(damaged));
    expect(readPrerenderCache(file)?.pages['/a']?.shell).toBeUndefined();
    expect(readPrerenderCache(file)?.pages['/d']).toEqual(pages['/d']);
    // Or one of its ids.
    damaged.pages['/a']!.checked[0]![0] = 0;
    damaged.pages['/a']!.checked[1]![1] = -1;
    writeFileSync(file, JSON.stringify(damaged));
    expect(readPrerenderCache(file)?.pages['/a']?.shell).toBeUndefined();
    expect(readPrerenderCache(file)?.pages['/a']?.checked).toBeUndefined();
  });

  it("hashes a page's file without its app markup", () => {
    const page = (app: string, title = 'A') =>
      `<!DOCTYPE html><html><head><title>${title}</title></head><body><div id="${ROOT_ELEMENT_ID}">${app}</div></body></html>`;
    expect(shellKey(page('<p>one</p>'))).toBe(shellKey(page('')));
    expect(shellKey(page(''))).not.toBe(shellKey(page('', 'B')));
    expect(shellKey('<html>not a page</html>')).toBeUndefined();
  });
});

describe("a rebuild's records appended to the pre-render cache (issue 37)", () => {
  const head = { title: 'A' } as PrerenderRecord['head'];
  const sidebar = Array.from({ length: 30 }, (_, i) => `/docs/page-${i}`);
  /** Records of `count` pages, each linking the sidebar's pages, as a build writes them. */
  const site = (count: number): Record<string, PrerenderRecord> =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `/docs/page-${i}`,
        {
          key: `k${i}`,
          file: `docs/page-${i}/index.html`,
          size: 1000 + i,
          head,
          shell: `s${i}`,
          shellInputs: `in${i}`,
          checked: { links: [...sidebar], ids: [`h-${i}`] },
        },
      ]),
    );
  /** The next build's records from the read cache: every page kept (its record's fields). */
  const keptAll = (cache: PrerenderCache) =>
    Object.fromEntries(Object.entries(cache.pages).map(([url, r]) => [url, { ...r }]));
  const fresh = () => join(mkdtempSync(join(tmpdir(), 'renders-')), 'prerender.json');

  it("appends the changed, new and removed pages' records; the next read gives this build's records", () => {
    const file = fresh();
    writePrerenderCache(file, site(40), '/out');
    const whole = readFileSync(file);
    const ino = statSync(file).ino;
    const previous = readPrerenderCache(file)!;
    const pages = keptAll(previous);
    // One page rendered again (a new link, a new id), one gone, one new.
    pages['/docs/page-3'] = {
      ...pages['/docs/page-3']!,
      key: 'k3-edited',
      size: 2000,
      checked: { links: ['/docs/page-1', '/docs/new-link'], ids: ['h-3', 'edited'] },
    };
    delete pages['/docs/page-9'];
    pages['/docs/page-new'] = {
      key: 'kn',
      file: 'docs/page-new/index.html',
      size: 5,
      head,
      shell: 'sn',
      checked: { links: ['/docs/new-link', '/docs/page-0'], ids: [] },
    };
    writePrerenderCache(file, pages, '/out', previous);
    const after = readFileSync(file);
    expect(after.subarray(0, whole.length).equals(whole)).toBe(true);
    expect(statSync(file).ino).toBe(ino);
    // One short line: the three pages alone, and the two strings the table did not have.
    const segment = after.subarray(whole.length).toString();
    expect(segment.split('\n')).toHaveLength(2);
    expect(Object.keys(JSON.parse(segment) as { pages: object }).sort()).toEqual([
      'pages',
      'strings',
    ]);
    expect(Object.keys((JSON.parse(segment) as { pages: object }).pages).sort()).toEqual([
      '/docs/page-3',
      '/docs/page-9',
      '/docs/page-new',
    ]);
    expect((JSON.parse(segment) as { strings: string[] }).strings).toEqual([
      '/docs/new-link',
      'edited',
    ]);
    const read = readPrerenderCache(file)!;
    expect(read.pages).toEqual(pages);
    expect(read.outDir).toBe('/out');
    // The next rebuild appends to that, and reads back the same as a whole write would give.
    const next = keptAll(read);
    next['/docs/page-4'] = { ...next['/docs/page-4']!, key: 'k4-edited' };
    writePrerenderCache(file, next, '/out', read);
    expect(readFileSync(file).subarray(0, after.length).equals(after)).toBe(true);
    const wholeFile = fresh();
    writePrerenderCache(wholeFile, next, '/out');
    expect(readPrerenderCache(file)!.pages).toEqual(readPrerenderCache(wholeFile)!.pages);
  });

  it('writes the file whole when it changed since it was read, or for another output folder', () => {
    const file = fresh();
    writePrerenderCache(file, site(40), '/out');
    const previous = readPrerenderCache(file)!;
    const pages = keptAll(previous);
    pages['/docs/page-1'] = { ...pages['/docs/page-1']!, key: 'k1-edited' };
    // Another build wrote the file meanwhile (its pages not this build's).
    writePrerenderCache(file, { '/other': { key: 'o', file: 'o.html', size: 1, head } }, '/out');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    writePrerenderCache(file, pages, '/out', previous);
    expect(readFileSync(file, 'utf8')).not.toContain('\n');
    expect(readPrerenderCache(file)!.pages).toEqual(pages);
    // Built into another folder: the file names that folder, written whole.
    const again = readPrerenderCache(file)!;
    writePrerenderCache(file, keptAll(again), '/elsewhere', again);
    expect(readFileSync(file, 'utf8')).not.toContain('\n');
    expect(readPrerenderCache(file)!.outDir).toBe('/elsewhere');
  });

  it('reads no cache when a segment was cut short, and writes whole after many or large ones', () => {
    const file = fresh();
    writePrerenderCache(file, site(40), '/out');
    const previous = readPrerenderCache(file)!;
    const pages = keptAll(previous);
    pages['/docs/page-1'] = { ...pages['/docs/page-1']!, key: 'k1-edited' };
    writePrerenderCache(file, pages, '/out', previous);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.length - 10));
    expect(readPrerenderCache(file)).toBeUndefined();
    // Sixteen appended segments at most: the seventeenth rebuild writes the file whole.
    writePrerenderCache(file, site(200), '/out');
    let lines = 1;
    for (let n = 0; n < 17; n++) {
      const read = readPrerenderCache(file)!;
      const next = keptAll(read);
      next[`/docs/page-${n}`] = { ...next[`/docs/page-${n}`]!, key: `edit-${n}` };
      writePrerenderCache(file, next, '/out', read);
      lines = readFileSync(file, 'utf8').split('\n').length;
      expect(readPrerenderCache(file)!.pages).toEqual(next);
    }
    expect(lines).toBe(1);
    // A rebuild that changed most pages: more than a quarter of the cache, written whole.
    const read = readPrerenderCache(file)!;
    const most = Object.fromEntries(
      Object.entries(keptAll(read)).map(([url, r]) => [url, { ...r, key: `${r.key}-all` }]),
    );
    writePrerenderCache(file, most, '/out', read);
    expect(readFileSync(file, 'utf8')).not.toContain('\n');
    expect(readPrerenderCache(file)!.pages).toEqual(most);
  });
});
