// webpack's NormalModuleReplacementPlugin in configureWebpack (moduleReplacement.ts). The case:
// Open WebUI's docs swap docusaurus-search-local's `searchByWorker` module for their own
// (`new NormalModuleReplacementPlugin(/searchByWorker$/, path.resolve(…))`); the build named the
// plugin in a warning and bundled the theme's module, so the site's search lost its own ranking.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import {
  moduleReplacementOf,
  moduleReplacementPlugin,
  replacedFile,
  replacedRequest,
} from '../../../../plugins/lifecycle/moduleReplacement.js';
import { loaded, result } from './loadedPlugins.js';
import { fixtureCopies } from '../../fixtureSite.js';

/** Stands in for webpack's class (the mapping reads its constructor's name and its fields). */
class NormalModuleReplacementPlugin {
  constructor(
    readonly resourceRegExp: RegExp,
    readonly newResource: unknown,
  ) {}
}

describe('NormalModuleReplacementPlugin as data', () => {
  it("reads a webpack instance's pattern and new resource, and refuses a function", () => {
    expect(moduleReplacementOf(new NormalModuleReplacementPlugin(/worker$/i, '/x.js'))).toEqual({
      source: 'worker$',
      flags: 'i',
      resource: '/x.js',
    });
    // Rspack's keeps its constructor's arguments.
    expect(moduleReplacementOf({ _args: [/a\.js$/, './b.js'] })).toEqual({
      source: 'a\\.js$',
      flags: '',
      resource: './b.js',
    });
    expect(moduleReplacementOf(new NormalModuleReplacementPlugin(/x/, () => {}))).toEqual({
      lost: 'a function as its newResource',
    });
  });

  const replacements = [
    { source: 'searchByWorker$', flags: '', resource: '/site/src/exact.js' },
    { source: 'moonPhase\\.js$', flags: 'g', resource: './moonPhaseLocal.js' },
  ];
  it('replaces a request the pattern matches, as written', () => {
    expect(replacedRequest('../searchByWorker', replacements)).toBe('/site/src/exact.js');
    expect(replacedRequest('./searchByWorker.js', replacements)).toBeUndefined();
    expect(replacedRequest('react', replacements)).toBeUndefined();
  });
  it('replaces a resolved file the pattern matches, a relative resource beside it', () => {
    expect(replacedFile('/site/src/lib/moonPhase.js', replacements)).toBe(
      '/site/src/lib/moonPhaseLocal.js',
    );
    // A global flag does not make the test stateful (webpack's RegExp is used as given).
    expect(replacedFile('/site/src/lib/moonPhase.js', replacements)).toBe(
      '/site/src/lib/moonPhaseLocal.js',
    );
    expect(replacedFile('/site/src/lib/sunrise.js', replacements)).toBeUndefined();
  });
  it('is no plugin without replacements', () => {
    expect(moduleReplacementPlugin(undefined)).toBeUndefined();
    expect(moduleReplacementPlugin([], [])).toBeUndefined();
  });
});

describe('configureWebpack with a NormalModuleReplacementPlugin', () => {
  it('maps it for the client and the server, with no warning', async () => {
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'exact-search',
          configureWebpack: (_config: unknown, isServer: boolean) => ({
            plugins: [
              new NormalModuleReplacementPlugin(/searchByWorker$/, '/site/src/exact.js'),
              ...(isServer ? [new NormalModuleReplacementPlugin(/clock$/, '/site/ssr.js')] : []),
            ],
          }),
        }),
      ]),
    );
    expect(mapping.replacements).toEqual([
      { source: 'searchByWorker$', flags: '', resource: '/site/src/exact.js' },
    ]);
    expect(mapping.serverReplacements).toEqual([
      { source: 'searchByWorker$', flags: '', resource: '/site/src/exact.js' },
      { source: 'clock$', flags: '', resource: '/site/ssr.js' },
    ]);
    expect(mapping.warnings).toEqual([]);
  });

  it('names one whose new resource is a function in the warning', async () => {
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'rewriter',
          configureWebpack: () => ({
            plugins: [new NormalModuleReplacementPlugin(/x$/, () => undefined)],
          }),
        }),
      ]),
    );
    expect(mapping.replacements).toEqual([]);
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "rewriter" configureWebpack sets plugins (NormalModuleReplacementPlugin: a function as its newResource), which the Vite build does not use',
    ]);
  });
});

const copies = fixtureCopies('module-replacement');

describe('a site replacing modules (tests/fixtures/sites/module-replacement)', () => {
  it('renders and bundles the replacement modules instead of the ones imported', async () => {
    const siteDir = copies.copy();
    const out = join(siteDir, 'build');
    await buildSite({ siteDir, outDir: out });
    // The server render (the server bundle's modules).
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('high water at 06:40 by the harbour gauge');
    expect(html).toContain('waxing gibbous over the breakwater');
    expect(html).not.toContain('generic tide table');
    expect(html).not.toContain('generic moon phase');
    // The client bundle's modules (the component hydrates).
    const js = readdirSync(out, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(out, f), 'utf8'))
      .join('\n');
    expect(js).toContain('high water at 06:40 by the harbour gauge');
    expect(js).not.toContain('generic tide table');
    expect(js).not.toContain('generic moon phase');
  }, 300_000);
});
