// The default locale's output holds the other locales' folders: swapping it in keeps the previous
// ones, so that a later locale whose build fails (a code.json that is not JSON) loses nothing.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  commitLocaleOutputs,
  commitStagingDir,
  createStagingDir,
} from '../../../../plugins/output/atomicOutput.js';

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

describe('committing every locale at once', () => {
  const setUp = () => {
    root = mkdtempSync(join(tmpdir(), 'nested-'));
    const out = join(root, 'build');
    mkdirSync(join(out, 'fr'), { recursive: true });
    mkdirSync(join(out, 'ar'), { recursive: true });
    writeFileSync(join(out, 'index.html'), 'old en');
    writeFileSync(join(out, 'fr', 'index.html'), 'old fr');
    writeFileSync(join(out, 'ar', 'index.html'), 'old ar');
    return out;
  };
  const read = (file: string) => readFileSync(file, 'utf8');

  it("moves the other locales' staging folders under the default's, keeping the up-to-date ones", async () => {
    const out = setUp();
    const en = createStagingDir(out);
    const fr = createStagingDir(out, '-fr');
    writeFileSync(join(en, 'index.html'), 'new en');
    writeFileSync(join(fr, 'index.html'), 'new fr');
    await commitLocaleOutputs(out, [
      { folder: '', staging: en },
      { folder: 'fr', staging: fr },
      { folder: 'ar', staging: undefined },
    ]);
    expect(read(join(out, 'index.html'))).toBe('new en');
    expect(read(join(out, 'fr', 'index.html'))).toBe('new fr');
    expect(read(join(out, 'ar', 'index.html'))).toBe('old ar');
    expect(readdirSync(root)).toEqual(['build']);
  });

  it('replaces only the staged locale when the default was up to date', async () => {
    const out = setUp();
    const ar = createStagingDir(out, '-ar');
    writeFileSync(join(ar, 'index.html'), 'new ar');
    await commitLocaleOutputs(out, [
      { folder: '', staging: undefined },
      { folder: 'fr', staging: undefined },
      { folder: 'ar', staging: ar },
    ]);
    expect(read(join(out, 'index.html'))).toBe('old en');
    expect(read(join(out, 'fr', 'index.html'))).toBe('old fr');
    expect(read(join(out, 'ar', 'index.html'))).toBe('new ar');
    expect(readdirSync(root)).toEqual(['build']);
  });
});
