import { describe, expect, it } from 'vitest';
import {
  applyTrailingSlash,
  isSamePath,
  normalizePathname,
  resolveUrl,
  staticFileUrl,
  stripBaseUrl,
  withBaseUrl,
} from '../../../src/shared/paths.js';

describe('paths', () => {
  it('normalises .html and index.html to the bare path', () => {
    expect(normalizePathname('/a/b/index.html')).toBe('/a/b');
    expect(normalizePathname('/a/b.html')).toBe('/a/b');
    expect(normalizePathname('/a/b/')).toBe('/a/b');
    expect(normalizePathname('/index.html')).toBe('/');
  });
  it('compares paths like the sidebar does', () => {
    expect(isSamePath('/Guides/Intro/', '/guides/intro')).toBe(true);
    expect(isSamePath('/a', '/b')).toBe(false);
  });
  it('compares the same way once its kept keys start again (past 20,000 paths)', () => {
    const plain = (a: string, b: string) =>
      normalizePathname(a).toLowerCase() === normalizePathname(b).toLowerCase();
    const pairs: [string, string][] = [
      ['/Guides/Intro/', '/guides/intro'],
      ['/a/index.html', '/A/'],
      ['/a.html', '/a'],
      ['/a', '/a/b'],
      ['/', '/index.html'],
      ['/x//', '/X'],
    ];
    const differ: string[] = [];
    for (let i = 0; i < 25_000; i++) {
      const [a, b] = pairs[i % pairs.length]!;
      const sa = i % 7 === 0 ? `${a}${i}` : a;
      if (isSamePath(sa, b) !== plain(sa, b)) differ.push(`${sa} ${b}`);
    }
    expect(differ).toEqual([]);
    expect(pairs.map(([a, b]) => isSamePath(a, b))).toEqual([true, true, true, false, true, true]);
  });
  it('applies trailingSlash without touching / , query or hash', () => {
    expect(applyTrailingSlash('/a?x=1#h', true)).toBe('/a/?x=1#h');
    expect(applyTrailingSlash('/a/', false)).toBe('/a');
    expect(applyTrailingSlash('/', false)).toBe('/');
    expect(applyTrailingSlash('/a/', undefined)).toBe('/a/');
  });
  it('adds and strips the base URL', () => {
    expect(withBaseUrl('/a', '/docs/')).toBe('/docs/a');
    expect(stripBaseUrl('/docs/a', '/docs/')).toBe('/a');
    expect(stripBaseUrl('/docs', '/docs/')).toBe('/');
  });
  it('places a static file named in the config under the base URL, with or without a leading slash', () => {
    expect(staticFileUrl('img/favicon.ico', '/')).toBe('/img/favicon.ico');
    expect(staticFileUrl('/img/favicon.ico', '/')).toBe('/img/favicon.ico');
    expect(staticFileUrl('img/favicon.ico', '/docs/')).toBe('/docs/img/favicon.ico');
    expect(staticFileUrl('/img/favicon.ico', '/docs/')).toBe('/docs/img/favicon.ico');
    expect(staticFileUrl('/docs/img/favicon.ico', '/docs/')).toBe('/docs/img/favicon.ico');
    expect(staticFileUrl('https://cdn.example.com/f.ico', '/docs/')).toBe(
      'https://cdn.example.com/f.ico',
    );
    expect(staticFileUrl('data:image/svg+xml,%3Csvg%3E', '/')).toBe('data:image/svg+xml,%3Csvg%3E');
  });
  it('resolves relative links like a browser', () => {
    expect(resolveUrl('/a/b/c', './d')).toBe('/a/b/d');
    expect(resolveUrl('/a/b/c', '../d#x')).toBe('/a/d#x');
    expect(resolveUrl('/a/b/', 'd')).toBe('/a/b/d');
    expect(resolveUrl('/a/b', '#top')).toBe('/a/b#top');
  });
});
