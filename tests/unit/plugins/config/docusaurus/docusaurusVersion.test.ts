// The Docusaurus version a site is written for (its package.json), and what follows from it: a
// site on 3.10 without a blog folder has the empty /blog page Docusaurus 3.10 writes; on 3.9, none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  docusaurusVersionOf,
  isAtLeast,
  parseVersionRange,
} from '../../../../../plugins/config/docusaurus/docusaurusVersion.js';
import { loadSite } from '../../../../../plugins/loadSite.js';
import { loadSiteExtensions } from '../../../../../plugins/mdx/siteExtensions.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A docs site with the classic preset's blog on (its default) and no blog folder. */
function site(core: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-version-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    "export default { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {}]] };\n",
  );
  if (core)
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ dependencies: { '@docusaurus/core': core, react: '^19.0.0' } }),
    );
  return dir;
}

describe('the Docusaurus version of a site', () => {
  it('reads the lowest version of the range in package.json', () => {
    expect(parseVersionRange('^3.10.0')).toEqual({ major: 3, minor: 10, patch: 0 });
    expect(parseVersionRange('~3.9.2')).toEqual({ major: 3, minor: 9, patch: 2 });
    expect(parseVersionRange('3.10.x')).toEqual({ major: 3, minor: 10, patch: 0 });
    expect(parseVersionRange('latest')).toBeUndefined();
    expect(isAtLeast({ major: 3, minor: 10, patch: 0 }, 3, 10)).toBe(true);
    expect(isAtLeast({ major: 3, minor: 9, patch: 5 }, 3, 10)).toBe(false);
    expect(isAtLeast({ major: 3, minor: 9, patch: 1 }, 3, 9, 2)).toBe(false);
    expect(isAtLeast({ major: 3, minor: 9, patch: 2 }, 3, 9, 2)).toBe(true);
    expect(isAtLeast({ major: 4, minor: 0, patch: 0 }, 3, 10)).toBe(true);
    expect(isAtLeast(undefined, 3, 10)).toBe(false);
    expect(docusaurusVersionOf(site('3.10.2'))).toEqual({ major: 3, minor: 10, patch: 2 });
    expect(docusaurusVersionOf(site(undefined))).toBeUndefined();
  });

  it('reads the range as the installed @docusaurus/core when that is in it (Metro: ^3.6.3 runs 3.10.2)', () => {
    const installed = (range: string, version: string) => {
      const dir = site(range);
      mkdirSync(join(dir, 'node_modules/@docusaurus/core'), { recursive: true });
      writeFileSync(
        join(dir, 'node_modules/@docusaurus/core/package.json'),
        JSON.stringify({ name: '@docusaurus/core', version }),
      );
      return docusaurusVersionOf(dir);
    };
    expect(installed('^3.6.3', '3.10.2')).toEqual({ major: 3, minor: 10, patch: 2 });
    // Outside the range (a stale install, another major): the range says what the site is for.
    expect(installed('^3.6.3', '3.5.2')).toEqual({ major: 3, minor: 6, patch: 3 });
    expect(installed('^3.6.3', '4.0.0')).toEqual({ major: 3, minor: 6, patch: 3 });
  });

  it('reads another @docusaurus/* package once core and the preset are gone (a switched site)', () => {
    const dir = site(undefined);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        dependencies: { '@docusaurus/faster': '3.10.0', react: '^19.0.0' },
        devDependencies: { '@docusaurus/types': '3.10.0', 'docusaurus-vite': '^0.1.0' },
      }),
    );
    expect(docusaurusVersionOf(dir)).toEqual({ major: 3, minor: 10, patch: 0 });
  });

  it('gives a 3.10 site without a blog folder an empty /blog, and a 3.9 site none', async () => {
    const routes = async (core: string | undefined) =>
      (await loadSite({ siteDir: site(core), production: true })).routes.map((r) => r.path);
    expect(await routes('^3.10.0')).toContain('/blog');
    const older = await routes('3.9.2');
    expect(older.filter((p) => p.startsWith('/blog'))).toEqual([]);
    expect((await routes(undefined)).filter((p) => p.startsWith('/blog'))).toEqual([]);
    // Only the list page: no tags, archive or authors without posts.
    expect((await routes('^3.10.0')).filter((p) => p.startsWith('/blog'))).toEqual(['/blog']);
  });

  it('reads the installed version after the config is loaded too (Metro: ^3.6.3 runs 3.10.2, so /blog)', async () => {
    // Loading a config makes `@docusaurus/core/…` resolve to the generator's stand-in from the
    // site's files; the installed version was then not found and the range's 3.6.3 was read.
    const dir = site('^3.6.3');
    mkdirSync(join(dir, 'node_modules/@docusaurus/core'), { recursive: true });
    writeFileSync(
      join(dir, 'node_modules/@docusaurus/core/package.json'),
      JSON.stringify({ name: '@docusaurus/core', version: '3.10.2' }),
    );
    const { routes } = await loadSite({ siteDir: dir, production: true });
    expect(docusaurusVersionOf(dir)).toEqual({ major: 3, minor: 10, patch: 2 });
    expect(routes.map((r) => r.path).filter((p) => p.startsWith('/blog'))).toEqual(['/blog']);
  });

  it("draws a 3.10 site's code lines as divs, and an older or unversioned site's as spans", async () => {
    const markup = async (core: string | undefined) =>
      (await loadSiteExtensions(site(core))).docusaurusMarkup;
    expect(await markup('^3.10.0')).toBe('div-lines');
    expect(await markup('3.9.2')).toBe(true);
    expect(await markup(undefined)).toBe(true);
  });
});
