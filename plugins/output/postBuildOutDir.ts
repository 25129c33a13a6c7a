// Docusaurus runs `postBuild` with its out dir in place: a plugin may write there by a path of its
// own rather than through the `outDir` it is given (Metro's internaldocs-fb preset makes
// `build/rendered-components` relative to the working directory, and fails when `build/` is not
// there). Here the build goes to a staging folder, which replaces the out dir afterwards: the out
// dir is made for the plugins when it does not exist yet (a first build), and what they wrote into
// it (a file that is new there, or changed) is copied into the staged output, so it survives the
// swap on later builds too.
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listFolder } from './bundleReuse.js';

/** Each file of a folder by its path in it, with its modification time and size. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of listFolder(dir)) {
    const s = statSync(join(dir, rel));
    out.set(rel, `${s.mtimeMs}:${s.size}`);
  }
  return out;
}

export async function withOutDirForPostBuild<T>(
  outDir: string,
  staging: string,
  run: () => Promise<T>,
): Promise<T> {
  const existed = existsSync(outDir);
  // The first folder made (a locale's out dir may lack its parent too).
  const made = existed ? undefined : (mkdirSync(outDir, { recursive: true }) ?? outDir);
  const before = existed ? snapshot(outDir) : new Map<string, string>();
  try {
    const result = await run();
    for (const [rel, stamp] of snapshot(outDir)) {
      if (before.get(rel) === stamp || existsSync(join(staging, rel))) continue;
      mkdirSync(dirname(join(staging, rel)), { recursive: true });
      copyFileSync(join(outDir, rel), join(staging, rel));
    }
    return result;
  } finally {
    // Left by a failed postBuild, or copied: a failed first build leaves no out dir, as before it.
    if (made) rmSync(made, { recursive: true, force: true });
  }
}
