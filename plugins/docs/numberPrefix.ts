// Docusaurus's number-prefix rule: `01-intro` → `intro` (position 1); dates and versions stay intact.

const PREFIX = /^(?<num>\d+)\s*[-_.]+\s*(?<suffix>[^-_.\s].*)$/;
const IGNORED = /^\d+[-_.]\d+/;

/** Docusaurus's `numberPrefixParser` option: a parser `(filename) => {filename, numberPrefix}`. */
export type NumberPrefixParser = (filename: string) => { filename: string; numberPrefix?: number };

/**
 * A docs instance's `numberPrefixParser` option as the docs loaders take it: `false` keeps every
 * prefix, a function replaces the rule below, `undefined` is the rule below. Each docs instance
 * passes its own (plugins/docs/instances.ts), so two instances, or two sites loaded in one
 * process, never see each other's.
 */
export type NumberPrefixOption = NumberPrefixParser | false | undefined;

/** A Docusaurus docs option's value (`true`, `false`, a function) as the loaders take it. */
export function numberPrefixOptionOf(value: unknown): NumberPrefixOption {
  if (value === false) return false;
  return typeof value === 'function' ? (value as NumberPrefixParser) : undefined;
}

export function parseNumberPrefix(
  name: string,
  parser?: NumberPrefixOption,
): { name: string; numberPrefix?: number } {
  if (parser === false) return { name };
  if (parser) {
    const parsed = parser(name);
    return {
      name: typeof parsed?.filename === 'string' ? parsed.filename : name,
      ...(typeof parsed?.numberPrefix === 'number' ? { numberPrefix: parsed.numberPrefix } : {}),
    };
  }
  if (IGNORED.test(name)) return { name };
  const m = PREFIX.exec(name);
  if (!m?.groups) return { name };
  return { name: m.groups.suffix!, numberPrefix: parseInt(m.groups.num!, 10) };
}

export function stripNumberPrefix(name: string, parser?: NumberPrefixOption): string {
  return parseNumberPrefix(name, parser).name;
}

/** `stripPathNumberPrefixes` by Docusaurus's rule, by folder (a folder's docs all ask it, twice). */
const strippedByRule = new Map<string, string>();

/** Strips prefixes from every segment of a relative folder path (`0-A/1 - B` → `A/B`). */
export function stripPathNumberPrefixes(dir: string, parser?: NumberPrefixOption): string {
  // Docusaurus's rule is the same function of the folder everywhere: its answers are kept (a
  // site's own parser, which may answer differently each time, is asked each time).
  if (parser === undefined) {
    let stripped = strippedByRule.get(dir);
    if (stripped === undefined) {
      if (strippedByRule.size >= 10_000) strippedByRule.clear();
      strippedByRule.set(dir, (stripped = stripSegments(dir, undefined)));
    }
    return stripped;
  }
  return stripSegments(dir, parser);
}

function stripSegments(dir: string, parser: NumberPrefixOption): string {
  return dir
    .split('/')
    .map((s) => stripNumberPrefix(s, parser))
    .join('/');
}
