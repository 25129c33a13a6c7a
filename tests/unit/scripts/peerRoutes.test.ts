// scripts/real-sites/peerRoutes.mjs on a stand-in for Docusaurus's `loadSite` (the script loads
// `@docusaurus/core/lib/server/site.js` from the site's node_modules): the files listed, alone on
// stdout though a plugin logs while loading, and the script ending once they are written
// although a plugin left a timer running. Metro's preset
// (docusaurus-plugin-internaldocs-fb) starts a 5-second `setInterval` in `contentLoaded` that only
// its `postBuild` clears: the list was written, then the script never ended.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve('scripts/real-sites/peerRoutes.mjs');
const dir = mkdtempSync(join(tmpdir(), 'peer-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A site whose stand-in `loadSite` routes `/`, `/docs/intro` and `/blog/`; a timer left running. */
function site(): string {
  const siteDir = join(dir, 'site');
  const lib = join(siteDir, 'node_modules', '@docusaurus', 'core', 'lib', 'server');
  mkdirSync(lib, { recursive: true });
  mkdirSync(join(siteDir, 'static', 'legacy'), { recursive: true });
  writeFileSync(join(siteDir, 'static', 'legacy', 'page.html'), '<p>old</p>');
  writeFileSync(join(siteDir, 'package.json'), '{ "name": "site" }');
  writeFileSync(
    join(lib, 'site.js'),
    `const path = require('node:path');
exports.loadSite = async ({ siteDir }) => {
  // As a plugin's contentLoaded does: a timer that only its postBuild would stop.
  setInterval(() => {}, 5000);
  // As typedoc's plugin logs while loading: not part of the list.
  console.log('[info] Loaded plugin typedoc-plugin-markdown');
  return {
    props: {
      routesPaths: ['/', '/docs/intro', '/blog/'],
      baseUrl: '/',
      siteConfig: { trailingSlash: undefined },
      outDir: path.join(siteDir, 'build'),
      i18n: { defaultLocale: 'en', locales: ['en'] },
      plugins: [],
    },
  };
};
`,
  );
  return siteDir;
}

describe('peerRoutes.mjs', () => {
  it('lists the files alone on stdout, and ends although a plugin left an interval running', () => {
    const siteDir = site();
    const run = spawnSync(process.execPath, [script, siteDir], {
      cwd: siteDir,
      encoding: 'utf8',
      // Without the explicit exit the interval keeps the process alive until this kills it.
      timeout: 20_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('[info] Loaded plugin typedoc-plugin-markdown');
    expect(JSON.parse(run.stdout)).toEqual([
      'blog/index.html',
      'docs/intro/index.html',
      'index.html',
      'legacy/page.html',
    ]);
  });

  // Docusaurus before 3.5 (Apache Answer's 3.1.1) has no lib/server/site.js: its server's `load`
  // returns the props itself.
  it('reads a Docusaurus older than 3.5 through its server load', () => {
    const siteDir = join(dir, 'old-site');
    const lib = join(siteDir, 'node_modules', '@docusaurus', 'core', 'lib', 'server');
    mkdirSync(lib, { recursive: true });
    writeFileSync(join(siteDir, 'package.json'), '{ "name": "old-site" }');
    writeFileSync(
      join(lib, 'index.js'),
      `const path = require('node:path');
exports.load = async ({ siteDir, locale }) => ({
  routesPaths: locale === 'zh-CN' ? ['/zh-CN/', '/zh-CN/docs'] : ['/', '/docs'],
  baseUrl: locale === 'zh-CN' ? '/zh-CN/' : '/',
  siteConfig: { trailingSlash: undefined },
  outDir: path.join(siteDir, 'build', ...(locale === 'zh-CN' ? ['zh-CN'] : [])),
  i18n: { defaultLocale: 'en', locales: ['en', 'zh-CN'] },
  plugins: [],
});
`,
    );
    const run = spawnSync(process.execPath, [script, siteDir], {
      cwd: siteDir,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      'docs/index.html',
      'index.html',
      'zh-CN/docs/index.html',
      'zh-CN/index.html',
    ]);
  });
});
