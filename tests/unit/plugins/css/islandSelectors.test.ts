import { describe, expect, it } from 'vitest';
import {
  islandSelectorVariants,
  withIslandSelectors,
} from '../../../../plugins/css/islandSelectors.js';

describe('islandSelectorVariants', () => {
  it('puts the marker at each child combinator, one at a time', () => {
    expect(islandSelectorVariants('.markdown > ul')).toEqual([
      '.markdown > :where(docs-island) > ul',
    ]);
    expect(islandSelectorVariants('.a>.b > .c')).toEqual([
      '.a> :where(docs-island) >.b > .c',
      '.a>.b > :where(docs-island) > .c',
    ]);
  });

  it('has none without a child combinator, or where `>` is in brackets, parentheses or strings', () => {
    expect(islandSelectorVariants('.markdown ul')).toEqual([]);
    expect(islandSelectorVariants('.a:has(> .b)')).toEqual([]);
    expect(islandSelectorVariants('a[title=">"]')).toEqual([]);
    expect(islandSelectorVariants('.x\\>y')).toEqual([]);
  });

  it('leaves out a variant whose element after the marker is tested for its place', () => {
    expect(islandSelectorVariants('.markdown > :last-child')).toEqual([]);
    expect(islandSelectorVariants('.markdown > .shelf:first-of-type > .jar')).toEqual([
      '.markdown > .shelf:first-of-type > :where(docs-island) > .jar',
    ]);
  });
});

describe('withIslandSelectors', () => {
  it('adds the variants beside each selector of a rule, in media queries too', () => {
    const css = '@media (min-width: 1px) { .a > p, .b { color: red } }\n.c d { color: blue }';
    expect(withIslandSelectors(css)).toBe(
      '@media (min-width: 1px) { .a > p, .a > :where(docs-island) > p, .b { color: red } }\n.c d { color: blue }',
    );
  });

  it('returns a stylesheet without child combinators as it is', () => {
    const css = '.a .b{color:red}';
    expect(withIslandSelectors(css)).toBe(css);
  });
});
