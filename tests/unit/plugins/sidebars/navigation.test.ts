import { describe, expect, it } from 'vitest';
import type { FrontMatter } from '../../../../plugins/config/schema.js';
import { createDocMetadata } from '../../../../plugins/docs/docMetadata.js';
import { computeDocNavigation } from '../../../../plugins/sidebars/navigation.js';
import { toClientItems } from '../../../../plugins/sidebars/postProcessSidebars.js';
import type { NormalizedItem } from '../../../../plugins/sidebars/normalizeSidebars.js';
import GithubSlugger from 'github-slugger';

// In-memory docs: [path, front matter].
const docs = (
  [
    ['a.md', { title: 'A' }],
    ['b.md', { title: 'B', pagination_next: 'd', pagination_label: 'Bee' }],
    ['c.md', { title: 'C', pagination_prev: null }],
    ['d.md', { title: 'D', displayed_sidebar: 'other' }],
    ['e.md', { title: 'E', unlisted: true }],
  ] as [string, Partial<FrontMatter>][]
).map(([source, fm]) =>
  createDocMetadata({ source, filePath: `/s/docs/${source}`, content: '' }, fm as FrontMatter, ''),
);

const normalized: Record<string, NormalizedItem[]> = {
  main: [
    { type: 'doc', id: 'a' },
    { type: 'doc', id: 'b' },
    { type: 'doc', id: 'e' },
    { type: 'doc', id: 'c' },
  ],
  other: [
    { type: 'doc', id: 'd' },
    { type: 'link', href: 'https://x.y', label: 'X' },
  ],
};

describe('previous / next', () => {
  const ctx = {
    docsById: new Map(docs.map((d) => [d.id, d])),
    sidebarName: 'main',
    slugger: new GithubSlugger(),
    generatedIndexes: [],
    errors: [],
  };
  const client = {
    main: toClientItems(normalized.main!, ctx),
    other: toClientItems(normalized.other!, { ...ctx, sidebarName: 'other' }),
  };
  const { navigation, errors } = computeDocNavigation({ docs, normalized, client });

  it('links neighbours, skipping unlisted docs and using pagination_label', () => {
    expect(errors).toEqual([]);
    expect(navigation.get('a')).toEqual({
      sidebar: 'main',
      next: { title: 'Bee', permalink: '/b' },
    });
    expect(navigation.get('c')?.previous).toBeUndefined();
  });

  it('honours pagination_next / pagination_prev overrides and null', () => {
    expect(navigation.get('b')?.next).toEqual({ title: 'D', permalink: '/d' });
    expect(navigation.get('b')?.previous).toEqual({ title: 'A', permalink: '/a' });
  });

  it('uses displayed_sidebar and the last sidebar containing a doc', () => {
    expect(navigation.get('d')?.sidebar).toBe('other');
    expect(navigation.get('e')?.sidebar).toBe('main');
  });

  it('reports a pagination target that does not exist', () => {
    const bad = [
      createDocMetadata(
        { source: 'z.md', filePath: '/s/docs/z.md', content: '' },
        { pagination_next: 'nope' } as FrontMatter,
        '',
      ),
    ];
    const result = computeDocNavigation({
      docs: bad,
      normalized: { main: [{ type: 'doc', id: 'z' }] },
      client: { main: [] },
    });
    expect(result.errors[0]).toContain(
      'the pagination_next front matter points to a non-existent ID nope.',
    );
  });
});
