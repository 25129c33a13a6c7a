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

  it('keeps the previous output as it is; what a plugin writes into it joins the staged output', async () => {
    const kept = setup();
    mkdirSync(join(kept.outDir, 'rendered-components'), { recursive: true });
    writeFileSync(join(kept.outDir, 'old.html'), 'old');
    writeFileSync(join(kept.outDir, 'rendered-components', 'gone.png'), 'previous build');
    await withOutDirForPostBuild(kept.outDir, kept.staging, async () => {
      writeFileSync(join(kept.outDir, 'rendered-components', 'a.png'), 'png');
    });
    expect(readFileSync(join(kept.outDir, 'old.html'), 'utf8')).toBe('old');
    // A second build: the plugin's new file is in the output that replaces the out dir; what it
    // did not write again (a file of the previous output) is not carried over.
    expect(readFileSync(join(kept.staging, 'rendered-components', 'a.png'), 'utf8')).toBe('png');
    expect(existsSync(join(kept.staging, 'rendered-components', 'gone.png'))).toBe(false);
    expect(existsSync(join(kept.staging, 'old.html'))).toBe(false);
  });

  it('is removed after a failure on a first build', async () => {
    const failed = setup();
    const nested = join(failed.outDir, 'fr');
    await expect(
      withOutDirForPostBuild(nested, failed.staging, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(existsSync(failed.outDir)).toBe(false);
  });
});
