import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import {
  compileDoc,
  createDocCompiler,
  createMdxOptions,
  type CompileDocInput,
} from '../../../../plugins/mdx/compileDoc.js';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { loadSiteExtensions } from '../../../../plugins/mdx/siteExtensions.js';

const site = mkdtempSync(join(tmpdir(), 'mdx-'));
mkdirSync(join(site, 'static/img'), { recursive: true });
mkdirSync(join(site, 'docs'), { recursive: true });
writeFileSync(join(site, 'static/img/ok.svg'), '<svg/>');
writeFileSync(join(site, 'docs/local.png'), 'png');
mkdirSync(join(site, 'src/shared/_static'), { recursive: true });
writeFileSync(join(site, 'src/shared/_static/shot.png'), 'png');

const compile = (body: string, source = 'guide/a.md') =>
  compileDoc({
    body,
    filePath: join(site, 'docs', source),
    source,
    staticDirs: [join(site, 'static')],
    permalinkBySource: new Map([
      ['guide/b.md', '/guide/b'],
      ['other/c.mdx', '/other/c'],
    ]),
  });

async function failure(body: string): Promise<BuildError> {
  try {
    await compile(body);
  } catch (e) {
    return e as BuildError;
  }
  throw new Error('expected the compile to fail');
}

describe('MDX pipeline', () => {
  it('gives headings github-slugger ids, suffixing duplicates, and honours {#custom-id}', async () => {
    const { toc } = await compile(
      '## Set up\n\n## Set up\n\n## Set up\n\n### AT+SBDIX {#at-sbdix}\n\n#### Deep',
    );
    expect(toc).toEqual([
      { value: 'Set up', id: 'set-up', level: 2 },
      { value: 'Set up', id: 'set-up-1', level: 2 },
      { value: 'Set up', id: 'set-up-2', level: 2 },
      { value: 'AT+SBDIX', id: 'at-sbdix', level: 3 },
      { value: 'Deep', id: 'deep', level: 4 },
    ]);
  });

  it('takes an id from an MDX comment ending the heading, as Docusaurus 3.10: {/* #id */}', async () => {
    const mdx = await compile(
      '## Headings {/* #my-heading-id */}\n\n## Use `AT+CSQ` {/* #signal */}',
      'guide/a.mdx',
    );
    expect(mdx.toc).toEqual([
      { value: 'Headings', id: 'my-heading-id', level: 2 },
      { value: 'Use <code>AT+CSQ</code>', id: 'signal', level: 2 },
    ]);
    expect(mdx.code).not.toContain('my-heading-id */');
  });

  it('turns admonitions into Admonition elements, with bracket and legacy titles, nested', async () => {
    const { code } = await compile(
      '::::warning[Mind the **supply**]\nText\n\n:::tip\nInner\n:::\n::::\n\n:::note Legacy title\nBody\n:::',
    );
    expect(code).toContain('_jsxs(Admonition, {\n      type: "warning"');
    expect(code).toMatch(/type: "tip"/);
    expect(code).toContain('"Legacy title"');
    expect(code).toContain('"supply"');
  });

  it('leaves colons in prose alone', async () => {
    const { code } = await compile('Meet at 10:30 and read Note:this.');
    // `:30` is no directive (a name starts with a letter, as in Docusaurus's remark-directive 3):
    // one text; `:this` is one, given back as text beside it, as Docusaurus gives it.
    expect(code).toContain('children: ["Meet at 10:30 and read Note", ":this", "."]');
  });

  it('highlights code at build time with a title, highlighted lines and the raw code for copying', async () => {
    const { code } = await compile('```js title="send.js" {2}\nconst a = 1;\nsend(a);\n```');
    expect(code).toContain('title: "send.js"');
    expect(code).toContain('code: "const a = 1;\\nsend(a);"');
    expect(code).toMatch(/className: "line theme-code-block-highlighted-line",\s*"data-line": "2"/);
    expect(code).toMatch(/className: "shl-[0-9a-f]{6} shd-[0-9a-f]{6}"/);
    expect(code).not.toContain('--shiki');
  });

  // Dyte's docs write `<Head>` without an import: Docusaurus's MDXComponents has it.
  it('takes <Head> as a built-in component, as Docusaurus does', async () => {
    const { code } = await compile(
      '<Head>\n  <title>Add a participant</title>\n</Head>\n\nText',
      'h.mdx',
    );
    expect(code).toContain('Head');
    await expect(failure('<Heads>x</Heads>')).resolves.toBeInstanceOf(BuildError);
  });

  // Ory's shared partials (src/components/Shared/…) write `![x](@site/src/…/_static/x.png)`.
  it('imports an @site/ image from the site folder, and fails at a missing one', async () => {
    const { code } = await compile('![s](@site/src/shared/_static/shot.png)', 'deep/er/a.mdx');
    expect(code).toContain('import __image0 from "@site/src/shared/_static/shot.png?url"');
    const e = await failure('text\n\n![gone](@site/src/shared/_static/gone.png)');
    expect(e.diagnostics[0]).toMatchObject({ line: 3, column: 1 });
    expect(e.diagnostics[0]!.message).toContain(
      'image not found: @site/src/shared/_static/gone.png (resolved to ',
    );
    expect(e.diagnostics[0]!.message).toContain('src/shared/_static/gone.png)');
  });

  // Ory: its static folder is `src/static`, and a doc's partial shows `@site/src/…` images. The
  // site folder was taken as the static folder's parent: the partial's compile failed and its
  // headings were missing from the page's TOC.
  it('resolves @site/ images from the site whatever the static folder, in a partial too', async () => {
    writeFileSync(
      join(site, 'src/shared/_part.mdx'),
      '## From the part\n\n![s](@site/src/shared/_static/shot.png)\n',
    );
    const input = {
      filePath: join(site, 'docs/p.mdx'),
      source: 'p.mdx',
      siteDir: site,
      staticDirs: [join(site, 'src/static')],
      permalinkBySource: new Map<string, string>(),
    };
    const { toc } = await compileDoc({
      ...input,
      body: "import Part from '../src/shared/_part.mdx';\n\n<Part />\n",
    });
    expect(toc.map((t) => t.value)).toEqual(['From the part']);
    const { code } = await compileDoc({
      ...input,
      body: '![s](@site/src/shared/_static/shot.png)',
    });
    expect(code).toContain('import __image0 from "@site/src/shared/_static/shot.png?url"');
  });

  it('rewrites relative .md links to permalinks, keeping the hash, and warns at the position of a dead one', async () => {
    const { code, warnings } = await compile(
      'See [b](./b.md#part) and [c](../other/c.mdx).\n\n\n[gone](./gone.md)',
    );
    expect(code).toContain('href: "/guide/b#part"');
    expect(code).toContain('href: "/other/c"');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ line: 4, column: 1 });
    expect(warnings[0]!.message).toContain("couldn't be resolved: (./gone.md)");
  });

  it('imports relative images and checks static ones', async () => {
    const { code } = await compile('![a](./../local.png) ![b](/img/ok.svg)');
    expect(code).toContain('import __image0 from "./../local.png?url"');
    const e = await failure('\n\n![missing](/img/nope.png)');
    expect(e.diagnostics[0]).toMatchObject({ line: 3, column: 1 });
    expect(e.diagnostics[0]!.message).toContain('image not found: /img/nope.png');
  });

  it('fails on an unknown component with its position', async () => {
    const e = await failure('Text\n\n<Tabz>\nx\n</Tabz>');
    expect(e.diagnostics[0]).toMatchObject({ line: 3, column: 1 });
    expect(e.diagnostics[0]!.message).toContain('unknown component <Tabz>');
  });

  it('accepts built-in components without import and imported ones', async () => {
    await expect(
      compile('<Tabs><TabItem value="a">A</TabItem></Tabs>\n\n<DocCardList />'),
    ).resolves.toBeDefined();
    await expect(compile("import Foo from './foo.js';\n\n<Foo />")).resolves.toBeDefined();
  });

  it("takes Docusaurus's @theme imports out and uses the built-in components, so the page stays standalone", async () => {
    const body =
      "import Tabs from '@theme/Tabs';\nimport Item from '@theme/TabItem';\nimport Foo from './foo.js';\n\n<Tabs>\n<Item value=\"a\" label=\"A\">\n\nA\n\n</Item>\n</Tabs>\n\n<Foo />";
    const { code } = await compile(body);
    expect(code).not.toContain('@theme/');
    expect(code).toContain("from './foo.js'");
    expect(code).toMatch(/_jsx\(TabItem, \{/);
    expect(code).not.toMatch(/\bItem\b/);
    const standalone = await compileDoc({
      body: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value=\"a\">A</TabItem></Tabs>",
      filePath: join(site, 'docs/t.mdx'),
      source: 't.mdx',
      staticDirs: [join(site, 'static')],
      permalinkBySource: new Map(),
      standalone: true,
    });
    expect(standalone.standalone).toBeDefined();
    const bundled = await compileDoc({
      body: "import Foo from './foo.js';\n\n<Foo />",
      filePath: join(site, 'docs/f.mdx'),
      source: 'f.mdx',
      staticDirs: [join(site, 'static')],
      permalinkBySource: new Map(),
      standalone: true,
    });
    expect(bundled.standalone).toBeUndefined();
    const link = await compile(
      'import Link from \'@docusaurus/Link\';\n\nSee <Link to="/x">x</Link>.',
    );
    expect(link.code).not.toContain('@docusaurus/Link');
    expect(link.code).toMatch(/_jsx\(Link, \{/);
    // No company component is built in: a page imports it from the site.
    const calc = await failure('Try it:\n\n<PayloadCalculator />');
    expect(calc.diagnostics[0]!.message).toMatch(/unknown component <PayloadCalculator>/);
    // A theme or Docusaurus module we do not provide fails at the import's line and column.
    const missing = await failure("# T\n\nimport Foo from '@theme/NoSuchThing';\n\n<Foo />");
    expect(missing.diagnostics[0]).toMatchObject({ line: 3, column: 1 });
    expect(missing.diagnostics[0]!.message).toContain('"@theme/NoSuchThing" is not a module');
    expect(missing.diagnostics[0]!.hint).toMatch(/src\/theme/);
    const docusaurus = await failure("import x from '@docusaurus/NoSuchModule';\n\n{x}");
    expect(docusaurus.diagnostics[0]).toMatchObject({ line: 1, column: 1 });
    // A hook of a provided module that this generator has no data for: at the name's position.
    const hook = await failure(
      "import { useDoc, useLayoutDoc } from '@docusaurus/plugin-content-docs/client';\n\n{String(useDoc)}",
    );
    expect(hook.diagnostics[0]).toMatchObject({ line: 1, column: 18 });
    expect(hook.diagnostics[0]!.message).toContain('has no export "useLayoutDoc"');
    // Docusaurus 3 still exports the sidebar category hook from theme-common too (the tag pages
    // docusaurus-openapi-docs generates import it from there).
    const category = await compile(
      "import { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n\n{String(useCurrentSidebarCategory)}",
    );
    expect(category.code).toContain('useCurrentSidebarCategory');
    // An import the theme has no built-in for stays, for the bundler to resolve (or report).
    expect((await compile("import Layout from '@theme/Layout';\n\n<Layout />")).code).toContain(
      "from '@theme/Layout'",
    );
    expect(
      (
        await compile(
          "import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<img src={useBaseUrl('/a.png')} />",
        )
      ).code,
    ).toContain("from '@docusaurus/useBaseUrl'");
  });

  it('reports MDX syntax errors with file, line and column', async () => {
    const e = await failure('# Title\n\nA stray { brace');
    expect(e.diagnostics[0]).toMatchObject({ line: 3 });
    expect(e.diagnostics[0]!.hint).toMatch(/escape/);
    const e2 = await failure('Para\n\n<div>\nunclosed');
    expect(e2.diagnostics[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('renders <details> with the theme component', async () => {
    const { code } = await compile(
      '<details>\n<summary>More</summary>\n\nHidden text\n\n</details>',
    );
    expect(code).toContain('_jsxs(Details');
  });

  it('reuses compiled pages across builds from the disk cache, but not when an image went missing', async () => {
    const cacheDir = join(site, '.cache', 'mdx');
    writeFileSync(join(site, 'static/img/cached.svg'), '<svg/>');
    const input = {
      body: '# Cached\n\n![c](/img/cached.svg)',
      filePath: join(site, 'docs/c.md'),
      source: 'c.md',
      staticDirs: [join(site, 'static')],
      permalinkBySource: new Map<string, string>(),
    };
    const a = createDocCompiler({ cacheDir });
    const first = await a.compile(input);
    a.close();
    const packs = () => readdirSync(cacheDir).filter((f) => f.endsWith('.pack'));
    expect(packs()).toHaveLength(1);
    const b = createDocCompiler({ cacheDir });
    const again = await b.compile(input);
    b.close();
    expect(again.code).toBe(first.code);
    expect(packs()).toHaveLength(1); // read from the first build's pack, nothing compiled again
    rmSync(join(site, 'static/img/cached.svg'));
    await expect(createDocCompiler({ cacheDir }).compile(input)).rejects.toThrow(
      /image not found: \/img\/cached.svg/,
    );
  });
});

describe('one processor for a build', () => {
  it('compiles every knowledgebase doc as a processor made for that doc alone would, in any order', async () => {
    const root = join(import.meta.dirname, '../../../..');
    const kb = await loadSite({ siteDir: root, production: true });
    const input = (doc: (typeof kb.docs)[number]): CompileDocInput => ({
      body: parseFrontMatter(readFileSync(doc.filePath, 'utf8'), doc.filePath).body,
      filePath: doc.filePath,
      source: doc.source,
      staticDirs: [join(root, 'static')],
      permalinkBySource: kb.permalinkBySource,
      standalone: true,
      markdown: { siteUrl: kb.siteConfig.url, baseUrl: kb.siteConfig.baseUrl },
    });
    // A processor of its own: what the compile did before processors were shared.
    const alone = async (doc: (typeof kb.docs)[number]) => {
      const i = input(doc);
      const file = new VFile({ path: i.filePath, value: preprocessMdx(i.body) });
      const options = createMdxOptions(i, await loadSiteExtensions(root));
      const code = String(await createProcessor(options).process(file));
      return {
        code,
        data: file.data,
        messages: file.messages.map((m) => `${m.line}:${m.column} ${m.reason}`),
      };
    };
    expect(kb.docs.length).toBeGreaterThan(50);
    const shared = new Map<string, Awaited<ReturnType<typeof compileDoc>>>();
    for (const doc of [...kb.docs].reverse())
      shared.set(doc.filePath, await compileDoc(input(doc)));
    for (const doc of kb.docs) {
      const own = await alone(doc);
      const ours = shared.get(doc.filePath)!;
      expect(ours.code, doc.source).toBe(own.code);
      expect(ours.standalone, doc.source).toBe(own.data.standalone);
      expect(ours.markdown, doc.source).toBe(own.data.markdown);
      expect(ours.searchSections, doc.source).toEqual(own.data.searchSections);
      expect(ours.toc, doc.source).toEqual(own.data.toc ?? []);
      expect(ours.dependencies, doc.source).toEqual(own.data.dependencies ?? []);
      expect(
        ours.warnings.map((w) => `${w.line}:${w.column} ${w.message}`),
        doc.source,
      ).toEqual(own.messages);
    }
  }, 180_000); // every doc of the knowledgebase, twice: minutes on a loaded machine
});
