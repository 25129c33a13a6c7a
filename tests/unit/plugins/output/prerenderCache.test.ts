// Which pages the pre-render may take from the previous build.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
