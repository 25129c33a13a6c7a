// A local plugin that calls the docs plugin's default export to wrap it (the
// `docsPluginEnhanced` pattern) gets the docs instance the config mapped for it: initialised as
// Docusaurus initialises plugins (extendCli, the compile threads), it is that instance. Options
// given to the docs plugin's function that differ from the config's stop with the plugin's name,
// the method and the option: the docs are never built with other options than the config's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { formatDiagnostic, type Diagnostic } from '../../../../plugins/diagnostics.js';
import { initSitePlugins } from '../../../../plugins/lifecycle/extendCli.js';
import {
  changedOption,
  docusaurusContentOptions,
} from '../../../../plugins/lifecycle/wrappedContent.js';

const scratch = mkdtempSync(join(tmpdir(), 'wrapped-docs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A site whose docs are a local plugin calling the docs plugin's function with `call`. */
function site(name: string, call: string): string {
  const siteDir = join(scratch, name);
  mkdirSync(join(siteDir, 'docs'), { recursive: true });
  mkdirSync(join(siteDir, 'plugins'));
  writeFileSync(join(siteDir, 'docs/intro.md'), '# Intro\n');
  writeFileSync(
    join(siteDir, 'plugins/docs-enhanced.js'),
    [
      "const docs = require('@docusaurus/plugin-content-docs');",
      'module.exports = async function docsEnhanced(context, options) {',
      `  const instance = await docs.default(context, ${call});`,
      "  return { ...instance, name: 'docs-enhanced' };",
      '};',
    ].join('\n'),
  );
  writeFileSync(
    join(siteDir, 'docusaurus.config.js'),
    [
      'module.exports = {',
      "  title: 'Wrapped', url: 'https://e.com', baseUrl: '/',",
      "  presets: [['classic', { docs: false }]],",
      "  plugins: [['./plugins/docs-enhanced', { path: 'docs', remarkPlugins: [] }]],",
      '};',
    ].join('\n'),
  );
  return siteDir;
}

async function init(siteDir: string) {
  const config = await loadSiteConfig(siteDir, undefined, { sidebars: false });
  return initSitePlugins(config.siteDir, config.docusaurus!, config);
}

describe('a local plugin wrapping @docusaurus/plugin-content-docs', () => {
  it('gets the docs instance the config maps for it', async () => {
    const [plugin] = (await init(site('as-is', 'options'))).filter(
      (p) => p.name === 'docs-enhanced',
    );
    expect(plugin?.wrapped?.ref).toEqual({ kind: 'docs', index: 0 });
    expect(plugin?.wrapped?.instance.name).toBe('docusaurus-plugin-content-docs');
    expect(typeof plugin?.instance.loadContent).toBe('function');
  }, 60_000);

  it('stops naming the plugin and the option its function changes', async () => {
    const error = await init(site('changed', "{ ...options, routeBasePath: 'guide' }")).then(
      () => undefined,
      (e: unknown) => e as { diagnostics?: Diagnostic[]; message: string },
    );
    const text = error?.diagnostics
      ? error.diagnostics.map((d) => formatDiagnostic(d, { color: false })).join('\n')
      : String(error?.message);
    expect(text).toContain('./plugins/docs-enhanced');
    expect(text).toContain('the plugin function');
    expect(text).toContain(
      `the options given to @docusaurus/plugin-content-docs's plugin function change "routeBasePath" from the options the config gives this plugin`,
    );
    expect(text).toContain('set "routeBasePath" in the config');
  }, 60_000);
});

describe("the docs and pages options as Docusaurus's validateOptions gives them", () => {
  it('fills in the defaults and keeps the given values', () => {
    const o = docusaurusContentOptions('docs', { path: 'guides' });
    expect(o).toMatchObject({ id: 'default', path: 'guides', routeBasePath: 'docs' });
    expect(docusaurusContentOptions('pages', {})).toMatchObject({ path: 'src/pages' });
  });

  it('tells an option changed from the config, defaults and equal values not', () => {
    const plugin = () => undefined;
    const config = { path: 'docs', remarkPlugins: [plugin] };
    expect(changedOption('docs', { ...config, id: 'default' }, config)).toBeUndefined();
    expect(changedOption('docs', { ...config, remarkPlugins: [plugin] }, config)).toBeUndefined();
    expect(changedOption('docs', docusaurusContentOptions('docs', config), config)).toBe(undefined);
    expect(changedOption('docs', { ...config, remarkPlugins: [] }, config)).toBe('remarkPlugins');
    expect(changedOption('pages', { path: 'pages' }, {})).toBe('path');
  });
});
