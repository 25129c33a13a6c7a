// Finds every doc under docs/ (skipping `_partials`), sorted for stable output.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DocFile } from './docMetadata.js';

export function isDocSource(rel: string): boolean {
  if (!/\.mdx?$/i.test(rel)) return false;
  return !rel.split('/').some((seg) => seg.startsWith('_') || seg === '__tests__');
}

/** Doc paths relative to docs/, sorted (cheap: no file is read). */
export function listDocSources(docsDir: string): string[] {
  if (!existsSync(docsDir)) return [];
  const entries = readdirSync(docsDir, { recursive: true, withFileTypes: false }) as string[];
  return entries
    .map((e) => e.split('\\').join('/'))
    .filter(isDocSource)
    .sort();
}

export function readDocs(docsDir: string): DocFile[] {
  return listDocSources(docsDir).map((source) => {
    const filePath = join(docsDir, source);
    return { source, filePath, content: readFileSync(filePath, 'utf8') };
  });
}
