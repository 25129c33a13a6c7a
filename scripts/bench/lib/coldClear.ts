// Clearing outputs and caches for a cold build. By default they are moved aside (renamed into a
// trash folder, deleted when the measuring ends) rather than deleted right before the build: on
// ext4 without a journal (this project's machines), the kernel skips inodes freed in the last
// minute when it allocates new ones, scanning past each of them, so a build that starts right
// after thousands of files were deleted pays for that deletion in every file it creates (seen as
// system time: 2 s at 1,000 docs, growing with each delete-and-build round). A CI checkout has no
// such deletions behind it. Mode `delete` deletes instead (the procedure of every benchmark result
// before 2026-11-24-s6-aside; each result file says which it used).
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export type ClearMode = 'aside' | 'delete';

export function createColdClearer(trash: string, mode: ClearMode = 'aside') {
  let trashed = 0;
  return {
    /** Takes each existing path out of the way of the next build. */
    clear(paths: string[]): void {
      for (const path of paths) {
        if (!existsSync(path)) continue;
        if (mode === 'aside') {
          mkdirSync(trash, { recursive: true });
          try {
            renameSync(path, join(trash, `${process.pid}-${trashed++}`));
            continue;
          } catch {
            // another file system: delete it
          }
        }
        rmSync(path, { recursive: true, force: true });
      }
    },
    /** Deletes what was moved aside (also what an interrupted run left). */
    empty(): void {
      rmSync(trash, { recursive: true, force: true });
    },
  };
}
