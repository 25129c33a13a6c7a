// zig.guide writes its examples as `<CodeBlock language="zig">{Example}</CodeBlock>` with
// `import Example from '!!raw-loader!./example.zig'`; Docusaurus highlights them in the browser as
// it does fences. Here code is highlighted at build time: such a block, whose code the build knows
// (a raw import, a string or template literal), compiles to what a fence of its language and
// metastring compiles to; a block whose code is only known when the page runs stays as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { rawImportPath } from '../../../../plugins/mdx/rehypeJsxCodeBlocks.js';
import { renderDoc } from './renderDoc.js';

const dir = join(import.meta.dirname, '../../../fixtures/mdx-code-blocks');
const zig = readFileSync(join(dir, 'hello.zig'), 'utf8');

const compile = (body: string) =>
  compileDoc({
    body,
    filePath: join(dir, 'docs/page.mdx'),
    source: 'page.mdx',
    siteDir: dir,
    staticDirs: [join(dir, 'static')],
    permalinkBySource: new Map(),
  });

/** The page's content function: what it renders, without the module's imports. */
const content = (code: string) => code.slice(code.indexOf('function _createMdxContent'));
const fence = async (lang: string, meta: string, code: string) =>
  content((await compile(`\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\`\`\`\n`)).code);
const IMPORT = "import CodeBlock from '@theme/CodeBlock';\n";

describe('<CodeBlock> with code known at build time', () => {
  it('highlights a raw import as a fence of its language', async () => {
    for (const request of [
      '!!raw-loader!../hello.zig',
      '../hello.zig?raw',
      '@site/hello.zig?raw',
    ]) {
      const page = await compile(
        `${IMPORT}import Hello from '${request}';\n\n<CodeBlock language="zig">{Hello}</CodeBlock>\n`,
      );
      expect(content(page.code)).toBe(await fence('zig', '', zig));
      expect(page.code).toMatch(/className: "shl-[0-9a-f]+ shd-[0-9a-f]+",\s+children: "const"/);
      // A change to the file compiles the page again (checked as partials are).
      expect(page.partials).toEqual([expect.objectContaining({ file: join(dir, 'hello.zig') })]);
    }
  });

  it('highlights a string literal and a template literal, and renders token spans', async () => {
    const body = `${IMPORT}\n<CodeBlock language="js">{"let a = 1;"}</CodeBlock>\n\n<CodeBlock language="js">\n{\`let b = 2;\nb++;\`}\n</CodeBlock>\n`;
    const page = await compile(body);
    expect(content(page.code)).toBe(
      content((await compile('```js\nlet a = 1;\n```\n\n```js\nlet b = 2;\nb++;\n```\n')).code),
    );
    const { html } = await renderDoc(body, {
      props: { components: { CodeBlock: ({ children }: { children: unknown }) => children } },
    });
    expect(html).toMatch(
      /<pre class="shiki [^"]*"[^>]*><code><span class="line" data-line="1"><span class="shl-[0-9a-f]+ shd-[0-9a-f]+">let<\/span>/,
    );
    expect(html.match(/class="line"/g)).toHaveLength(3);
  });

  it('takes title, showLineNumbers and metastring as a fence takes its metastring', async () => {
    const page = await compile(
      `${IMPORT}import Hello from '!!raw-loader!../hello.zig';\n\n<CodeBlock language="zig" title="hello.zig" showLineNumbers={3} metastring="{2}">{Hello}</CodeBlock>\n`,
    );
    expect(content(page.code)).toBe(
      await fence('zig', '{2} title="hello.zig" showLineNumbers=3', zig),
    );
    expect(page.code).toContain('title: "hello.zig"');
    expect(page.code).toContain('"data-line": "3"');
  });

  it('leaves a block whose code is only known at run time as written (shown unhighlighted)', async () => {
    const page = await compile(
      `${IMPORT}import Hello from '!!raw-loader!../hello.zig';\nexport const shown = 'x';\n\n<CodeBlock language="zig">{Hello.trim()}</CodeBlock>\n\n<CodeBlock language="js">{shown}</CodeBlock>\n\n<CodeBlock language="js" className={shown}>{"a"}</CodeBlock>\n`,
    );
    expect(page.code).not.toContain('shiki');
    expect(page.code).toContain('children: Hello.trim()');
    expect(page.code).toContain('children: shown');
  });
});

describe('raw import requests', () => {
  it("names the file of webpack's raw-loader and Vite's ?raw, and nothing else", () => {
    expect(rawImportPath('!!raw-loader!./a.zig')).toBe('./a.zig');
    expect(rawImportPath('-!raw-loader?esModule=false!./a.zig')).toBe('./a.zig');
    expect(rawImportPath('./a.zig?raw')).toBe('./a.zig');
    expect(rawImportPath('!!./a.ts?raw')).toBe('./a.ts');
    expect(rawImportPath('./a.zig')).toBeUndefined();
    expect(rawImportPath('!!file-loader!./a.png')).toBeUndefined();
    expect(rawImportPath('raw-loader!./a.zig')).toBeUndefined();
  });
});
