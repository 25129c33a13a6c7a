// JSX in a site's .js files (tests/fixtures/sites/jsx-in-js): a doc importing a .js component with
// JSX builds and renders it, as in Docusaurus, whatever the site's tsconfig.json extends.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../..');
const siteDir = join(root, 'tests/.tmp/jsx-in-js-site');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("JSX in a site's .js component", () => {
  it('is compiled, and the doc renders the component', async () => {
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(siteDir, { recursive: true });
    cpSync(join(root, 'tests/fixtures/sites/jsx-in-js'), siteDir, { recursive: true });
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(html).toContain('<span class="buoy buoy--red" data-lit="yes">port-hand buoy</span>');
    // The site's tsconfig.json extends a package that is not installed (Docusaurus's
    // `@docusaurus/tsconfig`, for editors only): neither the .js nor the .tsx compile reads it.
    expect(html).toContain('<strong class="mark">cardinal mark</strong>');
    // A React page gets the site config as its `config` prop, as Docusaurus gives it.
    const chart = readFileSync(join(siteDir, 'build/chart/index.html'), 'utf8');
    expect(chart).toContain('<h1 class="chart-title">Chart of <!-- -->Harbour Buoys</h1>');
  }, 300_000);
});
