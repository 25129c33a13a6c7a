// Writes many output files a few at a time, off the calling thread (libuv's pool does the I/O):
// a build writes thousands of small files (search index files, Markdown copies, page modules), and
// writing them one by one on the main thread would keep it from everything else it has to do.
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const CONCURRENT_WRITES = 16;

/** Writes each `path → content` under `outDir`, creating folders as needed. */
export async function writeFiles(outDir: string, files: Iterable<[string, Uint8Array | string]>): Promise<void> {
  const dirs = new Set<string>();
  const pending = [...files];
  const writeNext = async (): Promise<void> => {
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [file, content] = next;
      const abs = join(outDir, file);
      const dir = dirname(abs);
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      await writeFile(abs, content);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_WRITES }, writeNext));
}
