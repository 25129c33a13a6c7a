import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { docToMarkdown, finishMarkdown } from '../../../../plugins/output/markdownExport.js';
import { categoryItemsByPath, markdownFileFor } from '../../../../plugins/output/llmsTxt.js';
import { getCurrentCategoryItems } from '../../../../src/shared/sidebar.js';
import type { SidebarItem } from '../../../../src/shared/types.js';

describe('Markdown export', () => {
  it('flattens MDX components into plain Markdown with absolute links', async () => {
    const md = await docToMarkdown({
      title: 'Guide',
      description: 'A guide.',
      url: 'https://e.com/guide/a',
      source: 'guide/a.md',
      permalinkBySource: new Map([['guide/b.md', '/guide/b']]),
      absolute: (p) => `https://e.com${p}`,
      cards: [{ label: 'B', href: '/guide/b', description: 'The B page' }],
      body: "import X from './x.js';\n\n## Set up {#setup}\n\nSee [b](./b.md#x).\n\n:::warning[Careful]\nHot.\n:::\n\n<Tabs>\n<TabItem value=\"py\" label=\"Python\">\n\nUse pip.\n\n</TabItem>\n</Tabs>\n\n<DocCardList />\n",
    });
    expect(md).toContain('# Guide\n\n> A guide.\n\nSource: https://e.com/guide/a');
    expect(md).toContain('## Set up\n');
    expect(md).toContain('[b](https://e.com/guide/b#x)');
    expect(md).toContain('> **WARNING:** Careful');
    expect(md).toContain('**Python**\n\nUse pip.');
    expect(md).toContain('- [B](https://e.com/guide/b): The B page');
    expect(md).not.toContain('import X');
    expect(md).not.toContain('<');
  });

  it('gets the same Markdown from the compile, with no second parse, cards or none, wherever the card list stands', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'md-export-'));
    const permalinkBySource = new Map([['guide/b.md', '/guide/b']]);
    const absolute = (p: string) => `https://e.com/docs${p}`;
    const bodies = [
      "## Set up {#setup}\n\nSee [b](./b.md#x) and [c](/abs).\n\n:::tip\nHot *tip*.\n:::\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<DocCardList />\n\nAfter the cards.\n",
      '<DocCardList />\n',
      '# Own title\n\nText, then cards:\n\n<DocCardList />\n',
      '```js title="a.js"\nconst a = 1;\n```\n\n- one\n- two\n',
    ];
    for (const body of bodies) {
      const { markdown } = await compileDoc({ body, filePath: join(dir, 'guide/a.mdx'), source: 'guide/a.mdx', staticDir: join(dir, 'static'), permalinkBySource, markdown: { siteUrl: 'https://e.com', baseUrl: '/docs/' } });
      for (const cards of [[], [{ label: 'B', href: '/guide/b', description: 'The B page' }, { label: 'C *', href: '/c' }]]) {
        const params = { title: 'Guide', description: 'A guide.', url: 'https://e.com/docs/guide/a', cards, absolute };
        expect(finishMarkdown({ ...params, body: markdown! }), body).toBe(await docToMarkdown({ ...params, body, source: 'guide/a.mdx', permalinkBySource }));
      }
    }
  });

  it('puts the Markdown next to the page', () => {
    expect(markdownFileFor('/')).toBe('index.md');
    expect(markdownFileFor('/iot/')).toBe('iot.md');
    expect(markdownFileFor('/a/b')).toBe('a/b.md');
  });

  it('finds the card list of every page in one walk, as getCurrentCategoryItems does for one', () => {
    const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });
    const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, collapsed: true, collapsible: true, ...(href ? { href } : {}) });
    const sidebar: SidebarItem[] = [
      link('/intro'),
      category('Guides', [link('/guides/a'), category('Deep', [link('/guides/deep/x'), link('/guides/a')], '/guides/deep'), link('/Guides/B/')], '/guides'),
      category('No page', [link('/other/c'), { type: 'html', value: '<hr>' }]),
    ];
    const byPath = categoryItemsByPath(sidebar);
    for (const path of ['/intro', '/guides', '/guides/a', '/guides/deep', '/guides/deep/x', '/guides/b', '/other/c']) {
      expect(byPath.get(path), path).toBe(getCurrentCategoryItems(sidebar, path));
    }
    expect(byPath.has('/unknown')).toBe(false);
  });
});
