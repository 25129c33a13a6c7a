import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docSetSpecs,
  instanceFromDocusaurus,
  ownSidebarName,
  sidebarKey,
} from '../../../../plugins/docs/instances.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import {
  defaultVersionBanner,
  readVersions,
  VersionsOptionError,
  type VersioningOptions,
} from '../../../../plugins/docs/versions.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { docsOptions } from './docsOptions.js';
import { docSetsOf } from '../../../../plugins/builtins/docsViews.js';
import { allPageMetadata } from '../../../../plugins/lifecycle/markdownPages.js';

const FIXTURE = join(import.meta.dirname, '../../../fixtures/sites/versions-basic');
const recorded = (await import(join(FIXTURE, 'docusaurus-3.8.1.json'), { with: { type: 'json' } }))
  .default as {
  routes: string[];
  versions: {
    pluginId: string;
    name: string;
    label: string;
    path: string;
    isLast: boolean;
    mainDocId: string;
    banner: string | null;
    badge: boolean;
    className: string;
    sidebars: string[];
  }[];
};

/** A site folder with a versions file and a folder per version. */
function site(versions: string[] | null, pluginId = 'default'): string {
  const dir = mkdtempSync(join(tmpdir(), 'versions-'));
  const prefix = pluginId === 'default' ? '' : `${pluginId}_`;
  mkdirSync(join(dir, 'docs'));
  if (versions) writeFileSync(join(dir, `${prefix}versions.json`), JSON.stringify(versions));
  for (const v of versions ?? []) {
    mkdirSync(join(dir, `${prefix}versioned_docs`, `version-${v}`), { recursive: true });
  }
  return dir;
}

const options = (o: Partial<VersioningOptions> = {}): VersioningOptions => ({
  id: 'default',
  path: 'docs',
  routeBasePath: '/docs',
  sidebarPath: undefined,
  includeCurrentVersion: true,
  disableVersioning: false,
  versions: {},
  ...o,
});

describe('docs versions (Docusaurus 3.8.1 rules)', () => {
  it('an unversioned instance has one version: current, at the route base, labelled Next, no banner or badge', () => {
    const [v, ...rest] = readVersions(site(null), options());
    expect(rest).toEqual([]);
    expect(v).toMatchObject({
      name: 'current',
      label: 'Next',
      path: '/docs',
      isLast: true,
      banner: null,
      badge: false,
      className: 'docs-version-current',
    });
  });

  it('with versions.json, current is "next", the first released version is the last one, older ones are unmaintained', () => {
    const dir = site(['2.0', '1.0']);
    const versions = readVersions(dir, options());
    expect(versions.map((v) => [v.name, v.path, v.isLast, v.banner, v.badge])).toEqual([
      ['current', '/docs/next', false, 'unreleased', true],
      ['2.0', '/docs', true, null, true],
      ['1.0', '/docs/1.0', false, 'unmaintained', true],
    ]);
    expect(versions[1]!.contentPath).toBe(join(dir, 'versioned_docs', 'version-2.0'));
    // No versioned sidebars file: no sidebar (Docusaurus does not create empty ones).
    expect(versions[2]!.sidebarFilePath).toBe(false);
  });

  it('docs at the root: the last version is served at / and the others under it', () => {
    const versions = readVersions(site(['1.0']), options({ routeBasePath: '/' }));
    expect(versions.map((v) => v.path)).toEqual(['/next', '/']);
  });

  it('lastVersion, onlyIncludeVersions and per-version options', () => {
    const dir = site(['1.1', '1.0'], 'garden');
    const versions = readVersions(
      dir,
      options({
        id: 'garden',
        routeBasePath: '/garden',
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '1.1'],
        versions: {
          current: { label: 'Spring', path: 'spring' },
          '1.1': { banner: 'none', badge: false, className: 'old', noIndex: true },
        },
      }),
    );
    expect(versions.map((v) => [v.name, v.label, v.path, v.isLast, v.banner, v.badge])).toEqual([
      ['current', 'Spring', '/garden/spring', true, null, true],
      ['1.1', '1.1', '/garden/1.1', false, null, false],
    ]);
    expect(versions[1]).toMatchObject({ className: 'old', noIndex: true });
    expect(versions[1]!.contentPath).toBe(join(dir, 'garden_versioned_docs', 'version-1.1'));
  });

  it('a single included version shows no badge; includeCurrentVersion: false and disableVersioning', () => {
    const dir = site(['1.0']);
    expect(readVersions(dir, options({ onlyIncludeVersions: ['1.0'] }))[0]).toMatchObject({
      name: '1.0',
      path: '/docs',
      badge: false,
      banner: null,
    });
    expect(
      readVersions(dir, options({ includeCurrentVersion: false })).map((v) => v.name),
    ).toEqual(['1.0']);
    expect(readVersions(dir, options({ disableVersioning: true })).map((v) => v.name)).toEqual([
      'current',
    ]);
  });

  it('the default banner depends on the position relative to the last version', () => {
    const names = ['current', '3', '2', '1'];
    expect(defaultVersionBanner('current', names, '2')).toBe('unreleased');
    expect(defaultVersionBanner('3', names, '2')).toBe('unreleased');
    expect(defaultVersionBanner('2', names, '2')).toBeNull();
    expect(defaultVersionBanner('1', names, '2')).toBe('unmaintained');
  });

  it('rejects what Docusaurus rejects, naming the option', () => {
    const dir = site(['1.0']);
    const keyOf = (o: Partial<VersioningOptions>) => {
      try {
        readVersions(dir, options(o));
      } catch (e) {
        return (e as VersionsOptionError).key;
      }
      return 'no error';
    };
    expect(keyOf({ lastVersion: '9.9' })).toBe('lastVersion');
    expect(keyOf({ onlyIncludeVersions: [] })).toBe('onlyIncludeVersions');
    expect(keyOf({ onlyIncludeVersions: ['9.9'] })).toBe('onlyIncludeVersions');
    expect(keyOf({ onlyIncludeVersions: ['current'], lastVersion: '1.0' })).toBe('lastVersion');
    expect(keyOf({ versions: { '9.9': { label: 'x' } } })).toBe('versions');
    expect(keyOf({ includeCurrentVersion: false, disableVersioning: true })).toBe(
      'includeCurrentVersion',
    );
    expect(keyOf({ disableVersioning: true, id: 'other' })).toBe('disableVersioning');
  });

  it('a bad versions file is an error at the bad name', () => {
    const dir = site(null);
    writeFileSync(join(dir, 'versions.json'), '[\n  "1.0",\n  "a/b"\n]\n');
    let error: BuildError | undefined;
    try {
      readVersions(dir, options());
    } catch (e) {
      error = e as BuildError;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect(error!.diagnostics[0]).toMatchObject({ line: 3, column: 3 });
    expect(error!.diagnostics[0]!.message).toMatch(/slash/);
  });
});

describe('doc sets: docs instances × versions', () => {
  it("the default instance's last version comes first and keeps its sidebars' names", () => {
    const dir = site(['2.0', '1.0']);
    const specs = docSetSpecs(dir, [
      instanceFromDocusaurus(docsOptions()),
    ]);
    expect(specs.map((s) => [s.key, s.version.name])).toEqual([
      ['', '2.0'],
      ['default@current', 'current'],
      ['default@1.0', '1.0'],
    ]);
    expect(sidebarKey(specs[0]!, 'main')).toBe('main');
    expect(sidebarKey(specs[1]!, 'main')).toBe('main@default@current');
  });

  it("a sidebar's own name comes back from its key in the site's table, whatever the set", () => {
    const specs = docSetSpecs(site(['2.0', '1.0']), [instanceFromDocusaurus(docsOptions())]);
    for (const spec of specs)
      for (const name of ['main', 'tutorialSidebar', 'a@b', 'main@default@1.0'])
        expect(ownSidebarName(spec, sidebarKey(spec, name)), `${spec.key} ${name}`).toBe(name);
    // A name given as it is (a swizzled component's, handed back to DocsSidebarProvider) stays.
    expect(ownSidebarName(specs[2]!, 'main')).toBe('main');
    expect(ownSidebarName(specs[1]!, 'main@default@1.0')).toBe('main@default@1.0');
  });

  it('the fixture site has the routes, versions and main docs Docusaurus 3.8.1 gave it', async () => {
    const s = await loadSite({ siteDir: FIXTURE, production: true });
    expect(s.routes.map((r) => r.path).sort()).toEqual([...recorded.routes].sort());
    const got = docSetsOf(s).map((set) => {
      const v = set.spec.version;
      return {
        pluginId: v.pluginId,
        name: v.name,
        label: v.label,
        path: v.path,
        isLast: v.isLast,
        mainDocId: set.mainDoc?.id,
        banner: v.banner,
        badge: v.badge,
        className: v.className,
        sidebars: Object.keys(set.ownSidebars),
      };
    });
    const key = (v: { pluginId: string; name: string }) => `${v.pluginId}/${v.name}`;
    expect(got.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...recorded.versions].sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('each page knows its version and the same doc in the other versions', async () => {
    const s = await loadSite({ siteDir: FIXTURE, production: true });
    const meta = [...allPageMetadata(s).values()].find((m) => m.permalink === '/docs/next/guide/frames');
    expect(meta && !('kind' in meta) ? meta.docsVersion : undefined).toMatchObject({
      pluginId: 'default',
      name: 'current',
      label: 'Next',
      banner: 'unreleased',
      badge: true,
      alternates: { current: '/docs/next/guide/frames', '2.0': '/docs/guide/frames' },
    });
    // Sidebars of the versions are kept apart; each doc's route names its own version's.
    const route = s.routes.find((r) => r.path === '/docs/next/intro');
    expect(route?.sidebar).toBe('kiteSidebar@default@current');
    expect(s.routes.find((r) => r.path === '/docs/intro')?.sidebar).toBe('kiteSidebar');
    expect(s.routes.find((r) => r.path === '/docs/1.0/intro')?.sidebar).toBeUndefined();
    // The navbar's doc item of the garden docs follows its versions.
    const garden = s.siteConfig.navbar.items.find((i) => 'href' in i && i.label === 'Garden');
    expect(garden).toMatchObject({
      href: '/garden/spring/intro',
      docsPluginId: 'garden',
      versionHrefs: { current: '/garden/spring/intro', '1.1': '/garden/1.1/intro' },
    });
  });

  it('a bad versioning option fails at its place in the Docusaurus config, naming the versions', async () => {
    const dir = site(['1.0']);
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  baseUrl: '/',",
        '  presets: [',
        "    ['classic', { docs: { lastVersion: '9.9' }, blog: false }],",
        '  ],',
        '};',
        '',
      ].join('\n'),
    );
    let error: BuildError | undefined;
    try {
      await loadSite({ siteDir: dir, production: true });
    } catch (e) {
      error = e as BuildError;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect(error!.diagnostics[0]).toMatchObject({
      file: join(dir, 'docusaurus.config.js'),
      line: 6,
    });
    expect(error!.diagnostics[0]!.message).toMatch(/"lastVersion" names the version "9.9"/);
    expect(error!.diagnostics[0]!.hint).toMatch(/current, 1.0/);
  });
});
