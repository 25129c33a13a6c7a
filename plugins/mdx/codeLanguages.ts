// The code languages of a doc's fenced blocks, as written after the fence (lower-cased): what the
// compile threads' warm-up highlights first (warmCompiler.ts), and what the compile pool sends a
// doc by, to the thread that has those languages' grammars already (workerPool.ts, `affinity`).
// Shiki makes a grammar's scanners on its first use in a thread, once per thread: TypeScript's
// cost 0.4–0.55 s of CPU, as much as a few hundred blocks (reference/performance.md). A best
// guess, not a Markdown parse: a fence inside another block may be counted, an indented block is
// not; it decides only which thread compiles a doc, never what the compile gives.

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+#.-]+)[^\n]*\n([\s\S]*?)^ {0,3}\1[ \t]*$/gm;

/**
 * The fenced code blocks' languages with the first block of each, the most used first (ties in
 * the order first seen).
 */
export function codeLanguagesOf(texts: Iterable<string>): { lang: string; code: string }[] {
  const found = new Map<string, { count: number; code: string }>();
  for (const text of texts)
    for (const [, , lang, code] of text.matchAll(FENCE)) {
      const key = lang!.toLowerCase();
      const entry = found.get(key);
      if (entry) entry.count++;
      else found.set(key, { count: 1, code: code!.replace(/\n$/, '') });
    }
  return [...found]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([lang, { code }]) => ({ lang, code }));
}

/** The distinct languages of one text's fenced blocks, in the order first seen. */
export function fencedLanguages(text: string): string[] {
  // Most docs have no fence at all: the scan is skipped.
  if (!text.includes('```') && !text.includes('~~~')) return [];
  const langs = new Set<string>();
  for (const m of text.matchAll(FENCE)) langs.add(m[2]!.toLowerCase());
  return [...langs];
}
