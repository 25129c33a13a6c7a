// The default locale's output holds the other locales' folders: swapping it in keeps the previous
// ones, so that a later locale whose build fails (a code.json that is not JSON) loses nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitStagingDir, createStagingDir } from '../../../../plugins/output/atomicOutput.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('committing the default locale', () => {
  it("carries the previous output's locale folders into the new one", () => {
    root = mkdtempSync(join(tmpdir(), 'nested-'));
    const out = join(root, 'build');
    mkdirSync(join(out, 'fr'), { recursive: true });
    writeFileSync(join(out, 'index.html'), 'old en');
    writeFileSync(join(out, 'fr', 'index.html'), 'old fr');
    const staging = createStagingDir(out);
    writeFileSync(join(staging, 'index.html'), 'new en');
    commitStagingDir(staging, out, ['fr', 'ar']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new en');
    expect(readFileSync(join(out, 'fr', 'index.html'), 'utf8')).toBe('old fr');
    expect(existsSync(join(out, 'ar'))).toBe(false);
  });

  it('without carried folders, the old output goes as before', () => {
    root = mkdtempSync(join(tmpdir(), 'nested-'));
    const out = join(root, 'build');
    mkdirSync(join(out, 'fr'), { recursive: true });
    const staging = createStagingDir(out);
    writeFileSync(join(staging, 'index.html'), 'new');
    commitStagingDir(staging, out);
    expect(existsSync(join(out, 'fr'))).toBe(false);
  });
});
