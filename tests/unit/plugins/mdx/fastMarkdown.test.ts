// The line scanner's parse of the simplest Markdown (plugins/mdx/fastMarkdown.ts): on every input
// it either gives up or gives micromark's tree exactly (key order and positions included), and a
// doc's compile is the same with it as without it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Processor } from 'unified';
import { afterEach, describe, expect, it } from 'vitest';
import { compileDoc, createMdxOptions } from '../../../../plugins/mdx/compileDoc.js';
import { parseSimpleMarkdown } from '../../../../plugins/mdx/fastMarkdown.js';
import { fastPathParse, parsePlainMarkdown } from '../../../../plugins/mdx/plainMarkdown.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';

const dir = mkdtempSync(join(tmpdir(), 'fast-md-'));
mkdirSync(join(dir, 'docs/guide'), { recursive: true });
mkdirSync(join(dir, 'static/img'), { recursive: true });
writeFileSync(join(dir, 'static/img/modem.png'), 'png');

afterEach(() => {
  fastPathParse.enabled = true;
});

const processor = () =>
  createProcessor(
    createMdxOptions({ permalinkBySource: new Map(), staticDirs: [join(dir, 'static')] }),
  ).freeze();

/** micromark's tree of a plain doc (the fast parse off). */
function micromarkTree(text: string) {
  fastPathParse.enabled = false;
  try {
    return parsePlainMarkdown(processor() as never, text);
  } finally {
    fastPathParse.enabled = true;
  }
}

/** Docs inside the subset: the scanner must parse them, to micromark's tree. */
const SIMPLE: [string, string][] = [
  ['an empty doc', ''],
  ['blank front matter lines', '\n\n\n\nText after the front matter.\n'],
  ['no final newline', '# Title\n\nLast line'],
  ['headings of every depth', '# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n'],
  ['a heading with several spaces', '##   Spaced heading\n'],
  ['a heading with inline code and a link', '## Run `make` and [the guide](./setup.md)\n'],
  [
    'a paragraph over lines',
    'First line of text.\nSecond line, with a comma.\nThird: with a colon.\n',
  ],
  [
    'links in a paragraph',
    'See [Connect device 385](../../section-004/doc-00385.md) for more.\n[At start](./a.md) and end [b](/b).\n',
  ],
  ['a link ending a line before text', 'Go to [the page](./a.md)\nand read it.\n'],
  ['code ending a line before a link', 'Run `npm ci`\n[then](./b.md) build.\n'],
  ['links to docs with anchors', 'See [power](./setup.md#power) and [top](#top).\n'],
  ['inline code', 'Call `AT+SBDIX` or `x = y` then (maybe) stop.\n'],
  ['prose punctuation', 'It works! Does it? Yes - 5 % of "it" > 3 + 2 = 5; #hash $x.\n'],
  [
    'a GFM table',
    '| Setting | Value | Notes |\n| --- | --- | --- |\n| outbound | 15 | Less each retry. |\n| report | 381 | Before next group. |\n',
  ],
  [
    'a table with alignment and code',
    '| Left | Centre | Right |\n|:---|:---:|---:|\n| `AT` | two words | 3 |\n',
  ],
  ['a table with wide cells', '|  A  |B|\n|--|--|\n|   x   |y|\n\nAfter.\n'],
  ['fenced code', '```js\nexport function checksum(bytes) {\n  return 0;\n}\n```\n'],
  [
    'fenced code with a title and line highlights',
    '```python title="parse.py" {2}\nimport json\ndef parse(raw):\n    return json.loads(raw)\n```\n',
  ],
  ['fenced code without a language', '```\nplain text\n```\n'],
  ['empty fenced code', '```bash\n```\n'],
  ['a longer fence around a shorter one', '````md\n```js\nx\n```\n````\n'],
  ['code with tabs and blank lines', '```go\nfunc main() {\n\tx := 1\n\n}\n```\n'],
  ['code with MDX-looking text', '```jsx\n<Tabs>{x}</Tabs>\nimport a from "b";\n```\n'],
  ['blank lines with spaces', 'One.\n   \nTwo.\n\t\nThree.\n'],
  ['a numbered word that is no list', '2026 was a year.\n'],
  ['emphasis and strong', 'Some *emphasis* and **strong**, _this_ and __that__ text.\n'],
  ['emphasis at the start and the end', '**Bold** start and *end*.\n'],
  ['strong ending in punctuation', '**Note:** read this. And (*in brackets*).\n'],
  [
    'emphasis in a heading and a table',
    '## A *big* step\n\n| *a* | **b** |\n| - | - |\n| x *y* | z |\n',
  ],
  ['a code span starting a paragraph', '`npm ci` installs.\n'],
  ['a bullet list', '- one\n- two *x*\n- `code` and [a link](./a.md)\n'],
  ['star and plus bullets', '* star\n* list\n\n## Next\n\n+ plus\n\nText.\n'],
  ['an ordered list', '1. one\n2. two\n3. **Step:** three\n'],
  ['an ordered list with parentheses from 10', '10) ten\n11) eleven\n'],
  ['a list ending a paragraph', 'Steps:\n- a\n- b\n\nThen:\n1. c\n'],
  [
    'a list before other blocks',
    '# Title\n\n- a\n\n\n```js\nx\n```\n\n| a |\n| - |\n| b |\n\n- x\n',
  ],
  ['a task-like link in a list', '- [x](./a.md) link\n'],
];

/** Docs outside it: the scanner gives up, micromark parses them. */
const OUTSIDE: [string, string][] = [
  ['an admonition', ':::note\nBody.\n:::\n'],
  ['an admonition with a title', ':::warning[Mind the antenna]\nNever hot-plug it.\n:::\n'],
  ['an image', '![The modem](/img/modem.png)\n'],
  ['a footnote', 'A claim[^1].\n\n[^1]: The source.\n'],
  ['an emoji shortcode', 'Launch :rocket: now.\n'],
  ['a text directive', 'key:value pairs\n'],
  ['a heading with an id', '## Power \\{#power\\}\n'],
  ['intraword emphasis', 'a*b*c and x **a**b\n'],
  ['emphasis after other punctuation', 'Say "*hi*" now.\n'],
  ['nested emphasis', '*a **b** c*\n'],
  ['unmatched emphasis runs', '**a* and ***a***\n'],
  ['emphasis followed by a letter', 'A *b*c\n'],
  ['strong closing after punctuation before a letter', '**Note:**read\n'],
  ['emphasis holding code', 'Text **a `c`** no.\n'],
  ['an unclosed emphasis', '*a\n'],
  ['snake_case', 'The my_var setting.\n'],
  ['strikethrough', 'Old ~~text~~.\n'],
  ['an autolink literal', 'Visit www.example.com today.\n'],
  ['an email', 'Mail ops@example.com.\n'],
  ['a URL as text', 'See https://example.com.\n'],
  ['an entity', 'Fish &amp; chips.\n'],
  ['an escape', 'A \\* star.\n'],
  ['a hard break', 'Line one  \nline two.\n'],
  ['a loose list', '- one\n\n- two\n'],
  ['a list item continued', '- one\n  continued\n'],
  ['a lazy line', '- one\nlazy\n'],
  ['an indented paragraph after a list', '- a\n\n  indented para\n'],
  ['a task list item', '- [ ] task\n- [x] done\n'],
  ['two spaces after a marker', '-  two spaces\n'],
  ['a nested list', '- - nested\n'],
  ['a heading in a list item', '- # heading\n'],
  ['a heading right after a list', '- a\n- b\n# H\n'],
  ['mixed bullets', '- a\n* b\n'],
  ['mixed delimiters', '1. a\n2) b\n'],
  ['another list after a blank line', '- a\n- b\n\n1. c\n'],
  ['an empty list item', '- a\n-\n'],
  ['an ordered list from 2 ending a paragraph', 'Text:\n2. a\n3. b\n'],
  ['a block quote', '> quoted\n'],
  ['a thematic break', 'Text.\n\n---\n'],
  ['a setext heading', 'Title\n=====\n'],
  ['an indented line', 'Para\n\n    not code\n'],
  ['a reference link', 'See [the guide][g].\n\n[g]: ./guide.md\n'],
  ['a shortcut reference', 'See [guide].\n'],
  ['a link with a title', 'See [a](./a.md "Title").\n'],
  ['a tilde fence', '~~~\ncode\n~~~\n'],
  ['an unclosed fence', '```js\ncode\n'],
  ['an indented closing fence', '```\ncode\n  ```\n'],
  ['a table without a blank line after it', '| a |\n| - |\n| b |\nlazy row\n'],
  ['a table row of another width', '| a | b |\n| - | - |\n| c |\n'],
  ['a table with an empty cell', '| a | b |\n| - | - |\n| | c |\n'],
  ['a table interrupting a paragraph', 'Text\n| a |\n| - |\n'],
  ['a heading with a closing sequence', '## Title ##\n'],
  ['trailing spaces', 'Text. \n'],
  ['HTML', 'Line<br/>break\n'],
  ['a carriage return', 'One\r\nTwo\r\n'],
];

describe('parseSimpleMarkdown', () => {
  it.each(SIMPLE)('parses %s to micromark’s tree', (_what, body) => {
    const text = preprocessMdx(body);
    const fast = parseSimpleMarkdown(text);
    expect(fast).toBeDefined();
    // The same tree, key order included (JSON of the tree is what later steps may store).
    expect(JSON.stringify(fast)).toBe(JSON.stringify(micromarkTree(text)));
  });

  it.each(OUTSIDE)('gives up on %s', (_what, body) => {
    expect(parseSimpleMarkdown(preprocessMdx(body))).toBeUndefined();
  });

  it('gives up on a line that starts a block inside a paragraph', () => {
    for (const next of ['# Heading', '```js', '2. item', '> quote', '| a |', '    code'])
      expect(parseSimpleMarkdown(`A paragraph line\n${next}\n`)).toBeUndefined();
  });
});

describe('the compile with the fast parse', () => {
  const compile = (body: string) =>
    compileDoc({
      body,
      filePath: join(dir, 'docs/guide/page.md'),
      source: 'guide/page.md',
      siteDir: dir,
      staticDirs: [join(dir, 'static')],
      permalinkBySource: new Map([
        ['guide/setup.md', '/guide/setup'],
        ['guide/page.md', '/guide/page'],
      ]),
      standalone: true,
      markdown: { siteUrl: 'https://example.com', baseUrl: '/' },
    });

  it.each([...SIMPLE, ...OUTSIDE])(
    'gives the same module, TOC, search sections and Markdown for %s',
    async (_what, body) => {
      const fast = await compile(body);
      fastPathParse.enabled = false;
      const slow = await compile(body);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
    },
  );

  it('resolves links to docs in a doc it parses', async () => {
    const body = '## Wiring\n\nSee [the setup](./setup.md#power).\n';
    expect(parseSimpleMarkdown(body)).toBeDefined();
    const { standalone } = await compile(body);
    expect(standalone).toContain('/guide/setup#power');
  });

  it('is not used when a site plugin adds syntax', () => {
    // A site's remark plugin with a tree extension of its own: its paragraphs carry data.
    function remarkMarked(this: Processor) {
      const data = this.data() as { fromMarkdownExtensions?: object[] };
      (data.fromMarkdownExtensions ??= []).push({
        enter: {
          paragraph(this: { enter: (n: object, t: unknown) => void }, token: unknown) {
            this.enter({ type: 'paragraph', children: [], data: { marked: true } }, token);
          },
        },
      });
    }
    const options = createMdxOptions({
      permalinkBySource: new Map(),
      staticDirs: [join(dir, 'static')],
    });
    const withPlugin = createProcessor({
      ...options,
      remarkPlugins: [...(options.remarkPlugins ?? []), remarkMarked],
    }).freeze();
    const tree = parsePlainMarkdown(withPlugin as never, 'Plain text.\n');
    expect(tree?.children[0]?.data).toEqual({ marked: true });
  });
});
