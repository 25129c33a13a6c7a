// A local plugin that calls the docs plugin's default export to wrap it (the
// `docsPluginEnhanced` pattern) is not supported yet: it stops with the plugin's name, the
// method, and what to write instead, never building the docs with other options.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { formatDiagnostic, type Diagnostic } from '../../../../plugins/diagnostics.js';
import { initSitePlugins } from '../../../../plugins/lifecycle/extendCli.js';

const siteDir = mkdtempSync(join(tmpdir(), 'wrapped-docs-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a local plugin wrapping @docusaurus/plugin-content-docs', () => {
  it('stops naming the plugin and what to declare instead', async () => {
    mkdirSync(join(siteDir, 'docs'));
    mkdirSync(join(siteDir, 'plugins'));
    writeFileSync(join(siteDir, 'docs/intro.md'), '# Intro\n');
    writeFileSync(
      join(siteDir, 'plugins/docs-enhanced.js'),
      [
        "const docs = require('@docusaurus/plugin-content-docs');",
        'module.exports = async function docsEnhanced(context, options) {',
        '  const instance = await docs.default(context, options);',
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
    const config = await loadSiteConfig(siteDir, undefined, { sidebars: false });
    const error = await initSitePlugins(config.siteDir, config.docusaurus!).then(
      () => undefined,
      (e: unknown) => e as { diagnostics?: Diagnostic[]; message: string },
    );
    const text = error?.diagnostics
      ? error.diagnostics.map((d) => formatDiagnostic(d, { color: false })).join('\n')
      : String(error?.message);
    expect(text).toContain('./plugins/docs-enhanced');
    expect(text).toContain('the plugin function');
    expect(text).toContain(
      '@docusaurus/plugin-content-docs is built by the docs generator itself: a plugin that calls its default export to wrap it',
    );
    expect(text).toContain('declare ["@docusaurus/plugin-content-docs", { ...options }]');
  }, 60_000);
});
