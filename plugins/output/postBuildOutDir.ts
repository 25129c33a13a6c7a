// Docusaurus runs `postBuild` with its out dir in place: a plugin may write there by a path of its
// own rather than through the `outDir` it is given (Metro's internaldocs-fb preset makes
// `build/rendered-components` relative to the working directory, and fails when `build/` is not
// there). Here the build goes to a staging folder: the out dir is made for the plugins when it
// does not exist yet (a first build), and what they wrote into it joins the staged output.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export async function withOutDirForPostBuild<T>(
  outDir: string,
  staging: string,
  run: () => Promise<T>,
): Promise<T> {
  if (existsSync(outDir)) return run();
  // The first folder made (a locale's out dir may lack its parent too).
  const made = mkdirSync(outDir, { recursive: true }) ?? outDir;
  try {
    const result = await run();
    for (const name of readdirSync(outDir))
      if (!existsSync(join(staging, name))) renameSync(join(outDir, name), join(staging, name));
    return result;
  } finally {
    // Empty now, or left by a failed postBuild: a failed build leaves no out dir, as before it.
    rmSync(made, { recursive: true, force: true });
  }
}
