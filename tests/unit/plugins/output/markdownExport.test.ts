import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import {
  docToMarkdown,
  finishMarkdown,
  IMAGE_MARK,
  remarkMarkdownSnapshot,
  resolveImageMarks,
} from '../../../../plugins/output/markdownExport.js';
import { categoryItemsByPath, markdownFileFor } from '../../../../plugins/output/llmsTxt.js';
import { getCurrentCategoryItems } from '../../../../src/shared/sidebar.js';
import type { SidebarItem } from '../../../../src/shared/types.js';

const permalinkBySource = new Map([['guide/b.md', '/guide/b']]);
const absolute = (p: string) => `https://e.com/docs${p}`;
const siteDir = mkdtempSync(join(tmpdir(), 'md-body-'));
mkdirSync(join(siteDir, 'static/img'), { recursive: true });
writeFileSync(join(siteDir, 'static/img/x.png'), 'png');
writeFileSync(join(siteDir, 'guide-local.png'), 'png');
mkdirSync(join(siteDir, 'guide/img'), { recursive: true });
for (const f of ['img/a.png', 'my img.png', 'c.svg', 'd.png'])
  writeFileSync(join(siteDir, 'guide', f), 'png');

/** A page's Markdown body from the compile, checked against the standalone path. */
async function bodyOf(body: string): Promise<string> {
  const { markdown } = await compileDoc({
    body,
    filePath: join(siteDir, 'guide/a.mdx'),
    source: 'guide/a.mdx',
    staticDirs: [join(siteDir, 'static')],
    permalinkBySource,
    markdown: { siteUrl: 'https://e.com', baseUrl: '/docs/' },
  });
  const params = { title: 'Guide', description: '', url: 'https://e.com/docs/guide/a', absolute };
  expect(await docToMarkdown({ ...params, body, source: 'guide/a.mdx', permalinkBySource })).toBe(
    finishMarkdown({ ...params, body: markdown! }),
  );
  return markdown!;
}

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
      body: 'import X from \'./x.js\';\n\n## Set up {#setup}\n\nSee [b](./b.md#x).\n\n:::warning[Careful]\nHot.\n:::\n\n<Tabs>\n<TabItem value="py" label="Python">\n\nUse pip.\n\n</TabItem>\n</Tabs>\n\n<DocCardList />\n',
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
      '## Set up {#setup}\n\nSee [b](./b.md#x) and [c](/abs).\n\n:::tip\nHot *tip*.\n:::\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<DocCardList />\n\nAfter the cards.\n',
      '<DocCardList />\n',
      '# Own title\n\nText, then cards:\n\n<DocCardList />\n',
      '```js title="a.js"\nconst a = 1;\n```\n\n- one\n- two\n',
    ];
    for (const body of bodies) {
      const { markdown } = await compileDoc({
        body,
        filePath: join(dir, 'guide/a.mdx'),
        source: 'guide/a.mdx',
        staticDirs: [join(dir, 'static')],
        permalinkBySource,
        markdown: { siteUrl: 'https://e.com', baseUrl: '/docs/' },
      });
      for (const cards of [
        [],
        [
          { label: 'B', href: '/guide/b', description: 'The B page' },
          { label: 'C *', href: '/c' },
        ],
      ]) {
        const params = {
          title: 'Guide',
          description: 'A guide.',
          url: 'https://e.com/docs/guide/a',
          cards,
          absolute,
        };
        expect(finishMarkdown({ ...params, body: markdown! }), body).toBe(
          await docToMarkdown({ ...params, body, source: 'guide/a.mdx', permalinkBySource }),
        );
      }
    }
  });

  it('keeps untouched blocks as the author wrote them', async () => {
    const body =
      '* one\n* two _em_ and __strong__\n\n| L | R | C |\n|:--|--:|:-:|\n| a | b | c |\n\nSetext\n======\n\n1) first\n2) second\n';
    expect(await bodyOf(body)).toBe(body.trim());
  });

  it('patches link destinations in place, at any depth', async () => {
    expect(
      await bodyOf(
        '- a\n  - b [b](./b.md)\n\n> quote [c](/c)\n>\n> - in quote [d](./b.md#x "T")\n\n| link | code |\n|---|---|\n| [e](/e) | `a \\| b` |\n\n[f](https://x.org/a.md) and [g](#top) and www.x.org.\n',
      ),
    ).toBe(
      '- a\n  - b [b](https://e.com/docs/guide/b)\n\n> quote [c](https://e.com/docs/c)\n>\n> - in quote [d](https://e.com/docs/guide/b#x "T")\n\n| link | code |\n|---|---|\n| [e](https://e.com/docs/e) | `a \\| b` |\n\n[f](https://x.org/a.md) and [g](#top) and www.x.org.',
    );
    // A destination that needs it gets the <…> form.
    expect(await bodyOf('[a](</x y> "t") and [b](/a(b)c)\n')).toBe(
      '[a](<https://e.com/docs/x y> "t") and [b](<https://e.com/docs/a(b)c>)',
    );
  });

  it('makes the URLs of images from static/ absolute, in place or through the serializer', async () => {
    expect(
      await bodyOf(
        '![A modem](/img/x.png "The modem") and ![alt [with] \\] brackets](</img/x.png>)\n',
      ),
    ).toBe(
      '![A modem](https://e.com/docs/img/x.png "The modem") and ![alt [with] \\] brackets](https://e.com/docs/img/x.png)',
    );
    // In a link, in a table cell, and with a code span in its text (the block is serialized then).
    expect(
      await bodyOf('[![badge](/img/x.png)](/guide)\n\n| i |\n|---|\n| ![c](/img/x.png) |\n'),
    ).toBe(
      '[![badge](https://e.com/docs/img/x.png)](https://e.com/docs/guide)\n\n| i |\n|---|\n| ![c](https://e.com/docs/img/x.png) |',
    );
    expect(await bodyOf('![the `]` key](/img/x.png)\n')).toBe(
      '![the \\] key](https://e.com/docs/img/x.png)',
    );
    // A remote image is left as written; a co-located one is marked for the build (below).
    expect(
      await bodyOf('![remote](https://cdn.example/x.png) and ![local](../guide-local.png)\n'),
    ).toBe(
      `![remote](https://cdn.example/x.png) and ![local](${IMAGE_MARK}../guide-local.png${IMAGE_MARK})`,
    );
  });

  it('marks co-located images, in place or through the serializer, for the build to put their final URLs in', async () => {
    const md = await bodyOf(
      '![a](./img/a.png) ![b](<./my img.png> "B")\n\n:::tip\n\n![c](c.svg)\n\n:::\n\n[![d](./d.png)](#top)\n',
    );
    const urls: string[] = [];
    const resolved = resolveImageMarks(
      md,
      (url) => (urls.push(url), `https://e.com/docs/assets/${url.replace(/\W/g, '')}`),
    );
    expect(urls).toEqual(['./img/a.png', './my img.png', 'c.svg', './d.png']);
    expect(resolved).not.toContain(IMAGE_MARK);
    // A URL written in angle brackets (it has a space) keeps them: still a valid destination.
    expect(resolved).toContain(
      '![a](https://e.com/docs/assets/imgapng) ![b](<https://e.com/docs/assets/myimgpng> "B")',
    );
    expect(resolved).toContain('![c](https://e.com/docs/assets/csvg)');
    expect(resolved).toContain('[![d](https://e.com/docs/assets/dpng)](#top)');
    expect(resolveImageMarks('no images', () => 'x')).toBe('no images');
  });

  it('resolves and completes the destinations of reference definitions', async () => {
    expect(await bodyOf('See [the guide][g], [g] and [x].\n\n[g]: ./b.md "Guide"\n[x]: /x\n')).toBe(
      'See [the guide][g], [g] and [x].\n\n[g]: https://e.com/docs/guide/b "Guide"\n\n[x]: https://e.com/docs/x',
    );
  });

  it('flattens JSX in a list item or a paragraph, serializing only that block', async () => {
    expect(
      await bodyOf(
        'Intro *kept*.\n\n- one\n- two\n\n  <Tabs>\n  <TabItem value="a" label="A">\n\n  Inside [b](./b.md).\n\n  </TabItem>\n  </Tabs>\n- three\n\n* kept\n',
      ),
    ).toBe(
      'Intro *kept*.\n\n- one\n- two\n\n  **A**\n\n  Inside [b](https://e.com/docs/guide/b).\n- three\n\n* kept',
    );
    expect(await bodyOf('Press <kbd>Ctrl</kbd> and see [b](./b.md).\n\n- _kept_\n')).toBe(
      'Press Ctrl and see [b](https://e.com/docs/guide/b).\n\n- _kept_',
    );
  });

  it('strips heading ids from headings only', async () => {
    expect(
      await bodyOf(
        '## Set up [b](./b.md) {#setup}\n\n```md\n## Title {#x}\n```\n\nText \\{#y\\} stays.\n',
      ),
    ).toBe(
      '## Set up [b](https://e.com/docs/guide/b)\n\n```md\n## Title {#x}\n```\n\nText \\{#y\\} stays.',
    );
  });

  it('removes imports, exports and expressions', async () => {
    expect(
      await bodyOf(
        'import X from "./x.js";\nexport const y = 1;\n\n{/* a comment */}\n\n# Title\n\nText {/* inline */} here.\n\n{/* another */}\n',
      ),
    ).toBe('# Title\n\nText  here.');
  });

  it('turns admonitions into block quotes, with or without a title', async () => {
    expect(
      await bodyOf(
        ':::tip\nHot *tip*.\n:::\n\n:::warning[Careful]\nHot.\n:::\n\n:::note Legacy title\nOld form.\n:::\n\n- item\n\n  :::danger\n  Nested.\n  :::\n',
      ),
    ).toBe(
      '> **TIP**\n>\n> Hot *tip*.\n\n> **WARNING:** Careful\n>\n> Hot.\n\n> **NOTE:** Legacy title\n>\n> Old form.\n\n- item\n\n  > **DANGER**\n  >\n  > Nested.',
    );
  });

  it('leaves the card list marker where the card list stood', async () => {
    expect(await bodyOf('Intro.\n\n<DocCardList />\n\nAfter.\n')).toBe(
      'Intro.\n\n<!--docs:doc-card-list-->\n\nAfter.',
    );
    expect(await bodyOf('<DocCardList />\n\nAfter.\n')).toBe('<!--docs:doc-card-list-->\n\nAfter.');
    expect(await bodyOf('Intro.\n\n<DocCardList />\n')).toBe('Intro.\n\n<!--docs:doc-card-list-->');
  });

  it('makes the cards only for a page that shows a card list', () => {
    const absolute = (p: string) => 'https://e.com' + p;
    let calls = 0;
    const cards = () => (calls++, [{ label: 'B', href: '/b' }]);
    const plain = finishMarkdown({
      title: 'A',
      description: '',
      url: 'https://e.com/a',
      body: 'Text.',
      cards,
      absolute,
    });
    expect(calls).toBe(0);
    expect(plain).toBe('# A\n\nSource: https://e.com/a\n\nText.\n');
    const listed = finishMarkdown({
      title: 'A',
      description: '',
      url: 'https://e.com/a',
      body: 'Text.\n\n<!--docs:doc-card-list-->',
      cards,
      absolute,
    });
    expect(calls).toBe(1);
    expect(listed).toContain('- [B](https://e.com/b)');
  });

  it('keeps two lists apart when what stood between them is removed', async () => {
    expect(await bodyOf('- a\n\n{/* split */}\n\n- b\n\n{/* split */}\n\n* c\n')).toBe(
      '- a\n\n* b\n\n- c',
    );
    expect(await bodyOf('1. a\n\n{/* split */}\n\n1. b\n')).toBe('1. a\n\n1) b');
  });

  it('serializes blocks whose indentation plain Markdown would read as code', async () => {
    // MDX has no indented code: these are a nested list and a paragraph.
    expect(await bodyOf('- a\n      - deep\n\n>      quoted\n')).toBe('- a\n  - deep\n\n> quoted');
  });

  it('gives an empty body for an empty doc, or one that is only front matter', async () => {
    expect(await bodyOf('')).toBe('');
    expect(await bodyOf('\n\n\n\n\n')).toBe('');
    // Offsets count the blank lines that stand for the front matter.
    expect(await bodyOf('\n\n\n\n# Title\n\nText [b](./b.md).\n')).toBe(
      '# Title\n\nText [b](https://e.com/docs/guide/b).',
    );
  });

  it('puts the Markdown next to the page', () => {
    expect(markdownFileFor('/')).toBe('index.md');
    expect(markdownFileFor('/iot/')).toBe('iot.md');
    expect(markdownFileFor('/a/b')).toBe('a/b.md');
  });

  it('finds the card list of every page in one walk, as getCurrentCategoryItems does for one', () => {
    const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });
    const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({
      type: 'category',
      label,
      items,
      collapsed: true,
      collapsible: true,
      ...(href ? { href } : {}),
    });
    const sidebar: SidebarItem[] = [
      link('/intro'),
      category(
        'Guides',
        [
          link('/guides/a'),
          category('Deep', [link('/guides/deep/x'), link('/guides/a')], '/guides/deep'),
          link('/Guides/B/'),
        ],
        '/guides',
      ),
      category('No page', [link('/other/c'), { type: 'html', value: '<hr>' }]),
    ];
    const byPath = categoryItemsByPath(sidebar);
    for (const path of [
      '/intro',
      '/guides',
      '/guides/a',
      '/guides/deep',
      '/guides/deep/x',
      '/guides/b',
      '/other/c',
    ]) {
      expect(byPath.get(path), path).toBe(getCurrentCategoryItems(sidebar, path));
    }
    expect(byPath.has('/unknown')).toBe(false);
  });
});

describe('elements a remark plugin makes', () => {
  it('takes an element without children (MDX compiles it as an empty one) as empty', () => {
    const body = 'Before.\n\nAfter.\n';
    const tree = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Before.' }] },
        // typescript-eslint's rule docs plugin inserts its playground button like this.
        { type: 'mdxJsxFlowElement', name: 'TryInPlayground', attributes: [] },
        { type: 'paragraph', children: [{ type: 'text', value: 'After.' }] },
      ],
    };
    const file = { value: body, data: {} as Record<string, unknown> };
    remarkMarkdownSnapshot({ absolute })(tree as never, file);
    expect(file.data.markdown).toContain('Before.');
    expect(file.data.markdown).toContain('After.');
  });
});
