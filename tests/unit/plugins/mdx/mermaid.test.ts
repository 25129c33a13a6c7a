// Mermaid fences (plugins/mdx/mermaid.ts) and the policy a page with a diagram needs
// (plugins/output/csp.ts): with markdown.mermaid a ```mermaid fence is the theme's Mermaid
// component, imported by the page; without it the fence stays a code block, as in Docusaurus.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { buildCsp, createSiteCsp, findUses } from '../../../../plugins/output/csp.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const BODY = '# Flow\n\n```mermaid\ngraph TD;\n  A-->B;\n```\n\n```js\nconst a = 1;\n```\n';
const input = (siteDir: string) => ({
  body: BODY,
  filePath: join(siteDir, 'docs/flow.md'),
  source: 'flow.md',
  staticDirs: [join(siteDir, 'static')],
  permalinkBySource: new Map<string, string>(),
});

describe('mermaid fences', () => {
  it('become the Mermaid component the page imports, with the fence as its value', async () => {
    const { code, standalone } = await compileDoc({
      ...input('/site'),
      markdownConfig: { mermaid: true },
    });
    expect(code).toMatch(/import DocsMermaidDiagram from "@theme\/Mermaid"/);
    expect(code).toMatch(/_jsx\(DocsMermaidDiagram, \{\s*value: "graph TD;\\n {2}A-->B;"/);
    // Other fences stay code blocks; the page is bundled (it imports a component).
    expect(code).toContain('const a = 1');
    expect(standalone).toBeUndefined();
  });

  it('stay code blocks without markdown.mermaid', async () => {
    const { code } = await compileDoc(input('/site'));
    expect(code).not.toContain('@theme/Mermaid');
    expect(code).toMatch(/_jsx\(CodeBlock, \{\s*language: "mermaid",\s*code: "graph TD;/);
  });

  it("use the site's own `mermaid` component when its MDXComponents maps one", async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'docs-mermaid-'));
    dirs.push(siteDir);
    mkdirSync(join(siteDir, 'src/theme'), { recursive: true });
    writeFileSync(
      join(siteDir, 'src/theme/MDXComponents.jsx'),
      "import MDXComponents from '@theme-original/MDXComponents';\n" +
        'const Diagram = ({ value }) => <figure>{value}</figure>;\n' +
        'export default { ...MDXComponents, mermaid: Diagram };\n',
    );
    const { code } = await compileDoc({ ...input(siteDir), markdownConfig: { mermaid: true } });
    expect(code).not.toContain('@theme/Mermaid');
    expect(code).toMatch(/_jsx\(_components\.mermaid, \{\s*value: "graph TD;/);
    // Rendered with the site's map, the component gets the diagram's source.
    const dir = join(siteDir, 'out');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'page.mjs'),
      code.replace(/from "@mdx-js\/react"/, 'from "@mdx-js/react"'),
    );
    const mod = (await import(join(dir, 'page.mjs'))) as { default: (p: object) => unknown };
    const html = renderToStaticMarkup(
      createElement(mod.default as never, {
        components: {
          mermaid: ({ value }: { value: string }) => createElement('figure', null, value),
          CodeBlock: () => null,
        },
      }),
    );
    expect(html).toContain('<figure>graph TD;\n  A--&gt;B;</figure>');
  });
});

describe('the policy of a page with a diagram', () => {
  const siteConfig = { url: 'https://a.example', search: {}, csp: 'derived' } as SiteConfig;
  const diagramHtml =
    '<div class="docusaurus-mermaid-container" data-inline-styles="mermaid"><pre>graph</pre></div>';

  it('is found in the rendered page, and the derived policy allows inline styles for it', () => {
    expect(findUses(diagramHtml).map((u) => [u.kind, u.value])).toEqual([
      ['styleElement', 'mermaid'],
    ]);
    const csp = buildCsp({
      inlineScripts: [],
      siteConfig,
      usage: {
        img: new Set(),
        media: new Set(),
        frame: new Set(),
        script: new Set(),
        inlineStyle: true,
        inlineStyleElements: true,
      },
    });
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('style-src-attr');
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("fails a strict site's build at the diagram, with a hint", () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'docs-mermaid-csp-'));
    dirs.push(siteDir);
    const doc = join(siteDir, 'flow.md');
    writeFileSync(doc, BODY);
    const csp = createSiteCsp({ siteConfig: { ...siteConfig, csp: 'strict' }, inlineScripts: [] });
    csp.scan('flow/index.html', diagramHtml, doc);
    let error: unknown;
    try {
      csp.finish(siteDir, () => undefined);
    } catch (e) {
      error = e;
    }
    const d = (
      error as {
        diagnostics: {
          file: string;
          line?: number;
          column?: number;
          message: string;
          hint?: string;
        }[];
      }
    ).diagnostics[0]!;
    expect([d.file, d.line, d.column]).toEqual([doc, 3, 1]);
    expect(d.message).toMatch(/blocks the inline styles a mermaid diagram writes/);
    expect(d.hint).toMatch(/'derived'/);
  });
});
