// A module's path from the site's folder, as the pre-render looks it up in the bundle's manifest
// (plugins/stages/prerender.ts `siteRelative`): the same name `relative` gives, cut from the path
// when it is a normalized one under the site's folder, resolved otherwise.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRelative } from '../../../../plugins/stages/prerender.js';

describe("a module's path from the site's folder", () => {
  it('is the name relative() gives, for paths under the folder and beside it', () => {
    for (const siteDir of ['/work/site', '/work/site/', '/work/./site', '/']) {
      const of = siteRelative(siteDir);
      for (const file of [
        '/work/site/docs/a.md',
        '/work/site/src/pages/index.tsx',
        '/work/site/docs/../src/x.tsx',
        '/work/site/docs/./a.md',
        '/work/site//docs/a.md',
        '/work/site/docs/',
        '/work/site',
        '/work/sitemap/a.md',
        '/work/other/a.md',
        '/elsewhere/b.mdx',
      ])
        expect(of(file), `${siteDir} ${file}`).toBe(relative(siteDir, file).split('\\').join('/'));
    }
  });
});
