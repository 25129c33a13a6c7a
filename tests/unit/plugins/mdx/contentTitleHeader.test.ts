// A Docusaurus site's `# Title`: Docusaurus's mdx-loader wraps the content title (the first heading
// in document order, when an h1 before any thematic break) in <header>, and `@theme/Heading` draws
// every MDX h1 without its id (plugins/mdx/remarkContentTitle.ts). tests/fixtures/sites/h1-header
// built: the head of each article and the broken anchors reported are what Docusaurus 3.8.1's
// build of the same fixture has (recorded below). A site.config.ts site's h1 keeps its id.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../../plugins/diagnostics.js';
import { findContentTitle } from '../../../../plugins/mdx/remarkContentTitle.js';
import { renderDoc } from './renderDoc.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/h1-header');
const siteDir = join(root, 'tests/.tmp/h1-header-unit');
const outDir = join(siteDir, 'build');
const warnings: Diagnostic[] = [];

/**
 * The start of a page's article content: tags without attributes but `id`, no `div`/`span` tags,
 * no icons or section links, no line breaks (the same for Docusaurus's HTML and ours).
 */
function articleHead(html: string): string {
  let from = html.indexOf('class="theme-doc-markdown markdown">');
  from = from >= 0 ? html.indexOf('>', from) + 1 : html.indexOf('<article>') + '<article>'.length;
  return html
    .slice(from, html.indexOf('</article>', from))
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<a [^>]*class="hash-link"[^>]*>\u200b<\/a>/g, '')
    .replace(/<docs-island[^>]*>|<\/docs-island>/g, '')
    .replace(/<(\w+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g, (_, tag: string, attrs: string) => {
      const id = /\sid="([^"]*)"/.exec(attrs);
      return `<${tag}${id ? ` id="${id[1]}"` : ''}>`;
    })
    .replace(/<\/?(?:span|div)>/g, '')
    .replace(/\n/g, '')
    .slice(0, 160);
}

const titleOf = (markdown: string) => {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).parse(markdown);
  const found = findContentTitle(tree as Root);
  return found && { depth: found.heading.depth, index: found.index, parent: found.parent.type };
};

describe('findContentTitle (the rule of Docusaurus 3.8.1 and 3.10.2)', () => {
  it('is the first heading in document order when it is an h1', () => {
    expect(titleOf('# A\n\n## B\n')).toEqual({ depth: 1, index: 0, parent: 'root' });
    expect(titleOf("import X from 'x';\n\n# A\n")).toEqual({ depth: 1, index: 1, parent: 'root' });
    expect(titleOf('<div>lead</div>\n\n# A\n')).toEqual({ depth: 1, index: 1, parent: 'root' });
    expect(titleOf(':::note\n\n# A\n\n:::\n')).toEqual({
      depth: 1,
      index: 0,
      parent: 'containerDirective',
    });
  });
  it('is none when another heading or a thematic break comes first', () => {
    expect(titleOf('## B\n\n# A\n')).toBeUndefined();
    expect(titleOf('text\n\n***\n\n# A\n')).toBeUndefined();
    expect(titleOf('text only\n')).toBeUndefined();
  });
});

describe('a compiled doc', () => {
  it("on a Docusaurus site: the title in <header>, exported as the module's contentTitle", async () => {
    const { html, exports } = await renderDoc('# Bowline {#bow}\n\nText.\n\n## Bowline\n', {
      frontMatter: {},
      contentTitleHeader: true,
    });
    // The h1 keeps its id in the module (a site's `@theme/Heading` gets it) and its slug.
    expect(html.replace(/\n/g, '')).toBe(
      '<header><h1 id="bow">Bowline</h1></header><p>Text.</p><h2 id="bowline">Bowline</h2>',
    );
    // The loader's text: read before the explicit id is taken out.
    expect(exports.contentTitle).toBe('Bowline {#bow}');
    const none = await renderDoc('Text.\n', { frontMatter: {}, contentTitleHeader: true });
    expect('contentTitle' in none.exports && none.exports.contentTitle).toBeUndefined();
  });
  it('a Docusaurus h1 section has no anchor in the search index; elsewhere it keeps its id', async () => {
    const body = '# First\n\nText.\n\n## Middle\n\n# Second\n\nMore.\n';
    const docusaurus = await renderDoc(body, { frontMatter: {}, contentTitleHeader: true });
    expect(docusaurus.compiled.searchSections.map((s) => s.anchor)).toEqual([null, 'middle', null]);
    const own = await renderDoc(body);
    expect(own.html.replace(/\n/g, '')).toBe(
      '<h1 id="first">First</h1><p>Text.</p><h2 id="middle">Middle</h2>' +
        '<h1 id="second">Second</h1><p>More.</p>',
    );
    expect(own.compiled.searchSections.map((s) => s.anchor)).toEqual([null, 'middle', 'second']);
    expect('contentTitle' in own.exports).toBe(false);
  });
});

describe('tests/fixtures/sites/h1-header built', () => {
  beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    await buildSite({
      siteDir,
      outDir,
      reporter: {
        stage: () => undefined,
        progress: () => undefined,
        warn: (d) => warnings.push(d),
      },
    });
  }, 240_000);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it("draws each article's head as Docusaurus 3.8.1 does", () => {
    const heads = Object.fromEntries(
      Object.keys(EXPECTED_HEADS).map((page) => [
        page,
        articleHead(readFileSync(join(outDir, page, 'index.html'), 'utf8')),
      ]),
    );
    expect(heads).toEqual(EXPECTED_HEADS);
  });

  it('reports the links to an h1 as broken anchors, as Docusaurus 3.8.1 does', () => {
    const messages = warnings
      .filter((w) => w.kind === 'broken anchor')
      .map((w) => w.message)
      .sort();
    // Docusaurus's messages, each followed by where the Markdown source holds the link.
    expect(messages.map((m) => m.replace(/ at [^ ]+$/, ''))).toEqual([
      'on /docs/intro: #bowline (resolved as: /docs/intro#bowline)',
      'on /docs/links: /docs/custom-id#eight',
      'on /docs/links: /docs/intro#bowline',
      'on /docs/links: /docs/two-h1#second-one',
    ]);
    expect(messages.map((m) => / at ([^ ]+)$/.exec(m)?.[1])).toEqual([
      'docs/intro.md:7:45',
      'docs/links.md:5:18',
      'docs/links.md:3:17',
      'docs/links.md:6:15',
    ]);
  });
});

// Recorded from Docusaurus 3.8.1's build of the fixture (through articleHead).
const EXPECTED_HEADS: Record<string, string> = {
  'docs/intro':
    '<header><h1>Bowline</h1></header><p>The bowline makes a fixed loop. <a>This page</a>, <a>its section</a>.</p><h2 id="tying">Tying</h2><p>Rabbit out of the hole.',
  'docs/after-import':
    '<header><h1>Clove Hitch</h1></header><p>Quick to tie round a post.</p><h2 id="slipping">Slipping</h2><p>It slips under a changing load.</p>',
  'docs/after-jsx':
    'Sheet bend<header><h1>Sheet Bend</h1></header><p>Joins two lines.</p><h2 id="uneven-lines">Uneven lines</h2><p>Use the thicker as the bight.</p>',
  'docs/front-title':
    '<header><h1>Content Title</h1></header><p>Both a front matter title and a heading.</p>',
  'docs/hide-title':
    '<header><h1>Hidden Heading</h1></header><p>hide_title with a heading in the Markdown.</p>',
  'docs/hide-no-heading':
    '<p>hide_title and no heading.</p><h2 id="only-part">Only Part</h2><p>Text.</p>',
  'docs/no-heading':
    '<header><h1>Reef Knot</h1></header><p>No heading: the theme adds one from the title.</p><h2 id="square">Square</h2><p>Right over left.</p>',
  'docs/custom-id':
    '<header><h1>Figure Eight</h1></header><p>An explicit id on the title.</p><h2 id="stop">Stopper</h2><p>Text.</p>',
  'docs/h2-first':
    '<header><h1>h2-first</h1></header><h2 id="starts-lower">Starts Lower</h2><p>An h2 before any h1.</p><h1>Late Heading</h1><p>Text.</p>',
  'docs/after-rule':
    '<header><h1>after-rule</h1></header><p>A line.</p><hr><h1>Below Rule</h1><p>Text.</p>',
  'docs/two-h1':
    '<header><h1>First One</h1></header><p>Text.</p><h2 id="middle">Middle</h2><h1>Second One</h1><p>Text.</p>',
  'docs/setext': '<header><h1>Setext Title</h1></header><p>Underlined title.</p>',
  'docs/in-admonition':
    'note<header><h1>Inside Note</h1></header><p>Text in a note.</p><p>After.</p>',
  'md-page':
    '<header><h1>Page Heading</h1></header><p>A Markdown page.</p><h2 id="page-part">Page Part</h2><p>Text.</p>',
  'mdx-page': '<header><h1>MDX Page Heading</h1></header><p>Text.</p>',
  'docs/same-name':
    '<header><h1>Hitch</h1></header><p>A title and a section of the same name.</p><h2 id="hitch-1">Hitch</h2><p>More.</p>',
  'docs/faq':
    '<header><h1>Questions</h1></header><h2 id="why-a-bowline">Why a bowline?</h2><p>It does not jam.</p>',
};
