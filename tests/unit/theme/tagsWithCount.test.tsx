// On a Docusaurus site (this suite) the tags pages draw each tag with its count as Docusaurus's Tag
// does in every 3.x release: a label pointing left, with a punched hole, its list item leaving the
// point room (classicLook.css). The 3.10 template's /blog/tags page is pixel-identical to
// Docusaurus's with these rules, light and dark, at 1280 and 900 px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup } from '@testing-library/react';
import postcss from 'postcss';
import { afterEach, describe, expect, it } from 'vitest';
import TagsListByLetter from '../../../src/theme/classic/TagsListByLetter.js';
import { renderAt } from './render.js';

afterEach(cleanup);

const css = readFileSync(join(import.meta.dirname, '../../../src/theme/classicLook.css'), 'utf8');
/** The declarations of the rules whose selector list has `selector`, the last one of each prop. */
const decls = (selector: string) => {
  const out: Record<string, string> = {};
  postcss.parse(css).walkRules((r) => {
    if (r.selectors.includes(selector)) r.walkDecls((d) => void (out[d.prop] = d.value));
  });
  return out;
};

describe('a tag with its count on a Docusaurus site', () => {
  it('sits in a list item that leaves its point room', () => {
    const { container } = renderAt(
      <TagsListByLetter tags={[{ label: 'rf', permalink: '/docs/tags/rf', count: 2 }]} />,
    );
    const li = container.querySelector('li')!;
    expect(li.className).toBe('tag-list-item tags-by-letter__item');
    expect(li.querySelector('a.tag > .tag__count')?.textContent).toBe('2');
    expect(decls('li.tags-by-letter__item')).toEqual({
      display: 'inline-block',
      margin: '0.5rem 0.5rem 0 1rem',
    });
  });

  it("is a label pointing left with a hole, the docs' and the blog's alike", () => {
    for (const link of ['a.tag:has(> .tag__count)', 'a.blog-tag--with-count']) {
      expect(decls(link)).toMatchObject({ 'border-left': '0', padding: '0 0.5rem 0 1rem' });
      expect(decls(`${link}::before`)).toMatchObject({
        transform: 'translate(50%, -50%) rotate(-45deg)',
        'border-right': '0',
        'border-bottom': '0',
      });
      expect(decls(`${link}::after`)).toMatchObject({ 'border-radius': '50%' });
      expect(decls(`${link}:hover`)).toEqual({
        '--docusaurus-tag-list-border': 'var(--ifm-link-color)',
      });
    }
  });
});
