// Docusaurus's number-prefix rule: `01-intro` → `intro` (position 1); dates and versions stay intact.

const PREFIX = /^(?<num>\d+)\s*[-_.]+\s*(?<suffix>[^-_.\s].*)$/;
const IGNORED = /^\d+[-_.]\d+/;

/** Docusaurus's `numberPrefixParser` option: a parser `(filename) => {filename, numberPrefix}`. */
export type NumberPrefixParser = (filename: string) => { filename: string; numberPrefix?: number };

let siteParser: NumberPrefixParser | false | undefined;
/**
 * The docs' `numberPrefixParser` of the site being loaded (plugins/loadSite.ts sets it before the
 * docs are read): `false` keeps every prefix, a function replaces the rule below, `undefined`
 * is the rule below.
 */
export function setNumberPrefixParser(parser: NumberPrefixParser | false | undefined): void {
  siteParser = parser;
}

export function parseNumberPrefix(name: string): { name: string; numberPrefix?: number } {
  if (siteParser === false) return { name };
  if (siteParser) {
    const parsed = siteParser(name);
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

export function stripNumberPrefix(name: string): string {
  return parseNumberPrefix(name).name;
}

/** Strips prefixes from every segment of a relative folder path (`0-A/1 - B` → `A/B`). */
export function stripPathNumberPrefixes(dir: string): string {
  return dir
    .split('/')
    .map((s) => stripNumberPrefix(s))
    .join('/');
}
