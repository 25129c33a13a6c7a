// What counts as a hedge or as authoring-process wording in a doc, for the content checks.
// Run `npx tsx tests/content/hedges.ts` to list the docs that carry any, with their counts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Sentences that send the reader elsewhere instead of answering. */
export const HEDGES: RegExp[] = [
  /\bnot (?:been )?(?:publicly |yet )?published\b/gi,
  /\bunpublished\b/gi,
  /\bnot (?:publicly )?documented\b/gi,
  /\bask (?:Ground Control(?:'s)? )?support\b/gi,
  /\bcheck (?:the|its|your) (?:product )?data ?sheet\b/gi,
  /\bnot (?:made )?public(?:ly available)?\b/gi,
  // Added with the content checks: the same deferral in other words.
  /\b(?:check|confirm|verify)\b[^.]{0,40}\bwith (?:Ground Control(?:'s)? )?support\b/gi,
  /\brequest\b[^.]{0,60}\bfrom (?:Ground Control(?:'s)? )?support\b/gi,
  /\bnot in (?:Ground Control's )?public (?:reference|material|documentation)\b/gi,
  /\bat the time of writing\b/gi,
  // Added with issue 36: the broad count (deferring to Ground Control by name, not only support).
  /\bask Ground Control\b(?! support)/gi,
  // Not a request that came from Ground Control ("a webhook request really came from Ground Control").
  /\b(?:request|obtain)\b(?![^.]{0,60}\b(?:came|comes|come|sent) from)[^.]{0,60}\bfrom Ground Control\b(?! support)/gi,
  // Not a thing of Ground Control's used in a check ("verify … with Ground Control's public key").
  /\b(?:check|confirm|verify)\b[^.]{0,40}\bwith Ground Control\b(?! support)(?!'s (?:[\w-]+ )?key\b)/gi,
  /\bnot (?:stated|specified|given) (?:by|in|on)\b/gi,
];

/** Wording that shows how a page was written; readers must never see it. */
export const AUTHORING: RegExp[] = [
  /\bour sources\b/gi,
  /\bthe sources? (?:this page|behind this page|these pages)\b/gi,
  /\bsources? (?:this|the) page (?:was|were) written from\b/gi,
  /\bnot reproduced (?:here|in)\b/gi,
  /\bwhile writing this page\b/gi,
  /\bchecked while writing\b/gi,
  /\bnamed in (?:our|the) sources\b/gi,
  // Added with the content checks.
  /\bsources? this documentation\b/gi,
  /\bin the public material\b/gi,
  // Added with the platforms' content round: a field explained by what a source leaves out.
  /\bthe (?:reference|source|documentation) (?:does not|doesn't) (?:state|say|give)\b/gi,
];

/** Limits the content checks hold every doc to (tests/content/hedges.test.ts). */
export const LIMITS = {
  /** Hedges one doc may carry. */
  maxHedgesPerDoc: 2,
  /** Docs in the whole knowledgebase that may carry any hedge. */
  maxHedgedDocs: 25,
  /** Authoring-process phrases one doc may carry. */
  maxAuthoringPerDoc: 0,
} as const;

function count(text: string, patterns: RegExp[]): number {
  let n = 0;
  for (const p of patterns) n += text.match(p)?.length ?? 0;
  return n;
}

/** Hedge and authoring counts of one doc's text (front matter included: descriptions show too). */
export function scanDoc(text: string): { hedges: number; authoring: number } {
  return { hedges: count(text, HEDGES), authoring: count(text, AUTHORING) };
}

export function scanDocs(docsDir: string): Map<string, { hedges: number; authoring: number }> {
  const out = new Map<string, { hedges: number; authoring: number }>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.mdx?$/.test(name)) {
        const found = scanDoc(readFileSync(full, 'utf8'));
        if (found.hedges || found.authoring) out.set(relative(docsDir, full), found);
      }
    }
  };
  visit(docsDir);
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const found = scanDocs(process.argv[2] ?? 'docs');
  const rows = [...found].sort(
    (a, b) => b[1].hedges + b[1].authoring - a[1].hedges - a[1].authoring,
  );
  for (const [file, c] of rows) console.log(`${c.hedges}\t${c.authoring}\t${file}`);
  const hedged = rows.filter(([, c]) => c.hedges > 0).length;
  const authoring = rows.filter(([, c]) => c.authoring > 0).length;
  console.log(
    `${hedged} docs with hedges, ${authoring} with authoring wording (hedges, authoring, file)`,
  );
}
