// webpack's `resolve.fallback` in the client bundle (resolveFallback.ts). The case: Bluesky's API
// pages (docusaurus-theme-openapi-docs 4, whose ApiItem inflates each page's API description with
// `require("zlib").inflateSync`, given browserify-zlib by node-polyfill-webpack-plugin's fallback):
// Vite made `zlib` an empty module, the inflate threw, and the request and response panels of
// every API page stayed empty in the browser.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fallbackResolution,
  resolveFallbackPlugin,
} from '../../../../plugins/lifecycle/resolveFallback.js';

const dir = mkdtempSync(join(tmpdir(), 'resolve-fallback-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe('fallbackResolution', () => {
  const fallback = { zlib: '/shims/zlib.js', events: '/shims/events.js' };
  it("gives the fallback's module where the request resolved to nothing or to Vite's empty module", () => {
    expect(fallbackResolution('zlib', null, fallback)).toBe('/shims/zlib.js');
    expect(fallbackResolution('zlib', { id: '__vite-browser-external:zlib' }, fallback)).toBe(
      '/shims/zlib.js',
    );
    expect(fallbackResolution('zlib', { id: 'zlib', external: true }, fallback)).toBe(
      '/shims/zlib.js',
    );
  });
  it('keeps what the request resolves to on its own, and leaves other requests alone', () => {
    const own = { id: '/site/node_modules/events/events.js' };
    expect(fallbackResolution('events', own, fallback)).toBe(own);
    expect(fallbackResolution('path', null, fallback)).toBeUndefined();
    expect(fallbackResolution('zlib/sub', null, fallback)).toBeUndefined();
  });
  it("drops Vite's warning that it externalized a built-in the fallback gives a module", () => {
    const plugin = resolveFallbackPlugin({ zlib: '/shims/zlib.js' })!;
    const onLog = plugin.onLog as (level: string, log: { message: string }) => unknown;
    const warning = (name: string) => ({
      message: `[plugin rolldown:vite-resolve] Module "${name}" has been externalized for browser compatibility, imported by "/x.js".`,
    });
    expect(onLog('warn', warning('zlib'))).toBe(false);
    expect(onLog('warn', warning('fs'))).toBeUndefined();
  });
  it('is no plugin without a fallback', () => {
    expect(resolveFallbackPlugin(undefined)).toBeUndefined();
    expect(resolveFallbackPlugin({})).toBeUndefined();
  });
});

describe('the client bundle with a resolve.fallback', () => {
  it("resolves a Node built-in to the fallback's module and an installed package to itself", async () => {
    const root = join(dir, 'site');
    // A CommonJS theme module in node_modules, as the openapi theme's ApiItem is.
    write(
      join(root, 'node_modules', 'api-theme', 'index.js'),
      [
        'const zlib = require("zlib");',
        'const events = require("events");',
        'exports.panel = function () {',
        '  try { return zlib.inflateSync("eJw=") + "/" + events.origin; } catch (e) { return "empty"; }',
        '};',
      ].join('\n'),
    );
    write(join(root, 'node_modules', 'api-theme', 'package.json'), '{ "name": "api-theme" }');
    // `events` is installed: webpack resolves it as a package and never reaches the fallback.
    write(join(root, 'node_modules', 'events', 'index.js'), 'exports.origin = "installed";\n');
    write(join(root, 'node_modules', 'events', 'package.json'), '{ "name": "events" }');
    const zlibShim = write(
      join(dir, 'polyfills', 'zlib.js'),
      'exports.inflateSync = function () { return "inflated"; };\n',
    );
    const eventsShim = write(join(dir, 'polyfills', 'events.js'), 'exports.origin = "shim";\n');
    write(
      join(root, 'entry.js'),
      "import { panel } from 'api-theme';\nglobalThis.seen = panel();\n",
    );
    const out = join(dir, 'out');
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [resolveFallbackPlugin({ zlib: zlibShim, events: eventsShim })],
      build: {
        outDir: out,
        minify: false,
        lib: { entry: join(root, 'entry.js'), formats: ['iife'], name: 'entry', fileName: 'entry' },
      },
    });
    const [file] = readdirSync(out).filter((f) => f.endsWith('.js'));
    const sandbox: Record<string, unknown> = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(join(out, file!), 'utf8'), sandbox);
    expect(sandbox.seen).toBe('inflated/installed');
  });

  it('leaves the server bundle its Node built-ins', async () => {
    const root = join(dir, 'server-site');
    const zlibShim = write(join(dir, 'polyfills', 'server-zlib.js'), 'exports.shim = true;\n');
    write(
      join(root, 'entry.js'),
      "import zlib from 'zlib';\nexport const real = typeof zlib.inflateSync;\n",
    );
    const out = join(dir, 'server-out');
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      ssr: { noExternal: true },
      plugins: [resolveFallbackPlugin({ zlib: zlibShim })],
      build: { outDir: out, minify: false, ssr: join(root, 'entry.js') },
    });
    const code = readFileSync(
      join(
        out,
        readdirSync(out).find((f) => /\.m?js$/.test(f))!,
      ),
      'utf8',
    );
    expect(code).not.toContain('shim');
    expect(code).toMatch(/from ["']zlib["']/);
  });
});
