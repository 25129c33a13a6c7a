// A site whose src/ and docs/ are symlinks to folders elsewhere (tests/fixtures/sites/symlinked-src:
// the links are made here, in a temporary copy, as monorepos and sites sharing pages make them).
// Docusaurus follows them and treats what it reaches as the site's code: JSX in .js pages and
// components, `@site/` imports, CSS modules. So does this build.
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/symlinked-src');
const work = join(root, 'tests/.tmp/symlinked-src');
const siteDir = join(work, 'site');
const outDir = join(siteDir, 'build');

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(fixture, work, { recursive: true });
  symlinkSync('../shared-src', join(siteDir, 'src'), 'dir');
  symlinkSync('../shared-docs', join(siteDir, 'docs'), 'dir');
  await buildSite({ siteDir, outDir });
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a site whose src/ and docs/ are symlinks', () => {
  it("builds its .js page with JSX, a component's CSS module and an @site/ import", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(
      /<main class="tides-home"><span class="[^"]*tide[^"]*" data-height="0\.6 m">neap low water<\/span><\/main>/,
    );
  });

  it('builds the docs reached through the link, with the component they import', () => {
    const html = readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('Reading a tide table');
    expect(html).toMatch(/<span class="[^"]*tide[^"]*" data-height="4\.2 m">spring tide<\/span>/);
  });
});
