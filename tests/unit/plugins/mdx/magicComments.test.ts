// Highlight comments (plugins/mdx/magicComments.ts) and their effect on a highlighted block.
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { join } from 'node:path';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAGIC_COMMENTS, parseCodeLines } from '../../../../plugins/mdx/magicComments.js';
import { highlight, parseCodeMeta } from '../../../../plugins/mdx/rehypeCodeBlocks.js';

const HL = 'theme-code-block-highlighted-line';
const lines = (code: string, lang: string, meta?: string, magic = DEFAULT_MAGIC_COMMENTS) => {
  const r = parseCodeLines(code, lang, magic, parseCodeMeta(meta).highlightLines);
  return { code: r.code, marked: Object.fromEntries(r.lineClasses) };
};

describe('highlight comments', () => {
  it('marks the next line and removes the comment line', () => {
    expect(lines('a();\n// highlight-next-line\nb();\nc();', 'js')).toEqual({
      code: 'a();\nb();\nc();',
      marked: { 1: [HL] },
    });
  });

  it('marks a range between start and end', () => {
    expect(lines('/* highlight-start */\na\nb\n/* highlight-end */\nc', 'ts')).toEqual({
      code: 'a\nb\nc',
      marked: { 0: [HL], 1: [HL] },
    });
  });

  it.each([
    ['js', '// highlight-next-line'],
    ['javascript', '/* highlight-next-line */'],
    ['tsx', '{/* highlight-next-line */}'],
    ['jsx', '  {  /*highlight-next-line*/  }  '],
    ['python', '# highlight-next-line'],
    ['bash', '#highlight-next-line'],
    ['yaml', '# highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['md', '<!-- highlight-next-line -->'],
    ['markdown', '# highlight-next-line'],
    ['lua', '-- highlight-next-line'],
    ['sql', '-- highlight-next-line'],
    ['sql', '/* highlight-next-line */'],
    ['haskell', '-- highlight-next-line'],
    ['latex', '% highlight-next-line'],
    ['wasm', ';; highlight-next-line'],
    ['vb', "' highlight-next-line"],
    ['vbnet', "_ ' highlight-next-line"],
    ['batch', 'REM highlight-next-line'],
    ['basic', '! highlight-next-line'],
    ['fsharp', '(* highlight-next-line *)'],
    ['ocaml', '(* highlight-next-line *)'],
    ['fortran', '! highlight-next-line'],
    ['cobol', '*> highlight-next-line'],
    ['text', '<!-- highlight-next-line -->'],
  ])('reads %s comments: %s', (lang, comment) => {
    expect(lines(`x\n${comment}\ny`, lang)).toEqual({ code: 'x\ny', marked: { 1: [HL] } });
  });

  it.each([
    ['python', '// highlight-next-line'],
    ['js', '# highlight-next-line'],
    ['lua', '// highlight-next-line'],
    ['js', 'foo(); // highlight-next-line'],
    ['js', '// highlight-next-line please'],
  ])('leaves %s code alone for a comment it does not take: %s', (lang, comment) => {
    const code = `x\n${comment}\ny`;
    expect(lines(code, lang)).toEqual({ code, marked: {} });
  });

  it('does not read comments when the metastring has a range, which takes the first class', () => {
    const code = 'a\n// highlight-next-line\nb';
    expect(lines(code, 'js', '{1,3}')).toEqual({ code, marked: { 0: [HL], 2: [HL] } });
    const custom = [{ className: 'mine', line: 'mark' }];
    expect(lines(code, 'js', '{2}', custom)).toEqual({ code, marked: { 1: ['mine'] } });
  });

  it('takes the site’s magic comments, each with its class', () => {
    const magic = [
      ...DEFAULT_MAGIC_COMMENTS,
      {
        className: 'code-error',
        line: 'error-next-line',
        block: { start: 'error-start', end: 'error-end' },
      },
    ];
    expect(
      lines(
        '// error-next-line\na\n// highlight-next-line\n// error-next-line\nb\n// error-start\nc\n// error-end',
        'js',
        undefined,
        magic,
      ),
    ).toEqual({
      code: 'a\nb\nc',
      marked: { 0: ['code-error'], 1: [HL, 'code-error'], 2: ['code-error'] },
    });
  });

  it('treats the words of a comment literally, not as a pattern', () => {
    const magic = [{ className: 'x', line: 'a.b' }];
    expect(lines('// acb\nq', 'js', undefined, magic).marked).toEqual({});
    expect(lines('// a.b\nq', 'js', undefined, magic).marked).toEqual({ 0: ['x'] });
  });

  it('keeps a pattern by language and words: other words or a list changed in place are read anew', () => {
    const magic = [{ className: 'x', line: 'one' }];
    expect(lines('// one\nq', 'js', undefined, magic).marked).toEqual({ 0: ['x'] });
    magic[0]!.line = 'two';
    expect(lines('// one\nq', 'js', undefined, magic).marked).toEqual({});
    expect(lines('// two\nq', 'js', undefined, magic).marked).toEqual({ 0: ['x'] });
    // Words that run together differently are other words.
    const split = [{ className: 'y', block: { start: 'ab', end: 'c' } }];
    const joined = [{ className: 'y', block: { start: 'a', end: 'bc' } }];
    expect(lines('// ab\nq\n// c', 'js', undefined, split)).toEqual({
      code: 'q',
      marked: { 0: ['y'] },
    });
    expect(lines('// ab\nq\n// c', 'js', undefined, joined).marked).toEqual({});
    // The same words in another language take that language's comments.
    expect(
      lines('# one\nq', 'python', undefined, [{ className: 'x', line: 'one' }]).marked,
    ).toEqual({ 0: ['x'] });
    expect(lines('# one\nq', 'js', undefined, [{ className: 'x', line: 'one' }]).marked).toEqual(
      {},
    );
  });

  it('fails clearly on a range with no magic comment to give it a class', () => {
    expect(() => lines('a', 'js', '{1}', [])).toThrow(/code\.magicComments is empty/);
  });

  it('gives the highlighted line its class in the highlighted HTML, without the comment', async () => {
    const { code, lineClasses } = parseCodeLines(
      'const a = 1;\n// highlight-next-line\nconst b = 2;',
      'js',
      DEFAULT_MAGIC_COMMENTS,
    );
    const pre = await highlight(code, 'js', parseCodeMeta(undefined), { lineClasses });
    const lineEls = (pre.children[0] as Element).children.filter(
      (c): c is Element => c.type === 'element',
    );
    expect(lineEls.map((l) => toString(l))).toEqual(['const a = 1;', 'const b = 2;']);
    expect(lineEls.map((l) => [l.properties.class].flat())).toEqual([['line'], ['line', HL]]);
  });

  it('keeps the comments out of the page, the copied code and the search text, with the site’s classes', async () => {
    const dir = join(import.meta.dirname, '../../../fixtures/sites/minimal');
    const compiled = await compileDoc({
      body: '# Page\n\n```py\n# mark-this\nx = 1\ny = 2\n```\n',
      filePath: join(dir, 'docs/page.md'),
      source: 'page.md',
      staticDirs: [join(dir, 'static')],
      permalinkBySource: new Map(),
      magicComments: [{ className: 'code-marked', line: 'mark-this' }],
    });
    expect(compiled.code).not.toContain('mark-this');
    expect(compiled.code).toContain('code: "x = 1\\ny = 2"');
    expect(compiled.code).toMatch(/className: "line code-marked",\s*"data-line": "1"/);
    expect(compiled.searchSections.map((s) => s.text).join(' ')).not.toContain('mark-this');
    expect(compiled.searchSections.map((s) => s.text).join(' ')).toContain('x = 1');
  });
});
