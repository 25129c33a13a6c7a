// The front matter most docs have, read without the YAML library: one `key: value` a line, each
// value a plain word-like text, a whole number, a quoted text or a flow list of plain words. The
// library's document model (a parser, a composer and a node per value, kept for error positions)
// was about two thirds of the content stage's front-matter time on the 1,000-doc bench corpus.
//
// It gives exactly what `parseDocument(text).toJS()` gives for such text (YAML 1.2's core schema:
// `true`, `null`, `0x1f` and dates are not plain words here), and undefined for anything else: a
// comment, a nested mapping, a block list, an escape, a number with a sign or a point, a value a
// character of which YAML could read otherwise. The caller then parses the text with the library.
// tests/unit/plugins/docs/simpleFrontMatter.test.ts compares both on every form it accepts.

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ ]+(\S(?:.*\S)?)[ ]*$/;
/**
 * A plain scalar that can only be text: a letter, `/` or `_` first (no indicator, digit, sign or
 * point), then
 * letters, digits, spaces and punctuation that mean nothing inside a plain scalar on one line
 * (no `:` or `#`, which may start a mapping or a comment; no tab).
 */
const PLAIN = /^[\p{L}/_][\p{L}\p{N} _.,'"()/?!&+@%=*$~^-]*$/u;
/** The same inside a flow list, where `,` separates items and brackets and braces open others. */
const FLOW_ITEM = /^[\p{L}/_][\p{L}\p{N} _.'"()/?!&+@%=*$~^-]*$/u;
/** Words YAML's core schema reads as a boolean or null, in the spellings it accepts. */
const NOT_TEXT = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);
/** A whole number YAML reads as such and JavaScript holds exactly (no sign, no leading zero). */
const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;

type Value = string | number | string[];

function plainText(text: string, pattern: RegExp): string | undefined {
  // A run of spaces is kept as written on one line; a trailing one never reaches here.
  return pattern.test(text) && !NOT_TEXT.has(text) ? text : undefined;
}

function readValue(text: string): Value | undefined {
  if (INTEGER.test(text)) return Number(text);
  const first = text[0];
  if (first === '"') return /^"([^"\\]*)"$/.exec(text)?.[1];
  if (first === "'") return /^'([^']*)'$/.exec(text)?.[1];
  if (first === '[') {
    const inner = /^\[(.*)\]$/.exec(text)?.[1];
    if (inner === undefined) return undefined;
    if (!inner.trim()) return [];
    const items = inner.split(',').map((item) => item.trim());
    // A trailing comma (`[a, b,]`) or an empty item is the library's to read.
    const texts = items.map((item) => plainText(item, FLOW_ITEM));
    return texts.every((t): t is string => t !== undefined) ? texts : undefined;
  }
  return plainText(text, PLAIN);
}

/**
 * The front matter's values when every line is a simple `key: value` (see above), else undefined.
 * `text` is what lies between the two `---` lines.
 */
export function readSimpleFrontMatter(text: string): Record<string, Value> | undefined {
  const out: Record<string, Value> = {};
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const m = LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    // A repeated key is an error for the library; `__proto__` would not be an own property here;
    // a key is read by the schema too (`null:` is a null key).
    if (seen.has(key) || key === '__proto__' || NOT_TEXT.has(key)) return undefined;
    seen.add(key);
    const value = readValue(m[2]!);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}
