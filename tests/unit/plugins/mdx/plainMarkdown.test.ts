// The fast path for plain Markdown docs: which docs take it, and that it compiles them to what
// MDX's own path gives (the same tree, search sections, Markdown export and rendered page).
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as jsxRuntime from 'react/jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useMDXComponents } from '@mdx-js/react';
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterEach, describe, expect, it } from 'vitest';
import { compileDoc, createMdxOptions } from '../../../../plugins/mdx/compileDoc.js';
import { fastPath, hastToStandaloneModule } from '../../../../plugins/mdx/hastModule.js';
import {
  looksPlain,
  markPlainTree,
  parsePlainMarkdown,
  skipUnravelOnPlainTrees,
  UNRAVEL_PLUGIN,
} from '../../../../plugins/mdx/plainMarkdown.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';

const dir = mkdtempSync(join(tmpdir(), 'plain-md-'));
mkdirSync(join(dir, 'docs/guide'), { recursive: true });
mkdirSync(join(dir, 'static/img'), { recursive: true });
writeFileSync(join(dir, 'static/img/modem.png'), 'png');
writeFileSync(join(dir, 'docs/guide/wiring.png'), 'png');

/** Every Markdown feature the knowledgebase's docs use, and none of MDX's syntax. */
const FEATURES = [
  '## Wiring the modem — 5 V',
  '',
  'Read [the setup](./setup.md), [a section](./setup.md#power), [the site](https://example.com)',
  'and https://example.com/bare. Text with *emphasis*, **strong**, ~~gone~~ and `inline code`.',
  'Ünïcödé 🛰️ and :satellite: and a footnote[^1].',
  '',
  '### Steps',
  '',
  '1. Connect the antenna',
  '2. Power the unit',
  '   - nested item',
  '   - [ ] open task',
  '   - [x] done task',
  '',
  '| Command | Meaning | Notes |',
  '| :--- | :---: | ---: |',
  '| `AT+SBDIX` | start a session | returns status |',
  '| AT | attention | plain |',
  '',
  ':::warning[Mind the antenna]',
  'Never hot-plug the **antenna**.',
  ':::',
  '',
  ':::tip',
  'Nested content.',
  '',
  ':::note',
  'Inner note.',
  ':::',
  ':::',
  '',
  '```python title="parse.py" {2}',
  'import json',
  'def parse(raw):',
  '    return json.loads(raw)  # a < b and {braces}',
  '```',
  '',
  '```bash',
  'echo "export PATH=$HOME/bin"',
  'import nothing',
  '```',
  '',
  '```',
  'no language',
  '```',
  '',
  '![The modem](/img/modem.png)',
  '',
  '![The modem, titled](/img/modem.png "A title")',
  '',
  '> A quote with a [link](./setup.md).',
  '',
  '---',
  '',
  '#### Custom id {#custom-id}',
  '',
  'Line with a hard break  ',
  'and a second line.',
  '',
  '[^1]: The footnote.',
  '',
].join('\n');

const compile = (body: string, source = 'guide/wiring.mdx') =>
  compileDoc({
    body,
    filePath: join(dir, 'docs', source),
    source,
    siteDir: dir,
    staticDirs: [join(dir, 'static')],
    permalinkBySource: new Map([
      ['guide/setup.md', '/guide/setup'],
      ['guide/wiring.mdx', '/guide/wiring'],
    ]),
    standalone: true,
    markdown: { siteUrl: 'https://example.com', baseUrl: '/' },
  });

/** Compiles once by each path. */
async function bothPaths(body: string, source?: string) {
  fastPath.enabled = false;
  const slow = await compile(body, source);
  fastPath.enabled = true;
  const fast = await compile(body, source);
  return { slow, fast };
}
afterEach(() => {
  fastPath.enabled = true;
});

let n = 0;
async function load(code: string): Promise<Record<string, unknown>> {
  const file = join(dir, `m${n++}.mjs`);
  writeFileSync(file, code);
  const mod = (await import(pathToFileURL(file).href)) as {
    default: (r: unknown) => Record<string, unknown>;
  };
  return mod.default({ 'react/jsx-runtime': jsxRuntime, '@mdx-js/react': { useMDXComponents } });
}

/** Stand-ins that show every prop a component gets, so a difference in props shows in the HTML. */
const stub =
  (name: string) =>
  ({ children, ...props }: { children?: ReactNode }) =>
    createElement(`x-${name.toLowerCase()}`, { 'data-props': JSON.stringify(props) }, children);
const components = Object.fromEntries(
  ['Admonition', 'AdmonitionTitle', 'CodeBlock', 'a', 'img', 'h2', 'pre', 'table', 'td'].map(
    (name) => [name, stub(name)],
  ),
);
const render = (mod: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(mod.default as never, { components }));

describe('which docs take the fast path', () => {
  it('takes plain Markdown, with MDX-looking text only inside code', () => {
    expect(looksPlain(preprocessMdx(FEATURES))).toBe(true);
    expect(looksPlain('## Title \\{#id\\}\n')).toBe(true);
    expect(looksPlain('Use `<br>` and `{x}` in code.\n')).toBe(true);
    expect(looksPlain('```\n<Tabs>\n{x}\n```\n')).toBe(true);
  });

  it.each([
    ['JSX', 'Hello <Tabs>x</Tabs>\n'],
    ['an HTML tag', 'line<br/>break\n'],
    ['an expression', 'mind {answer} pins\n'],
    ['an import', "import Tabs from '@theme/Tabs';\n\nText\n"],
    ['an export', 'export const a = 1;\n'],
    ['a directive attribute', ':::note{title="x"}\nText\n:::\n'],
    ['an unclosed fence hiding nothing', '```\ncode\n```\n\n<div>x</div>\n'],
  ])('leaves a doc with %s to MDX', (_what, body) => {
    expect(looksPlain(body)).toBe(false);
  });

  it('parses to the tree MDX parses, and refuses syntax outside code', () => {
    const processor = createProcessor(
      createMdxOptions({ permalinkBySource: new Map(), staticDirs: [join(dir, 'static')] }),
    );
    const text = preprocessMdx(FEATURES);
    const plain = parsePlainMarkdown(processor as never, text);
    expect(plain).toEqual(processor.parse(text));
    // Inline code holds MDX-looking text safely; an escaped backtick opens no code span, which
    // the line scan cannot tell but the check on the tree does.
    expect(parsePlainMarkdown(processor as never, 'a `<b>{x}` c\n')).toBeDefined();
    expect(looksPlain('a \\`<b>` c\n')).toBe(true);
    expect(parsePlainMarkdown(processor as never, 'a \\`<b>` c\n')).toBeUndefined();
    // Indented code is text in MDX: it stays a paragraph.
    const indented = 'Para\n\n    not code\n';
    expect(parsePlainMarkdown(processor as never, indented)).toEqual(processor.parse(indented));
  });

  it('writes a module only for trees without expressions, imports or raw nodes', () => {
    const esm = {
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [] } },
    };
    expect(hastToStandaloneModule({ type: 'root', children: [esm as never] })).toBeDefined();
    for (const node of [
      { type: 'mdxFlowExpression', value: 'x' },
      { type: 'raw', value: '<b>x</b>' },
      { type: 'comment', value: 'x' },
      { type: 'element', tagName: 'svg', properties: {}, children: [] },
      { type: 'element', tagName: 'p', properties: { style: 'color: red' }, children: [] },
      {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [{ type: 'mdxJsxExpressionAttribute', value: '...x' }],
        children: [],
      },
      // An exported component written in JSX (`export const Highlight = () => <span />`).
      {
        type: 'mdxjsEsm',
        value: '',
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [
              {
                type: 'ExportNamedDeclaration',
                specifiers: [],
                source: null,
                declaration: {
                  type: 'VariableDeclaration',
                  kind: 'const',
                  declarations: [
                    {
                      type: 'VariableDeclarator',
                      id: { type: 'Identifier', name: 'Highlight' },
                      init: {
                        type: 'ArrowFunctionExpression',
                        params: [],
                        body: { type: 'JSXElement', openingElement: {}, children: [] },
                      },
                    },
                  ],
                },
              },
            ],
          },
        },
      },
    ])
      expect(hastToStandaloneModule({ type: 'root', children: [node as never] })).toBeUndefined();
  });
});

describe('both paths give the same page', () => {
  it('compiles every Markdown feature to the same results and the same rendering', async () => {
    const { slow, fast } = await bothPaths(FEATURES);
    expect(fast.standalone).toMatch(/^export default function\(_r\)/);
    expect(slow.standalone).not.toMatch(/^export default function\(_r\)/);
    const { standalone: _a, ...slowRest } = slow;
    const { standalone: _b, ...fastRest } = fast;
    expect(fastRest).toEqual(slowRest);
    const [slowModule, fastModule] = [await load(slow.standalone!), await load(fast.standalone!)];
    expect(fastModule.toc).toEqual(slowModule.toc);
    const html = render(fastModule);
    expect(html).toBe(render(slowModule));
    // The rendering holds what the fixture asks for (not an empty page twice).
    expect(html).toContain('<x-admonition data-props="{&quot;type&quot;:&quot;warning&quot;}">');
    expect(html).toContain('style="text-align:center"');
    expect(html).toContain('id="custom-id"');
    expect(html).toContain('/guide/setup#power');
    // Without the components, the plain elements render the same too.
    const bare = (m: Record<string, unknown>) =>
      renderToStaticMarkup(
        createElement(m.default as never, {
          components: { Admonition: 'aside', AdmonitionTitle: 'b', CodeBlock: 'div' },
        }),
      );
    expect(bare(fastModule)).toBe(bare(slowModule));
  });

  it('renders the same with a wrapper, and fails the same on a missing component', async () => {
    const { slow, fast } = await bothPaths(':::note\nText\n:::\n');
    const [a, b] = [await load(slow.standalone!), await load(fast.standalone!)];
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement('main', null, children);
    const withWrapper = (m: Record<string, unknown>) =>
      renderToStaticMarkup(
        createElement(m.default as never, { components: { ...components, wrapper } }),
      );
    expect(withWrapper(b)).toBe(withWrapper(a));
    const missing = (m: Record<string, unknown>) => () =>
      renderToStaticMarkup(createElement(m.default as never));
    expect(missing(b)).toThrow('Expected component `Admonition` to be defined');
    expect(missing(a)).toThrow('Expected component `Admonition` to be defined');
  });

  it('leaves a doc with MDX syntax to MDX', async () => {
    const { slow, fast } = await bothPaths('Hello <b>{1 + 1}</b>\n');
    expect(fast.standalone).toBe(slow.standalone);
    expect(fast.standalone).not.toMatch(/^export default function\(_r\)/);
  });
});

describe("MDX's unravel step on a plain tree", () => {
  /** A paragraph holding only JSX: what remark-mark-and-unravel changes (into the JSX alone). */
  const jsxParagraph = () => ({
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [{ type: 'mdxJsxTextElement', name: 'Tabs', attributes: [], children: [] }],
      },
    ],
  });
  const runUnravel = async (plain: boolean) => {
    const processor = skipUnravelOnPlainTrees(createProcessor({ format: 'mdx' })).freeze();
    const file = new VFile();
    if (plain) markPlainTree(file);
    const tree = jsxParagraph();
    await processor.run(tree as never, file);
    return tree.children[0]!.type;
  };

  it('is found in the processor MDX makes for every compile', () => {
    const processor = createProcessor(
      createMdxOptions({ permalinkBySource: new Map(), staticDirs: [join(dir, 'static')] }),
    );
    expect(processor.attachers.some(([plugin]) => UNRAVEL_PLUGIN.test(plugin.name))).toBe(true);
  });

  it('runs on a tree MDX parsed and is skipped on one the plain parse gave', async () => {
    expect(await runUnravel(false)).toBe('mdxJsxFlowElement');
    expect(await runUnravel(true)).toBe('paragraph');
  });
});
