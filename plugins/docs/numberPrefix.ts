// Docusaurus's number-prefix rule: `01-intro` → `intro` (position 1); dates and versions stay intact.

const PREFIX = /^(?<num>\d+)\s*[-_.]+\s*(?<suffix>[^-_.\s].*)$/;
const IGNORED = /^\d+[-_.]\d+/;

export function parseNumberPrefix(name: string): { name: string; numberPrefix?: number } {
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
