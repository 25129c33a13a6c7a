// The up-to-date check before the site is loaded (plugins/output/earlyUpToDate.ts, issue 37): a
// build with nothing changed keeps the output without loading the site, and every change that
// alters the output still gets a build (the output then is what the edit asks for). Each case
// fails when the check skips what it names: a doc, a category file, the config, a module the
// config imports, a sidebars file added, a static or src file, a top-level file, an environment
// variable, git's HEAD, a config that reads files.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import {
  earlyCheckAllowed,
  environmentFingerprint,
  gitHeadOf,
  isStableModule,
  siteEntriesOf,
} from '../../../../plugins/output/earlyUpToDate.js';

const root = join(import.meta.dirname, '../../../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function siteWith(name: string, files: Record<string, string>): string {
  const dir = join(root, 'tests/.tmp', name);
  rmSync(dir, { recursive: true, force: true });
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('what the early check compares', () => {
  it('takes the environment, the local date and git HEAD into its fingerprint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'early-git-'));
    made.push(dir);
    const day = new Date(2026, 10, 29, 10);
    const env = { PATH: '/bin', HOME: '/root', _: '/usr/bin/node', SHLVL: '2' };
    const base = environmentFingerprint(dir, day, env);
    expect(environmentFingerprint(dir, new Date(2026, 10, 29, 23), env)).toBe(base);
    expect(environmentFingerprint(dir, new Date(2026, 10, 30, 1), env)).not.toBe(base);
    expect(environmentFingerprint(dir, day, { ...env, DOCS_THEME: 'dark' })).not.toBe(base);
    expect(environmentFingerprint(dir, day, { ...env, HOME: '/home' })).not.toBe(base);
    // Another checkout or install of the generator (its code folder is recorded by path).
    expect(environmentFingerprint(dir, day, env, join(dir, 'other-generator'))).not.toBe(base);
    // Variables a shell sets per command do not count.
    expect(environmentFingerprint(dir, day, { ...env, _: '/bin/x', SHLVL: '3' })).toBe(base);
    // A repository appears, then a commit moves its branch.
    const before = gitHeadOf(dir);
    mkdirSync(join(dir, '.git/refs/heads'), { recursive: true });
    writeFileSync(join(dir, '.git/HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(join(dir, '.git/refs/heads/main'), 'a'.repeat(40) + '\n');
    const first = gitHeadOf(dir);
    expect(first).not.toBe(before);
    expect(environmentFingerprint(dir, day, env)).not.toBe(base);
    writeFileSync(join(dir, '.git/refs/heads/main'), 'b'.repeat(40) + '\n');
    expect(gitHeadOf(dir)).not.toBe(first);
  });

  it("lists the site folder's files and folders, not its output or dot folders", () => {
    const dir = siteWith('early-entries', {
      'site.config.ts': 'export default {};\n',
      'docs/a.md': '# A\n',
      'build/index.html': '<p>old</p>',
      '.cache/x.json': '{}',
    });
    const first = siteEntriesOf(dir, join(dir, 'build'));
    // Its files, and what installed the packages above it (this repository's lockfile).
    expect(first.files).toContain(join(dir, 'site.config.ts'));
    expect(first.files).toContain(join(root, 'package-lock.json'));
    expect(first.files.filter((f) => f.startsWith(dir))).toEqual([join(dir, 'site.config.ts')]);
    writeFileSync(join(dir, 'build/more.html'), '');
    mkdirSync(join(dir, '.staging'));
    expect(siteEntriesOf(dir, join(dir, 'build')).hash).toBe(first.hash);
    writeFileSync(join(dir, 'sidebars.ts'), 'export default {};\n');
    expect(siteEntriesOf(dir, join(dir, 'build')).hash).not.toBe(first.hash);
    // Another output folder is a folder of the site like any other.
    expect(siteEntriesOf(dir, join(dir, 'elsewhere')).hash).not.toBe(
      siteEntriesOf(dir, join(dir, 'build')).hash,
    );
  });

  it("finds a monorepo's lockfile above the site folder", () => {
    const mono = mkdtempSync(join(tmpdir(), 'early-mono-'));
    made.push(mono);
    mkdirSync(join(mono, 'website'));
    const before = siteEntriesOf(join(mono, 'website'), join(mono, 'website/build'));
    writeFileSync(join(mono, 'yarn.lock'), '# yarn lockfile v1\n');
    const after = siteEntriesOf(join(mono, 'website'), join(mono, 'website/build'));
    expect(after.files).toContain(join(mono, 'yarn.lock'));
    expect(after.hash).not.toBe(before.hash);
  });

  it('allows it only for a site module that reads nothing but what it imports', () => {
    expect(isStableModule("export default { title: 'A', url: 'https://example.com' };")).toBe(true);
    expect(
      isStableModule('export default { footer: `© ${new Date().getFullYear()} Example` };'),
    ).toBe(true);
    for (const source of [
      "import fs from 'node:fs'; export default { title: fs.readFileSync('t', 'utf8') };",
      "const { readdirSync } = require('fs');",
      "import { execSync } from 'child_process';",
      'export default async () => ({ title: await (await fetch("https://x")).text() });',
      'export default { footer: `Built ${new Date().toISOString()}` };',
      'export default { id: Math.random() };',
      "import glob from 'fast-glob';",
    ])
      expect(isStableModule(source), source).toBe(false);
    const plugins = (builtIn: boolean) => ({ result: { plugins: [{ builtIn }] } });
    expect(earlyCheckAllowed({ siteModuleFiles: [], plugins: plugins(true) })).toBe(true);
    expect(earlyCheckAllowed({ siteModuleFiles: [], plugins: plugins(false) })).toBe(false);
    expect(earlyCheckAllowed({ plugins: plugins(true) })).toBe(false);
    expect(
      earlyCheckAllowed({ siteModuleFiles: [], locale: { i18n: { locales: ['en', 'fr'] } } }),
    ).toBe(false);
  });
});

describe('a build with the early check', () => {
  const page = (dir: string, route: string) =>
    readFileSync(join(dir, 'build', route, 'index.html'), 'utf8');
  const build = (siteDir: string) =>
    buildSite({ siteDir, outDir: join(siteDir, 'build'), earlyCheck: true });

  it('keeps the output without loading the site, and builds after each change that alters it', async () => {
    const dir = siteWith('early-site', {
      'site.config.ts':
        "import { tagline } from './tagline';\nexport default { title: 'Early', tagline, url: 'https://example.com', baseUrl: '/' };\n",
      'tagline.ts': "export const tagline = 'First tagline';\n",
      'package.json': '{ "name": "early-site", "private": true }\n',
      'docs/intro.md': '---\ntitle: Intro\n---\n\nIntro text.\n',
      'docs/guide/_category_.json': '{ "label": "Guide", "position": 2 }\n',
      'docs/guide/one.md': '---\ntitle: One\n---\n\nOne text.\n',
      'static/robots-extra.txt': 'first\n',
      'src/css/custom.css': '.first-class { color: red; }\n',
    });
    const first = await build(dir);
    expect(first.upToDate).toBeFalsy();
    const kept = await build(dir);
    expect(kept.upToDate).toBe(true);
    // Decided before the site was loaded.
    expect(kept.site).toBeUndefined();
    expect(kept.pages).toBe(first.pages);

    const changes: [string, () => void, (site: { siteConfig: { tagline?: string } }) => void][] = [
      [
        'a doc',
        () => writeFileSync(join(dir, 'docs/guide/one.md'), '---\ntitle: One\n---\n\nEdited.\n'),
        () => expect(page(dir, 'guide/one')).toContain('Edited.'),
      ],
      [
        'a category file',
        () =>
          writeFileSync(
            join(dir, 'docs/guide/_category_.json'),
            '{ "label": "Handbook", "position": 2 }\n',
          ),
        () => expect(page(dir, 'intro')).toContain('Handbook'),
      ],
      [
        'a module the config imports',
        () => writeFileSync(join(dir, 'tagline.ts'), "export const tagline = 'Second tagline';\n"),
        (site) => expect(site.siteConfig.tagline).toBe('Second tagline'),
      ],
      [
        'the config',
        () =>
          writeFileSync(
            join(dir, 'site.config.ts'),
            "import { tagline } from './tagline';\nexport default { title: 'Early Two', tagline, url: 'https://example.com', baseUrl: '/' };\n",
          ),
        () => expect(page(dir, 'intro')).toContain('Early Two'),
      ],
      [
        'a sidebars file added',
        () =>
          writeFileSync(
            join(dir, 'sidebars.ts'),
            "export default { main: [{ type: 'category', label: 'Only section', items: ['intro', 'guide/one'] }] };\n",
          ),
        () => expect(page(dir, 'intro')).toContain('Only section'),
      ],
      [
        'a static file',
        () => writeFileSync(join(dir, 'static/robots-extra.txt'), 'second\n'),
        () => expect(readFileSync(join(dir, 'build/robots-extra.txt'), 'utf8')).toBe('second\n'),
      ],
      [
        'a top-level file (package.json)',
        () =>
          writeFileSync(
            join(dir, 'package.json'),
            '{ "name": "early-site", "private": true, "version": "2.0.0" }\n',
          ),
        () => undefined,
      ],
    ];
    for (const [what, change, check] of changes) {
      change();
      const rebuilt = await build(dir);
      // Past the early check: the site was loaded (and built again, as the full check decides).
      expect(rebuilt.site, what).toBeDefined();
      check(rebuilt.site!);
      // And then kept again, early.
      expect((await build(dir)).site, `${what}, built again`).toBeUndefined();
    }

    // The environment: a variable the config could read. The full check finds the output up to
    // date, and records the environment it did so in: the next build decides early again.
    process.env.EARLY_TEST_VARIABLE = 'set';
    try {
      const changed = await build(dir);
      expect(changed.site).toBeDefined();
      expect(changed.upToDate).toBe(true);
      expect((await build(dir)).site).toBeUndefined();
    } finally {
      delete process.env.EARLY_TEST_VARIABLE;
    }
    expect((await build(dir)).site).toBeDefined();
    expect((await build(dir)).site).toBeUndefined();
  }, 600_000);

  it('is not recorded for a config that reads files', async () => {
    const dir = siteWith('early-reads', {
      'site.config.ts':
        "import { readFileSync } from 'node:fs';\nexport default { title: readFileSync(new URL('./title.txt', import.meta.url), 'utf8').trim(), url: 'https://example.com', baseUrl: '/' };\n",
      'title.txt': 'Read title\n',
      'docs/intro.md': '---\ntitle: Intro\n---\n\nIntro text.\n',
    });
    await build(dir);
    const again = await build(dir);
    expect(again.upToDate).toBe(true);
    // Kept by the full check, which loaded the config.
    expect(again.site).toBeDefined();
    const state = JSON.parse(readFileSync(join(dir, '.cache/build-state.json'), 'utf8')) as {
      early?: unknown;
    };
    expect(state.early).toBeUndefined();
  }, 300_000);
});
