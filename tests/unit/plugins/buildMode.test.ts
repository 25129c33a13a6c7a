// `docusaurus build --no-minify` and `build --dev` (plugins/buildMode.ts): the client bundle's
// settings, and the bundle reuse key that keeps a minified bundle from being taken for an
// unminified one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildModeOf, clientBuildSettings } from '../../../plugins/buildMode.js';
import { bundleSettings } from '../../../plugins/output/bundleReuse.js';
import { createViteConfig } from '../../../plugins/viteConfig.js';

const dir = mkdtempSync(join(tmpdir(), 'build-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.DOCS_MINIFY;
  delete process.env.DOCS_DEV_BUILD;
});

describe('the build mode of --no-minify and --dev', () => {
  it('reads DOCS_MINIFY=0 as unminified, DOCS_DEV_BUILD=1 as development code, unminified', () => {
    expect(buildModeOf({})).toEqual({ minify: true, development: false });
    expect(buildModeOf({ DOCS_MINIFY: '0' })).toEqual({ minify: false, development: false });
    expect(buildModeOf({ DOCS_MINIFY: '1' })).toEqual({ minify: true, development: false });
    expect(buildModeOf({ DOCS_DEV_BUILD: '1' })).toEqual({ minify: false, development: true });
    expect(clientBuildSettings({ minify: false, development: false })).toEqual({
      minify: false,
      cssMinify: false,
    });
  });

  it("sets the client bundle's minification and NODE_ENV, not the server bundle's", () => {
    const config = (target: 'client' | 'server') =>
      createViteConfig({ siteDir: dir, target, baseUrl: '/' });
    // The generator's react-router in its production build, but in a development bundle.
    const productionRouter = () =>
      config('client')
        .plugins!.flat()
        .some((p) => !!p && 'name' in p && /router/.test(p.name));
    expect(productionRouter()).toBe(true);
    expect(config('client').build).toMatchObject({ minify: true, cssMinify: true });
    // No chunk is too big to warn of, in either bundle: Vite's advice names settings no site has
    // (Docusaurus's webpack has its size hints off).
    for (const target of ['client', 'server'] as const)
      expect(config(target).build?.chunkSizeWarningLimit).toBe(Number.MAX_SAFE_INTEGER);
    expect(config('client').define?.['process.env.NODE_ENV']).toBeUndefined();
    process.env.DOCS_MINIFY = '0';
    expect(config('client').build).toMatchObject({ minify: false, cssMinify: false });
    expect(config('server').build).not.toHaveProperty('minify');
    process.env.DOCS_DEV_BUILD = '1';
    expect(config('client').define?.['process.env.NODE_ENV']).toBe('"development"');
    expect(config('server').define?.['process.env.NODE_ENV']).toBe('"production"');
    expect(productionRouter()).toBe(false);
  });

  it('keys the bundle reuse on the mode: an unminified bundle is not the minified one', () => {
    const site = join(dir, 'site');
    const pkg = join(dir, 'pkg');
    mkdirSync(site, { recursive: true });
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package-lock.json'), '{}');
    const settings = () =>
      bundleSettings({ target: 'client', siteDir: site, packageRoot: pkg, options: {} });
    const minified = settings();
    process.env.DOCS_MINIFY = '0';
    const unminified = settings();
    expect(unminified).not.toBe(minified);
    process.env.DOCS_DEV_BUILD = '1';
    expect(settings()).not.toBe(unminified);
    delete process.env.DOCS_MINIFY;
    delete process.env.DOCS_DEV_BUILD;
    expect(settings()).toBe(minified);
  });
});
