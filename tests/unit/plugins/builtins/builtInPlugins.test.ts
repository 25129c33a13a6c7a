// The built-in plugins (plugins/builtins/) on the lifecycle: one list with the site's own plugins
// in Docusaurus's order, their content in Docusaurus's shape as a third-party plugin reads it in
// allContentLoaded (tests/fixtures/sites/builtin-plugins: its local plugin keeps what it saw as its
// global data), and the duplicate error any two plugins of one name and id give.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildError, type BuildError } from '../../../../plugins/diagnostics.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';

const fixture = resolve('tests/fixtures/sites/builtin-plugins');
let site: SiteData;
let scratch: string;

beforeAll(async () => {
  site = await loadSite({ siteDir: fixture, production: true });
  scratch = mkdtempSync(join(tmpdir(), 'builtin-plugins-'));
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the plugin list', () => {
  it('holds the built-in plugins among the site’s own, in Docusaurus’s order', () => {
    const list = site.plugins!.result.plugins.map((p) => `${p.name}/${p.id}`);
    // The classic preset's plugins (docs, blog, pages, sitemap), then the config's `plugins`.
    expect(list).toEqual([
      'docusaurus-plugin-content-docs/default',
      'docusaurus-plugin-content-blog/default',
      'docusaurus-plugin-content-pages/default',
      'docusaurus-plugin-sitemap/default',
      'docusaurus-plugin-content-docs/community',
      'content-probe/default',
      'docusaurus-plugin-client-redirects/default',
    ]);
    expect([...site.pluginContent!.keys()]).toEqual(list);
  });

  it('builds the stages’ views from the plugins’ content', () => {
    expect(site.docSets.map((s) => s.spec.pluginId)).toEqual(['default', 'community']);
    expect(site.blogs?.map((b) => b.options.id)).toEqual(['default']);
    expect(site.pages.map((p) => p.path)).toEqual(['/about']);
    expect(site.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/docs/intro', '/docs/guide/setup', '/community/', '/blog', '/about']),
    );
  });

  it('fails two plugins of one name and id, naming both', async () => {
    const dir = join(scratch, 'duplicate');
    cpSync(fixture, dir, { recursive: true });
    const config = readFileSync(join(dir, 'docusaurus.config.js'), 'utf8');
    // The preset's sitemap and one declared again: Docusaurus's "used 2 times with ID default".
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      config.replace("'./plugins/content-probe.js',", "'./plugins/content-probe.js', 'sitemap',"),
    );
    const error = await loadSite({ siteDir: dir, production: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isBuildError(error)).toBe(true);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.message).toMatch(/docusaurus-plugin-sitemap.*id "default"/);
    expect(d!.file).toBe(join(dir, 'docusaurus.config.js'));
  });
});
