// A published plugin's theme folder (in the site's node_modules) whose .js components hold JSX, as
// Docusaurus's own plugins ship them (@docusaurus/plugin-debug's lib/theme), and the
// `@generated/routes` and `@generated/registry` modules they read: the site builds and the plugin's
// page lists every route (tests/fixtures/sites/plugin-theme-jsx).
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopies } from '../../fixtureSite.js';

const copies = fixtureCopies('plugin-theme-jsx');

describe("a plugin's theme folder in node_modules", () => {
  it('compiles its JSX in .js and gives it the routes and the registry', async () => {
    const siteDir = copies.copy();
    const pkg = 'docusaurus-plugin-route-list';
    mkdirSync(join(siteDir, 'node_modules'), { recursive: true });
    cpSync(join(siteDir, 'packages', pkg), join(siteDir, 'node_modules', pkg), { recursive: true });
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/route-list/index.html'), 'utf8');
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ''));
    expect(items).toEqual(expect.arrayContaining(['/docs/intro (exact)', '/route-list (exact)']));
    expect(html).toContain('<p class="registry">intro listed</p>');
    // A doc imports the plugin's theme component (`@theme/RouteList`, none of the generator's).
    const doc = readFileSync(join(siteDir, 'build/docs/every-route/index.html'), 'utf8');
    expect(doc).toContain('<p class="registry">intro listed</p>');
  }, 300_000);
});
