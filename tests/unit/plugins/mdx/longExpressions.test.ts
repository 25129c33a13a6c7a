// A long MDX expression (an OpenAPI schema written as one JSX attribute) is parsed without asking
// acorn at each of its `}`: the trees are MDX's own, position for position, and the compile's
// parser runs acorn on the long expression only when it can close (plugins/mdx/longExpressions.ts).
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Parser } from 'acorn';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import {
  countOpenBrackets,
  LONG_EXPRESSION,
  longExpressionParser,
  mdxSyntaxOptions,
} from '../../../../plugins/mdx/longExpressions.js';
import { BuildError, formatDiagnostic } from '../../../../plugins/diagnostics.js';

/** A JSON schema of `n` properties, each an object of objects: about 3 `}` per property. */
function schema(n: number, extra = ''): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < n; i++)
    properties[`field${i}`] = {
      type: 'object',
      description: `Field ${i}: a "quoted" word, it's {braced} [bracketed] (parenthesised)${extra}`,
      properties: { id: { type: 'string', format: 'uri' } },
    };
  return JSON.stringify({ 200: { description: 'OK', content: { schema: { properties } } } });
}

const doc = (expression: string) =>
  `# API\n\nimport X from './x';\n\n<div\n  data-responses={${expression}}\n/>\n\nAfter {1 + 1}.\n`;

const parseWith = (options: object | undefined, text: string) =>
  unified()
    .use(remarkParse)
    .use(remarkMdx, options as never)
    .parse(text);

const site = mkdtempSync(join(tmpdir(), 'long-expr-'));
mkdirSync(join(site, 'static'), { recursive: true });
const compile = (body: string) =>
  compileDoc({
    body,
    filePath: join(site, 'docs', 'api.mdx'),
    source: 'api.mdx',
    staticDirs: [join(site, 'static')],
    permalinkBySource: new Map(),
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('countOpenBrackets', () => {
  it('counts brackets outside strings, escapes included', () => {
    expect(countOpenBrackets('{"a": [1, {"b": "}]\\"{"')).toMatchObject({ depth: 3, quote: 0 });
    expect(countOpenBrackets("{'it\\'s }'")).toMatchObject({ depth: 1, quote: 0 });
    expect(countOpenBrackets('{"a": "open')).toMatchObject({ depth: 1, quote: 34 });
    expect(countOpenBrackets('({a: f(1)})')).toMatchObject({ depth: 0 });
  });

  it('cannot tell with a comment or regular expression, a template literal, JSX, a broken string', () => {
    for (const input of [
      '{a: 1 / 2',
      '{a: /x}/',
      '{a: `${b}`',
      '{a: <b>{c}</b>',
      '{"a\n"',
      '{a: 1}}',
    ])
      expect(countOpenBrackets(input), input).toBeUndefined();
  });

  it('goes on from the count of a prefix to the same count as from the start', () => {
    const input = schema(20);
    const cut = input.indexOf('}', input.length / 2);
    const prefix = countOpenBrackets(input.slice(0, cut))!;
    expect(countOpenBrackets(input.slice(0, cut + 40), prefix)).toEqual(
      countOpenBrackets(input.slice(0, cut + 40)),
    );
  });
});

describe('the long-expression parser', () => {
  it('fails a long expression cut short as acorn does: at its end, or at the string it ends in', () => {
    const input = schema(100);
    const errorOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        const { pos, raisedAt, message } = e as SyntaxError & { pos: number; raisedAt: number };
        return { pos, raisedAt, message: message.replace(/ \(\d+:\d+\)$/, '') };
      }
      throw new Error('expected a failure');
    };
    const options = { ecmaVersion: 2024 as const };
    // Before a `}` closing an object, and before the `}` of `{braced}` in a description.
    const cuts = [input.lastIndexOf('}}', input.length - 200), input.lastIndexOf('braced}')];
    for (const at of cuts) {
      const cut = input.slice(0, at + (input[at] === 'b' ? 6 : 0));
      expect(cut.length).toBeGreaterThan(LONG_EXPRESSION);
      const ours = errorOf(() => longExpressionParser().parseExpressionAt(cut, 0, options));
      expect(ours).toEqual(errorOf(() => Parser.parseExpressionAt(cut, 0, options)));
    }
  });

  it('gives the trees of MDX’s own parser, positions and estrees included', () => {
    const cases = [
      doc(schema(40)),
      doc(schema(40, ' see /docs/x and `code`')),
      // What the count leaves to acorn: a regular expression, a template literal, JSX.
      doc(`{pattern: /[{}]+/, ${schema(30).slice(1)}`),
      doc(`{text: \`\${1}}\`, ${schema(30).slice(1)}`),
      doc(`{el: <b>{'}'}</b>, ${schema(30).slice(1)}`),
      // The same after the first few thousand characters counted.
      doc(`{${schema(30).slice(1, -1)}, pattern: /[{}]+/, text: \`\${'}'}\`}`),
      // A long flow expression and a long text expression.
      `{${schema(40)}}\n\nText {${schema(40)}.length} end.\n`,
    ];
    for (const text of cases)
      expect(parseWith(mdxSyntaxOptions(), text)).toEqual(parseWith(undefined, text));
  });

  it('compiles a long attribute expression asking acorn to parse it once, not at each `}`', async () => {
    const expression = schema(300);
    const closing = expression.split('}').length - 1;
    expect(closing).toBeGreaterThan(600);
    const parse = vi.spyOn(
      Parser.prototype as unknown as { parseExpression: () => unknown },
      'parseExpression',
    );
    const result = await compile(doc(expression));
    const longParses = parse.mock.contexts.filter(
      (p) => (p as unknown as { input: string }).input.length >= LONG_EXPRESSION,
    );
    expect(longParses.length).toBeLessThanOrEqual(2);
    expect(result.code).toContain('field299');
  });

  it('still reports a long expression that never closes at a place in the file', async () => {
    const body = doc(schema(100)).replace('}\n/>', '\n/>');
    const error = await compile(body).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.line).toBeGreaterThan(1);
    expect(d!.column).toBeGreaterThan(0);
    expect(formatDiagnostic(d!, { color: false })).toContain('api.mdx');
  });
});
