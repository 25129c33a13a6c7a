// Our GFM plugin uses each syntax extension only where a document can hold what it parses: the
// trees must be remark-gfm's, node for node and position for position, on edge cases and on every
// doc we have.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkDirective from 'remark-directive';
import remarkGfmOriginal from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import remarkGfm, {
  gfmSyntaxNeeded,
  hasLiteralCandidate,
} from '../../../../plugins/mdx/remarkGfm.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

const parseWith = (plugins: PluggableList, doc: string) =>
  unified().use(remarkParse).use(remarkMdx).use(plugins).use(remarkDirective).parse(doc);
const original = (doc: string) => parseWith([remarkGfmOriginal], doc);
const ours = (doc: string) => parseWith([remarkGfm], doc);

const CASES = [
  'Plain prose, no links at all.',
  'Visit www.example.com today.',
  'Visit WWW.EXAMPLE.COM/path?q=1.',
  'See https://example.com/a_b_c and http://x.io.',
  'See https://example.com/*not emphasis* here.',
  'Mail support@example.com or mailto:ops@example.com or xmpp:me@example.com/r.',
  'An @ alone, and user@ without a domain.',
  '`https://in.code/span` and `www.code.com` only.',
  '```\nhttps://in.fence\n```\n\ntext after',
  '[www.example.com](https://example.com) and [ref www.x.com][r].\n\n[r]: https://r.io "www title"',
  '![alt with www.example.com](/img/x.png)',
  '&#119;ww.example.com and &#x68;ttp://example.com',
  '| a | b |\n| - | - |\n| www.cell.com | x@y.com |',
  '# Heading with https://example.com',
  '> quote www.example.com\n\n- item http://a.b\n- [ ] task x@y.z',
  'Text[^1] with ~~strike www.x.com~~.\n\n[^1]: Note at https://n.io.',
  ':::note[Title www.x.com]\nBody x@y.com\n:::',
  '<Tabs><TabItem value="a">www.inside.jsx</TabItem></Tabs>',
  'Expression {"https://not.text"} and text.',
  'www.example.com) trailing paren, www.example.com. trailing dot',
  // A literal takes in what MDX would read as an expression or a tag (ZenStack's blog).
  '> Encoded from: http://localhost:3000/api/x?q={"where":{"a":"b"}}',
  'See www.x.com/{y} and https://x.io/?f={"a":[1]}.',
  'snake_case_word and a_b@c_d.com',
  // Tables: with and without outer pipes, one column, aligned, in containers, and look-alikes.
  '| a |\n| - |\n| b |',
  'a | b\n--- | ---\nc | d',
  'a\n:-\nb',
  'a\n-:\n\nb\n|-',
  '| left | centre | right |\n| :--- | :-: | --: |\n| `a\\|b` | **c** | d |',
  '> | q | r |\n> | - | - |\n> | s | t |',
  '- item\n\n  | a | b |\n  |---|---|\n  | c | d |',
  '1. | a |\n   | - |',
  'Setext heading\n---\n\n***\n\n- - -\n\nA | pipe in prose - with a dash',
  'Not a table\n| a |\nno delimiter row',
  '    | a |\n    | - |',
  // Strikethrough, footnotes and task lists, and their look-alikes.
  '~one~ and ~~two~~ and ~~~three~~~ and a~b',
  '~~~js\nconst x = 1;\n~~~',
  'Call[^a] and [^b] undefined.\n\n[^a]: Defined\n    with more.',
  '`[^code]` and [not ^ a footnote] and [^]',
  '- [ ] open\n- [x] done\n- [X] done too\n- [\t] tab\n- [y] not a task',
  '* [ ]\n* [x]trailing\n\n[ ] outside a list',
  '- [x] task with ~~strike~~[^n] and | pipes |\n\n[^n]: note',
];

describe('remarkGfm (autolink literals parsed only where a text can hold one)', () => {
  it.each(CASES)('gives remark-gfm’s tree for %j', (doc) => {
    expect(ours(doc)).toEqual(original(doc));
  });

  it('makes the literals remark-gfm makes', () => {
    const tree = ours('Visit www.example.com or write to a@b.co.');
    const links = JSON.stringify(tree).match(/"type":"link"/g) ?? [];
    expect(links).toHaveLength(2);
  });

  it('fails where remark-gfm fails, with its error', () => {
    for (const doc of ['Bad {"a":1} beside www.x.com', 'No literal {"a":1} here']) {
      expect(() => original(doc)).toThrow();
      expect(() => ours(doc)).toThrow(/acorn/);
    }
  });

  it('finds a candidate only in text nodes', () => {
    expect(hasLiteralCandidate(original('`www.x.com` [a](https://x.com)'))).toBe(false);
    expect(hasLiteralCandidate(original('**see www.x.com**'))).toBe(true);
    expect(hasLiteralCandidate(original('x@y'))).toBe(true);
  });

  it('asks for a syntax extension only where its mark is', () => {
    const none = { footnote: false, strikethrough: false, table: false, taskList: false };
    expect(gfmSyntaxNeeded('Plain prose - with a dash | and a pipe.\n\n---\n')).toEqual(none);
    expect(gfmSyntaxNeeded('| a |\n| - |')).toEqual({ ...none, table: true });
    expect(gfmSyntaxNeeded('> a\n> :-')).toEqual({ ...none, table: true });
    expect(gfmSyntaxNeeded('x[^1]\n\n~~y~~\n\n- [ ] z')).toEqual({
      footnote: true,
      strikethrough: true,
      table: false,
      taskList: true,
    });
  });

  it('gives remark-gfm’s tree for every doc of the knowledgebase', () => {
    const docsDir = join(ROOT, 'docs');
    const files = (readdirSync(docsDir, { recursive: true }) as string[]).filter((f) =>
      /\.mdx?$/.test(f),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const body = preprocessMdx(parseFrontMatter(readFileSync(join(docsDir, f), 'utf8'), f).body);
      expect(ours(body), relative(ROOT, join(docsDir, f))).toEqual(original(body));
    }
  });
});
