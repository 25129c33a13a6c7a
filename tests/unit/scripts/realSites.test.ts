// The real-site runner's own logic (scripts/real-sites/compare.mjs), on small inputs: what a site
// is installed from, the install's cache key, the routes a build wrote, and the table row that
// compares our routes with Docusaurus's. The runner itself builds real sites: not in `npm test`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  WEBPACK_VERSION,
  buildCell,
  compareRoutes,
  firstError,
  htmlRoutes,
  installKey,
  installManifest,
  siteRun,
  tableRow,
  type SiteEntry,
} from '../../../scripts/real-sites/compare.mjs';
import { SITES } from '../../../scripts/real-sites/sites.mjs';

const site: SiteEntry = {
  name: 'tiny',
  repo: 'example/tiny',
  commit: '0123456789abcdef0123456789abcdef01234567',
  dir: 'website',
  docusaurus: '^3.9.0',
  known: [{ side: 'ours', match: /(^|\/)search\/index\.html$/, why: 'our search page' }],
};

describe('installManifest', () => {
  const pkg = {
    type: 'module',
    scripts: { postinstall: 'node fetch-data.js' },
    dependencies: { '@docusaurus/core': '^3.9.0', '@acme/search': 'workspace:*', tool: '1.0.0' },
    devDependencies: { tailwindcss: '^4.0.0', eslint: '^9.0.0' },
  };

  it('keeps dependencies, the devDependencies named, replacements, and pins webpack', () => {
    const manifest = installManifest(pkg, {
      ...site,
      dependencies: { '@acme/search': '2.1.0' },
      omitDependencies: ['tool'],
      keepDev: ['tailwindcss'],
    });
    expect(manifest).toEqual({
      name: 'real-site-tiny',
      private: true,
      type: 'module',
      dependencies: {
        '@acme/search': '2.1.0',
        '@docusaurus/core': '^3.9.0',
        tailwindcss: '^4.0.0',
      },
      overrides: { webpack: WEBPACK_VERSION },
    });
    expect(manifest).not.toHaveProperty('scripts');
  });

  it('pins a webpack the site depends on directly to the same version as the override', () => {
    const manifest = installManifest({ dependencies: { webpack: '^5.92.0' } }, site);
    expect(manifest.dependencies.webpack).toBe(WEBPACK_VERSION);
    expect(manifest.overrides.webpack).toBe(WEBPACK_VERSION);
  });

  it('refuses a workspace range it has no published version for, naming it', () => {
    expect(() => installManifest(pkg, site)).toThrow(/@acme\/search@workspace:\*.*published/);
  });

  it('keys an install by what is installed', () => {
    const a = installManifest(pkg, { ...site, dependencies: { '@acme/search': '2.1.0' } });
    const b = installManifest(pkg, { ...site, dependencies: { '@acme/search': '2.2.0' } });
    expect(installKey(a)).toBe(installKey(structuredClone(a)));
    expect(installKey(a)).not.toBe(installKey(b));
    expect(installKey(a)).not.toBe(installKey(a, '{"lockfileVersion":3}'));
  });
});

describe('routes', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('lists the HTML files of a build folder, sorted, with / separators', () => {
    const out = mkdtempSync(join(tmpdir(), 'real-sites-'));
    dirs.push(out);
    for (const file of ['index.html', 'docs/b/index.html', 'docs/a.html', '404.html', 'x.js']) {
      mkdirSync(join(out, file, '..'), { recursive: true });
      writeFileSync(join(out, file), '');
    }
    expect(htmlRoutes(out)).toEqual(['404.html', 'docs/a.html', 'docs/b/index.html', 'index.html']);
  });

  it('tells the routes only one side wrote, with the known reasons', () => {
    const ours = ['404.html', 'docs/a/index.html', 'search/index.html', 'docs/new/index.html'];
    const peer = ['404.html', 'docs/a/index.html', 'docs/old/index.html'];
    const cmp = compareRoutes(ours, peer, site.known);
    expect(cmp.common).toBe(2);
    expect(cmp.equal).toBe(false);
    expect(cmp.onlyOurs).toEqual([
      { route: 'search/index.html', why: 'our search page' },
      { route: 'docs/new/index.html', why: undefined },
    ]);
    expect(cmp.onlyPeer).toEqual([{ route: 'docs/old/index.html', why: undefined }]);
    expect(cmp.unexplained).toBe(2);
    expect(compareRoutes(peer, [...peer].reverse()).equal).toBe(true);
  });
});

describe('the table', () => {
  const build = (routes: string[], ms = 12_400) => ({ exitCode: 0, ms, routes });

  it('says what each build did', () => {
    expect(buildCell(undefined)).toBe('not run');
    expect(buildCell(build(['a.html', 'b.html']))).toBe('builds: 2 HTML files (12 s)');
    expect(buildCell({ exitCode: 1, routes: [], error: 'x.md:3:1 error: bad' })).toBe(
      'fails (exit 1): x.md:3:1 error: bad',
    );
    // run.mjs --peer-routes: Docusaurus's route list, not a build, and the cell says so.
    expect(buildCell({ ...build(['a.html']), method: 'routes' })).toBe(
      'route list (not built): 1 HTML files (12 s)',
    );
  });

  it('writes one row per site: equal routes, or the differences grouped by reason', () => {
    const equal = tableRow({ site, ours: build(['index.html']), peer: build(['index.html']) });
    expect(equal).toBe(
      '| tiny (`example/tiny` 0123456, website/) | ^3.9.0 | builds: 1 HTML files (12 s) | ' +
        'builds: 1 HTML files (12 s) | equal: the same 1 routes |',
    );
    const differing = tableRow({
      site,
      ours: build(['index.html', 'search/index.html', 'fr/search/index.html', 'x/index.html']),
      peer: build(['index.html', 'y/index.html']),
    });
    expect(differing).toContain('1 routes in common');
    expect(differing).toContain(
      '2 only in ours (our search page): search/index.html, fr/search/index.html',
    );
    expect(differing).toContain('1 only in ours (not explained): x/index.html');
    expect(differing).toContain('1 only in Docusaurus (not explained): y/index.html');
    const skipped = tableRow({ site, ours: build([]), peerSkipped: 'too big | for here' });
    expect(skipped).toContain('| not run | not compared: too big \\| for here |');
  });

  it("takes a failed build's first error line, without colours", () => {
    const log = 'building…\n\u001b[31m[ERROR]\u001b[39m Loading of version failed\nmore\n';
    expect(firstError(log)).toBe('[ERROR] Loading of version failed');
    expect(firstError('only a line\n')).toBe('only a line');
  });

  it('lists sites pinned to full commits, with unique names', () => {
    expect(SITES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SITES.map((s) => s.name)).size).toBe(SITES.length);
    for (const s of SITES) expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('lists the sites built by hand before the plugin lifecycle, with their repositories', () => {
    const repos = Object.fromEntries(SITES.map((s) => [s.name, s.repo]));
    expect(repos).toMatchObject({
      prettier: 'prettier/prettier',
      redux: 'reduxjs/redux',
      babel: 'babel/website',
      jest: 'jestjs/jest',
      'react-native': 'facebook/react-native-website',
    });
    // Babel's dependencies are named by the repository root's package.json, not website/'s.
    expect(SITES.find((s) => s.name === 'babel')?.packageDir).toBe('..');
  });

  it("explains our search page at either file name, trailingSlash false's included", () => {
    // Feature-Sliced Design (trailingSlash false) gets `search.html` in each of its 7 locales.
    const known = SITES.find((s) => s.name === 'feature-sliced')?.known ?? [];
    const ours = ['search.html', 'ru/search.html', 'fr/search/index.html', 'docs/research.html'];
    const cmp = compareRoutes(ours, ['docs/research.html'], known);
    expect(cmp.onlyOurs.map((d) => [d.route, Boolean(d.why)])).toEqual([
      ['search.html', true],
      ['ru/search.html', true],
      ['fr/search/index.html', true],
    ]);
    expect(compareRoutes(['docs/search-tips.html'], [], known).unexplained).toBe(1);
  });
});

describe('siteRun (--locale)', () => {
  it("is the site's own run without --locale, with the locale its entry names", () => {
    expect(siteRun(site)).toEqual({ key: 'tiny', label: 'tiny', locale: undefined });
    const english = { ...site, locale: 'en' };
    expect(siteRun(english)).toEqual({ key: 'tiny', label: 'tiny', locale: 'en' });
    expect(siteRun(english, 'en')).toEqual({ key: 'tiny', label: 'tiny', locale: 'en' });
  });

  it('builds only the locale --locale names, its results kept apart and its row saying so', () => {
    const run = siteRun(site, 'zh-Hans');
    expect(run).toEqual({ key: 'tiny.zh-Hans', label: 'tiny (locale zh-Hans)', locale: 'zh-Hans' });
    expect(siteRun({ ...site, locale: 'en' }, 'fr').key).toBe('tiny.fr');
    const row = tableRow({ site: { ...site, name: run.label }, peerSkipped: 'run without --peer' });
    expect(row.startsWith('| tiny (locale zh-Hans) (`example/tiny`')).toBe(true);
  });

  it('refuses a locale that is not a name (it becomes part of file names)', () => {
    expect(() => siteRun(site, '../en')).toThrow('--locale ../en: not a locale name');
  });
});
