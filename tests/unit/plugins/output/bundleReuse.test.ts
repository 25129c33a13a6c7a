// When the build may take a bundle from the previous build instead of bundling again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bundleSettings,
  bundleSettingsOf,
  bundleStaleReason,
  createBundleTrace,
  readBundleRecords,
  writeBundleRecords,
  type BundleRecord,
} from '../../../../plugins/output/bundleReuse.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-reuse-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle as the build would trace it: it loads `component.tsx` and two generated modules, and writes two files. */
function traceBundle(generated: Record<string, string>): BundleRecord {
  const trace = createBundleTrace();
  for (const [id, code] of Object.entries(generated)) trace.onGenerated(id, code);
  const hooks = trace.plugin as unknown as {
    buildEnd: (this: unknown) => void;
    writeBundle: (this: unknown, o: unknown, b: Record<string, unknown>) => void;
  };
  hooks.buildEnd.call({
    getModuleIds: () => [
      join(dir, 'src/component.tsx'),
      join(dir, 'src/component.tsx?used'),
      '\0virtual:docs/routes',
      'virtual:docs/site-config',
    ],
  });
  hooks.writeBundle.call(
    {},
    {},
    { 'assets/entry-abc.js': {}, 'assets/style-def.css': {}, '.vite/manifest.json': {} },
  );
  trace.warn({ file: '', severity: 'warning', message: 'a bundler warning', kind: 'bundler' });
  return trace.finish({
    settings: 'S',
    outDir: join(dir, 'out'),
    manifest: { entry: 'assets/entry-abc.js' },
  });
}

describe('bundle reuse', () => {
  beforeEach(() => {
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'out/assets'), { recursive: true });
    writeFileSync(join(dir, 'src/component.tsx'), 'export default 1;');
    writeFileSync(join(dir, 'out/assets/entry-abc.js'), 'entry');
    writeFileSync(join(dir, 'out/assets/style-def.css'), 'css');
  });

  it('records the files a bundle loaded, the code generated for it and the files it wrote, but not its manifest file', () => {
    const record = traceBundle({ 'virtual:docs/routes': 'routes v1' });
    expect(Object.keys(record.files)).toEqual([join(dir, 'src/component.tsx')]);
    expect(Object.keys(record.generated)).toEqual(['virtual:docs/routes']);
    expect(Object.keys(record.outputs)).toEqual(['assets/entry-abc.js', 'assets/style-def.css']);
    expect(record.manifest).toEqual({ entry: 'assets/entry-abc.js' });
    expect(record.warnings.map((w) => w.message)).toEqual(['a bundler warning']);
  });

  it('reuses a bundle only when its settings, loaded files, generated code and written files are all as recorded', async () => {
    const record = traceBundle({
      'virtual:docs/routes': 'routes v1',
      'doc:/site/docs/a.mdx': 'page a',
    });
    const code: Record<string, string | undefined> = {
      'virtual:docs/routes': 'routes v1',
      'doc:/site/docs/a.mdx': 'page a',
    };
    const current = {
      settings: 'S',
      outputDir: join(dir, 'out'),
      generate: async (id: string) => code[id],
    };
    expect(await bundleStaleReason(record, current)).toBeUndefined();
    expect(await bundleStaleReason(undefined, current)).toBe('no bundle recorded');
    expect(await bundleStaleReason(record, { ...current, settings: 'T' })).toBe('settings changed');

    code['virtual:docs/routes'] = 'routes v2';
    expect(await bundleStaleReason(record, current)).toBe('virtual:docs/routes changed');
    code['virtual:docs/routes'] = 'routes v1';
    // A module that is gone, or that fails to generate (a doc that no longer compiles).
    code['doc:/site/docs/a.mdx'] = undefined;
    expect(await bundleStaleReason(record, current)).toBe('doc:/site/docs/a.mdx changed');
    expect(
      await bundleStaleReason(record, {
        ...current,
        generate: async () => Promise.reject(new Error('syntax error')),
      }),
    ).toMatch(/changed$/);
    code['doc:/site/docs/a.mdx'] = 'page a';

    writeFileSync(join(dir, 'src/component.tsx'), 'export default 2;');
    expect(await bundleStaleReason(record, current)).toBe(
      `${join(dir, 'src/component.tsx')} changed`,
    );
    writeFileSync(join(dir, 'src/component.tsx'), 'export default 1;');
    expect(await bundleStaleReason(record, current)).toBeUndefined();

    // An output edited or removed: the bundle cannot be taken from there.
    writeFileSync(join(dir, 'out/assets/style-def.css'), 'edited');
    expect(await bundleStaleReason(record, current)).toBe(
      'its output assets/style-def.css changed',
    );
    rmSync(join(dir, 'out/assets/style-def.css'));
    expect(await bundleStaleReason(record, current)).toBe(
      'its output assets/style-def.css changed',
    );
  });

  it("keys the settings on options, the generator, the site's top-level files and the file lists of src/ and static/", () => {
    const pkg = join(dir, 'pkg');
    const site = join(dir, 'site');
    mkdirSync(join(pkg, 'plugins'), { recursive: true });
    mkdirSync(join(site, 'docs'), { recursive: true });
    mkdirSync(join(site, 'src'), { recursive: true });
    writeFileSync(join(pkg, 'package-lock.json'), '{}');
    writeFileSync(join(pkg, 'plugins/index.ts'), 'export {};');
    writeFileSync(join(site, 'site.config.ts'), 'export default {};');
    writeFileSync(join(site, 'docs/a.md'), '# A');
    const settings = (options: unknown = { baseUrl: '/' }) =>
      bundleSettings({ target: 'client', siteDir: site, packageRoot: pkg, options });
    const first = settings();
    expect(settings()).toBe(first);
    // A doc is not a setting: what the bundle makes of docs is generated code, checked one by one.
    writeFileSync(join(site, 'docs/a.md'), '# A, edited');
    writeFileSync(join(site, 'docs/b.md'), '# B');
    expect(settings()).toBe(first);
    expect(settings({ baseUrl: '/docs/' })).not.toBe(first);
    expect(
      bundleSettings({
        target: 'server',
        siteDir: site,
        packageRoot: pkg,
        options: { baseUrl: '/' },
      }),
    ).not.toBe(first);

    const changes: [string, () => void, () => void][] = [
      [
        "the generator's code",
        () => writeFileSync(join(pkg, 'plugins/index.ts'), 'export const x = 1;'),
        () => writeFileSync(join(pkg, 'plugins/index.ts'), 'export {};'),
      ],
      [
        'a lock file',
        () => writeFileSync(join(pkg, 'package-lock.json'), '{"x":1}'),
        () => writeFileSync(join(pkg, 'package-lock.json'), '{}'),
      ],
      [
        'an .env file of the site',
        () => writeFileSync(join(site, '.env'), 'VITE_X=1'),
        () => rmSync(join(site, '.env')),
      ],
      [
        'a file added to src/ (an import may resolve to it)',
        () => writeFileSync(join(site, 'src/theme.tsx'), ''),
        () => rmSync(join(site, 'src/theme.tsx')),
      ],
      [
        'a file added to static/',
        () => (mkdirSync(join(site, 'static')), writeFileSync(join(site, 'static/logo.svg'), '')),
        () => rmSync(join(site, 'static'), { recursive: true }),
      ],
      [
        'a VITE_ variable',
        () => (process.env.VITE_BUNDLE_REUSE_TEST = '1'),
        () => delete process.env.VITE_BUNDLE_REUSE_TEST,
      ],
    ];
    for (const [what, change, undo] of changes) {
      change();
      expect(settings(), what).not.toBe(first);
      undo();
      expect(settings(), what).toBe(first);
    }
  });

  it("gives each target's settings from one reading of the files (both bundles of a build)", () => {
    const pkg = join(dir, 'pkg');
    const site = join(dir, 'site');
    mkdirSync(join(pkg, 'plugins'), { recursive: true });
    mkdirSync(join(site, 'src'), { recursive: true });
    writeFileSync(join(pkg, 'package-lock.json'), '{}');
    writeFileSync(join(pkg, 'plugins/index.ts'), 'export {};');
    const params = { siteDir: site, packageRoot: pkg, options: { baseUrl: '/' } };
    const settingsOf = bundleSettingsOf(params);
    const client = settingsOf('client');
    expect(client).toBe(bundleSettings({ ...params, target: 'client' }));
    const server = bundleSettings({ ...params, target: 'server' });
    expect(server).not.toBe(client);
    // Read when the first target was asked: a change after it is the next build's.
    writeFileSync(join(pkg, 'plugins/index.ts'), 'export const x = 1;');
    expect(settingsOf('server')).toBe(server);
    expect(bundleSettingsOf(params)('server')).not.toBe(server);
  });

  it('reads back the records it wrote, and nothing from a file of another version or no file', () => {
    const file = join(dir, '.cache/bundles.json');
    expect(readBundleRecords(file)).toEqual({});
    const record = traceBundle({ 'virtual:docs/routes': 'routes v1' });
    writeBundleRecords(file, { client: record });
    expect(readBundleRecords(file)).toEqual({ client: record });
    writeFileSync(file, JSON.stringify({ version: 0, bundles: { client: record } }));
    expect(readBundleRecords(file)).toEqual({});
    writeFileSync(file, '{ not json');
    expect(readBundleRecords(file)).toEqual({});
  });
});
