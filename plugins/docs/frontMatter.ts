// Splits YAML front matter from a doc, keeping line numbers, and validates it with a position per key.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineCounter, Node } from 'yaml';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { DEPENDENCY_VERSIONS_FILE } from '../paths.js';
import { FrontMatterSchema, describeIssue, type FrontMatter } from '../config/schema.js';
import { parseYamlAsDocusaurus } from './docusaurusYaml.js';
import { readSimpleFrontMatter } from './simpleFrontMatter.js';
import { yamlModule } from '../yamlModule.js';
import { dateReplacer, dateReviver, yamlTimestamp } from './yamlTimestamp.js';

export interface SplitResult {
  frontMatter: FrontMatter;
  /** The body with the front matter replaced by blank lines, so body line N is file line N. */
  body: string;
  /** 1-based line the body's first character is on. */
  bodyStartLine: number;
  /** Front matter that is not valid YAML but that Docusaurus reads (its js-yaml 3 does): read so. */
  warning?: Diagnostic;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/**
 * Valid front matter by its YAML text: a site's docs are parsed and validated once, then taken
 * from here (in this process, and across processes through `loadFrontMatterCache`). YAML parsing
 * is most of the content stage's time on a large site.
 */
const parsedByText = new Map<string, FrontMatter>();
const usedTexts = new Set<string>();
/** What the cached values depend on: this parser, the schema and the packages' versions. */
const CACHE_VERSION = createHash('sha1')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(readFileSync(fileURLToPath(new URL('./simpleFrontMatter.ts', import.meta.url))))
  .update(readFileSync(fileURLToPath(new URL('../config/schema.ts', import.meta.url))))
  .update(readFileSync(DEPENDENCY_VERSIONS_FILE))
  .digest('hex');
/** What front matter read by this parser depends on (docRecords.ts keeps it too). */
export const FRONT_MATTER_VERSION = CACHE_VERSION;

/**
 * The texts `file` holds, as this process last read or wrote it: a build whose docs use exactly
 * those leaves the file as it is (a rebuild after a doc's text was edited: issue 37).
 */
let textsInFile: { file: string; texts: Set<string> } | undefined;

/** Fills the in-process cache from `file` (written by `saveFrontMatterCache`); a bad file is ignored. */
export function loadFrontMatterCache(file: string): void {
  textsInFile = undefined;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8'), dateReviver) as { version: string; entries: [string, FrontMatter][] };
    if (data.version !== CACHE_VERSION) return;
    for (const [text, value] of data.entries) parsedByText.set(text, value);
    textsInFile = { file, texts: new Set(data.entries.map(([text]) => text)) };
  } catch {
    /* no cache yet, or an unreadable one: parse everything */
  }
}

/**
 * Writes the front matter parsed or used since the last save (what the site has now) to `file`,
 * unless the file holds that already.
 */
export function saveFrontMatterCache(file: string): void {
  const used = [...usedTexts].filter((t) => parsedByText.has(t));
  usedTexts.clear();
  const held = textsInFile?.file === file ? textsInFile.texts : undefined;
  if (held?.size === used.length && used.every((t) => held.has(t))) return;
  const entries = used.map((t) => [t, parsedByText.get(t)!] as const);
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ version: CACHE_VERSION, entries }, dateReplacer));
    textsInFile = { file, texts: new Set(used) };
  } catch {
    textsInFile = undefined;
    /* a cache that cannot be written only costs time */
  }
}

export function parseFrontMatter(text: string, file: string): SplitResult {
  // A byte order mark (an editor's UTF-8 BOM) is not content: Docusaurus reads the front matter
  // after it, so a file starting with one keeps its title rather than showing `---` as a rule.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const m = source.startsWith('---') ? FENCE.exec(source) : null;
  if (!m || m.index !== 0) return { frontMatter: {} as FrontMatter, body: source, bodyStartLine: 1 };
  const yamlText = m[1] ?? '';
  const consumed = m[0];
  const lines = consumed.split('\n').length - 1;
  const split = (frontMatter: FrontMatter): SplitResult => ({ frontMatter, body: '\n'.repeat(lines) + source.slice(consumed.length), bodyStartLine: lines + 1 });
  usedTexts.add(yamlText);
  const known = parsedByText.get(yamlText);
  if (known) return split(structuredClone(known));
  // Most docs' front matter is simple enough to read without the YAML library (the same values):
  // the library's document, which gives positions, is made only for an error to report.
  const simple = readSimpleFrontMatter(yamlText);
  // The library is loaded only for front matter that needs it (plugins/yamlModule.ts).
  let lineCounter!: LineCounter;
  // Unquoted dates are Dates, as Docusaurus's js-yaml 3 reads them (./yamlTimestamp.ts).
  const parseYaml = () => {
    const yaml = yamlModule();
    lineCounter = new yaml.LineCounter();
    return yaml.parseDocument(yamlText, { lineCounter, prettyErrors: false, customTags: [yamlTimestamp] });
  };
  const parsedDoc = simple ? undefined : parseYaml();
  const yamlError = parsedDoc?.errors[0];
  let warning: Diagnostic | undefined;
  let raw: unknown;
  if (simple) raw = simple;
  else if (yamlError) {
    const pos = lineCounter.linePos(Math.min(yamlError.pos[0], Math.max(0, yamlText.length - 1)));
    const reason = yamlError.message.split('\n')[0];
    const at = { file, line: pos.line + 1, column: pos.col };
    raw = parseYamlAsDocusaurus(yamlText);
    if (raw === undefined) {
      throw new BuildError({ ...at, severity: 'error', message: `invalid YAML front matter: ${reason}`, hint: 'front matter is YAML between two "---" lines; quote values that contain ": " or start with a special character' });
    }
    warning = { ...at, severity: 'warning', kind: 'front matter', message: `front matter that is not valid YAML (${reason}), read as Docusaurus reads it (js-yaml 3): ${JSON.stringify(raw)}`, hint: 'put each key on a line of its own; other YAML parsers reject this' };
  } else raw = parsedDoc!.toJS() ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new BuildError({ file, line: 2, column: 1, severity: 'error', message: 'front matter must be a YAML mapping of keys to values', hint: 'write one "key: value" per line' });
  }
  const parsed = FrontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    const doc = parsedDoc ?? parseYaml();
    throw new BuildError(
      parsed.error.issues.map((issue) => {
        const { isMap } = yamlModule();
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
              ? 'quote the value so YAML reads it as text, e.g. sidebar_label: "true"'
              : 'see reference/writing.md of the generator ("Front matter")',
        };
      }),
    );
  }
  // Read leniently: not cached, so every build that reads the file says so again.
  if (warning) return { ...split(parsed.data), warning };
  parsedByText.set(yamlText, structuredClone(parsed.data));
  return split(parsed.data);
}
