// Splits YAML front matter from a doc, keeping line numbers, and validates it with a position per key.
import { parseDocument, LineCounter, isMap, type Node } from 'yaml';
import { BuildError } from '../diagnostics.js';
import { FrontMatterSchema, describeIssue, type FrontMatter } from '../config/schema.js';

export interface SplitResult {
  frontMatter: FrontMatter;
  /** The body with the front matter replaced by blank lines, so body line N is file line N. */
  body: string;
  /** 1-based line the body's first character is on. */
  bodyStartLine: number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

export function parseFrontMatter(source: string, file: string): SplitResult {
  const m = source.startsWith('---') ? FENCE.exec(source) : null;
  if (!m || m.index !== 0) return { frontMatter: {} as FrontMatter, body: source, bodyStartLine: 1 };
  const yamlText = m[1] ?? '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = lineCounter.linePos(Math.min(yamlError.pos[0], Math.max(0, yamlText.length - 1)));
    throw new BuildError({
      file,
      line: pos.line + 1,
      column: pos.col,
      severity: 'error',
      message: `invalid YAML front matter: ${yamlError.message.split('\n')[0]}`,
      hint: 'front matter is YAML between two "---" lines; quote values that contain ": " or start with a special character',
    });
  }
  const raw = doc.toJS() ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new BuildError({ file, line: 2, column: 1, severity: 'error', message: 'front matter must be a YAML mapping of keys to values', hint: 'write one "key: value" per line' });
  }
  const parsed = FrontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BuildError(
      parsed.error.issues.map((issue) => {
        const node = isMap(doc.contents) ? (doc.getIn(issue.path.slice(0, 1) as string[], true) as Node | undefined) : undefined;
        const keyPair = isMap(doc.contents) ? doc.contents.items.find((p) => (p.key as { value?: unknown })?.value === issue.path[0]) : undefined;
        const offset = (keyPair?.key as Node | undefined)?.range?.[0] ?? node?.range?.[0];
        const pos = offset !== undefined ? lineCounter.linePos(offset) : undefined;
        return {
          file,
          line: pos ? pos.line + 1 : 2,
          column: pos?.col ?? 1,
          severity: 'error' as const,
          message: `front matter ${describeIssue(issue)} (${issue.message})`,
          hint:
            issue.code === 'invalid_type' && issue.expected === 'string'
              ? 'quote the value so YAML reads it as text, e.g. keywords: ["9603", RockBLOCK]'
              : 'see the front matter reference in README.md ("Front matter")',
        };
      }),
    );
  }
  const consumed = m[0];
  const lines = consumed.split('\n').length - 1;
  return { frontMatter: parsed.data, body: '\n'.repeat(lines) + source.slice(consumed.length), bodyStartLine: lines + 1 };
}
