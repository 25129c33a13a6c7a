// Which pages the pre-render may take from the previous build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appHtmlOf,
  pageKey,
  readKeptPage,
  reusableRecord,
  serverBundleVersion,
  type PrerenderCache,
} from '../../../../plugins/output/prerenderCache.js';

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
});
