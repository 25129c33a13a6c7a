// tests/fixtures/sites/codeblock-classes: code blocks in every form Docusaurus draws (fences plain,
// titled, numbered, highlighted by range and by highlight comments, one of a language Prism lacks,
// a `live` one without the live plugin; `<CodeBlock>` from JSX with its text written there or known
// only when the page runs). Docusaurus 3.8.1 built the fixture once: DOCUSAURUS is what its HTML
// showed (tests/unit/plugins/codeBlockView.ts reads both builds alike; a CSS-module class's hash
// read as `_dv`, as the theme writes it). Before: our blocks had none of these classes (only the
// title's), a runtime block showed its highlight comments as code and marked no line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';
import { codeBlockViews, type BlockView } from './codeBlockView.js';

/** The classes Docusaurus's code blocks carried on the page. */
const VOCABULARY = new Set([
  'codeBlockContainer_dv',
  'codeBlockLinesWithNumbering_dv',
  'codeBlockLines_dv',
  'codeBlock_dv',
  'codeLine_dv',
  'language-js',
  'language-jsx',
  'language-text',
  'language-zig',
  'loom-error-line',
  'prism-code',
  'theme-code-block',
  'theme-code-block-highlighted-line',
  'thin-scrollbar',
  'token-line',
]);

/** The page's blocks as Docusaurus 3.8.1 drew them, in order. */
const DOCUSAURUS: BlockView[] = [
  {
    container: ['language-js', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-js', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [{ classes: ['token-line'], numbered: false, text: 'const heddle = loom.lift(2);' }],
  },
  {
    container: ['language-js', 'codeBlockContainer_dv', 'theme-code-block'],
    title: 'shuttle.js',
    inContent: true,
    pre: ['prism-code', 'language-js', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [{ classes: ['token-line'], numbered: false, text: "shuttle.pass('left');" }],
  },
  {
    container: ['language-js', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-js', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv', 'codeBlockLinesWithNumbering_dv'],
    lines: [
      { classes: ['token-line', 'codeLine_dv'], numbered: true, text: 'const a = 1;' },
      { classes: ['token-line', 'codeLine_dv'], numbered: true, text: '' },
      { classes: ['token-line', 'codeLine_dv'], numbered: true, text: 'const b = a + 1;' },
    ],
  },
  {
    container: ['language-js', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-js', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'let row = 0;',
      },
      { classes: ['token-line'], numbered: false, text: 'row++;' },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'row++;',
      },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'row++;',
      },
      { classes: ['token-line'], numbered: false, text: 'row--;' },
    ],
  },
  {
    container: ['language-js', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-js', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [
      { classes: ['token-line'], numbered: false, text: 'const pick = 4;' },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'loom.pick(pick);',
      },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'loom.beat();',
      },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'loom.advance();',
      },
      { classes: ['token-line', 'loom-error-line'], numbered: false, text: 'loom.stop();' },
    ],
  },
  {
    container: ['language-zig', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-zig', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [{ classes: ['token-line'], numbered: false, text: 'const std = @import("std");' }],
  },
  {
    container: ['language-jsx', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-jsx', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [
      { classes: ['token-line'], numbered: false, text: 'function Bobbin() {' },
      { classes: ['token-line'], numbered: false, text: '  return <span>spun</span>;' },
      { classes: ['token-line'], numbered: false, text: '}' },
    ],
  },
  {
    container: ['language-text', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-text', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [{ classes: ['token-line'], numbered: false, text: 'plain text here' }],
  },
  {
    container: ['language-js', 'codeBlockContainer_dv', 'theme-code-block'],
    title: 'treadle.js',
    inContent: true,
    pre: ['prism-code', 'language-js', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv', 'codeBlockLinesWithNumbering_dv'],
    lines: [
      { classes: ['token-line', 'codeLine_dv'], numbered: true, text: 'const treadle = 1;' },
      { classes: ['token-line', 'codeLine_dv'], numbered: true, text: 'treadle + 1;' },
    ],
  },
  {
    container: ['language-js', 'codeBlockContainer_dv', 'theme-code-block'],
    title: null,
    inContent: true,
    pre: ['prism-code', 'language-js', 'codeBlock_dv', 'thin-scrollbar'],
    code: ['codeBlockLines_dv'],
    lines: [
      { classes: ['token-line'], numbered: false, text: 'const warp = loom.thread(48);' },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'warp.tension = 3;',
      },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'warp.beam();',
      },
      {
        classes: ['token-line', 'theme-code-block-highlighted-line'],
        numbered: false,
        text: 'warp.check();',
      },
      { classes: ['token-line', 'loom-error-line'], numbered: false, text: 'loom.start();' },
    ],
  },
];

const { outDir } = builtFixture('codeblock-classes', { timeout: 180_000 });
const views = () =>
  codeBlockViews(readFileSync(join(outDir, 'docs/weaving/index.html'), 'utf8'), VOCABULARY);

describe("code blocks with Docusaurus's classes and line elements", () => {
  it('gives fences the container, content, pre, code and line classes Docusaurus gives them', () => {
    const ours = views();
    expect(ours).toHaveLength(DOCUSAURUS.length);
    // The fences: plain, titled, numbered, a range, comments, zig (not in Prism), live without its plugin.
    for (let i = 0; i < 7; i++) expect(ours[i], `block ${i}`).toEqual(DOCUSAURUS[i]);
  });

  it('gives a JSX <CodeBlock> the same, its text written in the doc', () => {
    const ours = views();
    for (const i of [7, 8]) expect(ours[i], `block ${i}`).toEqual(DOCUSAURUS[i]);
  });

  it('reads the highlight comments of a <CodeBlock> whose text is known only when the page runs', () => {
    // The comment lines gone, the lines they mark with the classes of the site's magicComments.
    const texts = (b: BlockView) => b.lines.map((l) => l.text);
    const ours = views()[9]!;
    expect(texts(ours)).toEqual(texts(DOCUSAURUS[9]!));
    expect(ours).toEqual(DOCUSAURUS[9]);
  });
});
