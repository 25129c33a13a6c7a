// postBuild runs with the out dir in place, as in Docusaurus, though the build writes to a
// staging folder: on a first build it is made for the plugins, and what a plugin writes there by
// a path of its own (Metro's internaldocs-fb: `build/rendered-components`) joins the output.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withOutDirForPostBuild } from '../../../../plugins/output/postBuildOutDir.js';

const setup = () => {
  const root = mkdtempSync(join(tmpdir(), 'post-build-out-'));
  const staging = join(root, '.build.staging');
  mkdirSync(staging);
  writeFileSync(join(staging, 'index.html'), 'page');
  return { root, outDir: join(root, 'build'), staging };
};

describe('the out dir during postBuild', () => {
  it('exists on a first build, and what a plugin wrote into it moves to the staged output', async () => {
    const { outDir, staging } = setup();
    await withOutDirForPostBuild(outDir, staging, async () => {
      expect(existsSync(outDir)).toBe(true);
      mkdirSync(join(outDir, 'rendered-components'));
      writeFileSync(join(outDir, 'rendered-components', 'a.png'), 'png');
    });
    expect(readFileSync(join(staging, 'rendered-components', 'a.png'), 'utf8')).toBe('png');
    expect(existsSync(outDir)).toBe(false);
  });

  it('is left as it is when it exists (the previous output), and removed after a failure', async () => {
    const kept = setup();
    mkdirSync(kept.outDir);
    writeFileSync(join(kept.outDir, 'old.html'), 'old');
    await withOutDirForPostBuild(kept.outDir, kept.staging, async () => undefined);
    expect(readFileSync(join(kept.outDir, 'old.html'), 'utf8')).toBe('old');
    const failed = setup();
    const nested = join(failed.outDir, 'fr');
    await expect(
      withOutDirForPostBuild(nested, failed.staging, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(existsSync(failed.outDir)).toBe(false);
  });
});
