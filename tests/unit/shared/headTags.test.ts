// Which of several `<Head>`s' meta and link elements the page keeps: react-helmet-async 1.3's rules
// (Docusaurus 3.8.1's Head), read from its source and checked against Docusaurus's build of
// tests/fixtures/sites/head-meta (tests/unit/plugins/output/headMetaBuild.test.ts).
import { describe, expect, it } from 'vitest';
import { headTagKey, mergeHeadTags, type HeadTag } from '../../../src/shared/pageHead.js';

const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });
const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });

describe('headTagKey', () => {
  it("is a meta's name or property, in lower case", () => {
    expect(headTagKey(meta({ name: 'Description', content: 'x' }))).toBe('meta name=description');
    expect(headTagKey(meta({ property: 'og:image', content: 'x' }))).toBe('meta property=og:image');
    expect(headTagKey(meta({ content: 'x' }))).toBeUndefined();
  });

  it("is a canonical link's rel, another link's href, a stylesheet's href", () => {
    expect(headTagKey(link({ rel: 'canonical', href: 'https://a/x' }))).toBe('link rel=canonical');
    expect(headTagKey(link({ href: 'https://a/x', rel: 'canonical' }))).toBe('link rel=canonical');
    expect(headTagKey(link({ rel: 'alternate', href: 'https://a/X', hreflang: 'en' }))).toBe(
      'link href=https://a/x',
    );
    expect(headTagKey(link({ rel: 'stylesheet', href: '/s.css' }))).toBe('link href=/s.css');
  });
});

describe('mergeHeadTags', () => {
  it("keeps a later Head's element of a key, all of one Head's, none without a key", () => {
    const layout = [meta({ name: 'description', content: 'layout' }), meta({ content: 'no key' })];
    const page = [
      meta({ name: 'description', content: 'page' }),
      meta({ property: 'og:locale:alternate', content: 'fr' }),
      meta({ property: 'og:locale:alternate', content: 'de' }),
      link({ rel: 'canonical', href: 'https://a/page' }),
    ];
    const later = [link({ rel: 'canonical', href: 'https://a/later' })];
    expect(mergeHeadTags([layout, page, later])).toEqual([
      meta({ name: 'description', content: 'page' }),
      meta({ property: 'og:locale:alternate', content: 'fr' }),
      meta({ property: 'og:locale:alternate', content: 'de' }),
      link({ rel: 'canonical', href: 'https://a/later' }),
    ]);
  });
});
