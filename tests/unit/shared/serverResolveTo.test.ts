// How the server's render resolves a link's target (src/client/urls.ts): in this project's node
// environment `import.meta.env.SSR` is true, as in the server bundle.
import { describe, expect, it } from 'vitest';
import { resolveTo } from '../../../src/client/urls.js';

describe('resolveTo in the server render', () => {
  it('resolves a plain absolute path without the URL parser, as the parser would (issue 37)', () => {
    expect(import.meta.env.SSR).toBe(true);
    const from = { pathname: '/c/d', search: '?q=1' };
    // What the parser makes of each (dot segments, escapes, another host, query, fragment, `\\`).
    const cases = [
      '/',
      '/a/b',
      '/section-001/topic_2/doc-00500/',
      '/a//b',
      '/~user',
      '//host/x',
      '/a/./b',
      '/a/../b',
      '/a b',
      '/é',
      '/a%20b',
      '/a\\b',
      '/a?x',
      '/a#y',
      'rel/x',
    ];
    const parsed = cases.map((to) => {
      const u = new URL(to, 'http://router.invalid' + from.pathname + from.search);
      return { pathname: u.pathname, search: u.search, hash: u.hash };
    });
    const Parser = globalThis.URL;
    const parsedNow: unknown[] = [];
    globalThis.URL = class extends Parser {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        parsedNow.push(url);
      }
    };
    try {
      expect(cases.map((to) => resolveTo(to, from))).toEqual(parsed);
      // Only the paths the parser would change, or that are not plain absolute paths, reach it.
      expect(parsedNow).toEqual(cases.slice(5));
    } finally {
      globalThis.URL = Parser;
    }
  });
});
