import { describe, expect, it } from 'vitest';
import { docToMarkdown } from '../../../../plugins/output/markdownExport.js';
import { markdownFileFor } from '../../../../plugins/output/llmsTxt.js';

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

  it('puts the Markdown next to the page', () => {
    expect(markdownFileFor('/')).toBe('index.md');
    expect(markdownFileFor('/iot/')).toBe('iot.md');
    expect(markdownFileFor('/a/b')).toBe('a/b.md');
  });
});
