// The package as a Docusaurus user gets it: `npm pack` of the generator, installed into a copy of
// create-docusaurus 3.8.1's classic template whose @docusaurus/* dependencies are gone (the switch
// README.md describes). The site's unchanged scripts (`"build": "docusaurus build"`) then run our
// bin: it builds the pages Docusaurus builds for the template (tests/fixtures/docusaurus-routes/),
// and a component ejected with `docusaurus swizzle` is what the next build renders. One install
// serves every case (it is most of the time: npm reads the packages from its cache).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const reference = JSON.parse(
  readFileSync(join(root, 'tests/fixtures/docusaurus-routes/classic-template-3.8.1.json'), 'utf8'),
) as { routes: string[] };
/** Routes of this generator that Docusaurus's classic template has no counterpart of. */
const OUR_OWN_ROUTES = new Set(['/search']);

// Outside the repository, so that nothing resolves from its node_modules.
const work = mkdtempSync(join(tmpdir(), 'docs-package-'));
const siteDir = join(work, 'site');
const npm = (cwd: string, ...args: string[]) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
/** A script of the site's package.json, as its author runs it (`npm run build`). */
const run = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], {
    cwd: siteDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/**
 * Packs the generator from a copy of the files npm would pack (the prepack step writes dist/ into
 * the folder it packs, and the repository's other tests run its CLI meanwhile); returns the tarball.
 */
function packGenerator(): string {
  const listed = JSON.parse(npm(root, 'pack', '--dry-run', '--json', '--ignore-scripts')) as {
    files: { path: string }[];
  }[];
  const copy = join(work, 'generator');
  for (const { path } of listed[0]!.files) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(root, path), join(copy, path));
  }
  // The prepack step bundles with the repository's packages.
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const packed = JSON.parse(npm(copy, 'pack', '--json', '--pack-destination', work)) as {
    filename: string;
    files: { path: string }[];
  }[];
  return join(work, packed[0]!.filename);
}

/** The classic template as `create-docusaurus` writes it, minus its @docusaurus/* packages. */
function classicTemplate(): void {
  const packed = JSON.parse(npm(work, 'pack', 'create-docusaurus@3.8.1', '--json')) as {
    filename: string;
  }[];
  execFileSync('tar', ['-xzf', packed[0]!.filename], { cwd: work });
  const templates = join(work, 'package/templates');
  cpSync(join(templates, 'shared'), siteDir, { recursive: true });
  cpSync(join(templates, 'classic'), siteDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  for (const group of ['dependencies', 'devDependencies'] as const)
    for (const name of Object.keys(manifest[group] ?? {}))
      if (name.startsWith('@docusaurus/')) delete manifest[group]![name];
  writeFileSync(join(siteDir, 'package.json'), JSON.stringify(manifest, null, 2));
}

/** The routes of a build: each `…/index.html` (404.html aside) and each feed. */
function builtRoutes(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('/index.html') || f === 'index.html' || /^blog\/[^/]+\.xml$/.test(f))
    .map((f) => '/' + f.replace(/(^|\/)index\.html$/, ''))
    .map((r) => (r.length > 1 ? r.replace(/\/$/, '') : r))
    .filter((r) => !OUR_OWN_ROUTES.has(r))
    .sort();
}

let tarball = '';
beforeAll(() => {
  tarball = packGenerator();
  classicTemplate();
  // The packages come from npm's cache when it has them (the repository's install filled it).
  npm(siteDir, 'install', '--save-dev', '--prefer-offline', tarball);
}, 900_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed generator (npm pack), installed in place of Docusaurus', () => {
  it('holds the generator and its prebuilt command line, not the knowledgebase', () => {
    const files = (
      execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n') as string[]
    ).map((f) => f.replace(/^package\//, ''));
    expect(files).toContain('dist/cli/cli.cjs');
    expect(files).toContain('scripts/run.mjs');
    expect(files).toContain('src/theme/mdx/CodeBlock.tsx');
    for (const notOurs of ['docs/', 'static/', 'tests/', 'src/pages/', 'src/components/'])
      expect(files.filter((f) => f.startsWith(notOurs))).toEqual([]);
    expect(files).not.toContain('site.config.ts');
    // The knowledgebase's own MDX components map (it imports src/components).
    expect(files).not.toContain('src/theme/MDXComponents.tsx');
    const installed = join(siteDir, 'node_modules/.bin');
    expect(existsSync(join(installed, 'docusaurus'))).toBe(true);
    expect(existsSync(join(installed, 'docusaurus-vite'))).toBe(true);
    // The site's `npm run docusaurus -- --version` answers with the generator's name and version
    // (it was an unknown option).
    expect(run('docusaurus', '--', '--version')).toMatch(/^docusaurus-vite \d+\.\d+\.\d+/);
  });

  it("builds the classic template with its own `npm run build` (docusaurus build): Docusaurus's pages", () => {
    run('build');
    // The installed package runs the bundle it was packed with: nothing is bundled on the way.
    expect(existsSync(join(siteDir, 'node_modules/docusaurus-vite/node_modules/.cache'))).toBe(
      false,
    );
    // Docusaurus's 28 HTML pages: 27 routes and 404.html; and the blog's two feeds.
    const expected = [...reference.routes].sort();
    expect(expected.filter((r) => !r.endsWith('.xml'))).toHaveLength(27);
    expect(builtRoutes(join(siteDir, 'build'))).toEqual(expected);
    expect(existsSync(join(siteDir, 'build/404.html'))).toBe(true);
    const home = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(home).toContain('Docusaurus Tutorial - 5min');
  }, 300_000);

  it('swizzles a component (--eject) into src/theme/, and the next build renders the copy', () => {
    const out = run(
      'swizzle',
      '--',
      '@docusaurus/theme-classic',
      'CodeBlock',
      '--eject',
      '--javascript',
    );
    expect(out).toContain('Ejected CodeBlock');
    // Where Docusaurus ejects it: the classic theme's CodeBlock is a folder.
    const file = join(siteDir, 'src/theme/CodeBlock/index.js');
    const ejected = readFileSync(file, 'utf8');
    // JavaScript (no --typescript), importing the theme's helpers through the package.
    expect(ejected).not.toMatch(/:\s*ReactNode/);
    expect(ejected).toMatch(/from ["']docusaurus-vite\/src\/theme\/mdx\/islands\.tsx["']/);
    // The site's change to its copy: a class on every code block's body.
    // (Every place the copy names the body's class: a Docusaurus site's and ours.)
    const edited = ejected.replace(/code-block__body(?=["'])/g, 'code-block__body site-ejected');
    expect(edited).not.toBe(ejected);
    writeFileSync(file, edited);
    run('build');
    const page = readFileSync(
      join(siteDir, 'build/docs/tutorial-basics/create-a-page/index.html'),
      'utf8',
    );
    expect(page).toContain('code-block__body site-ejected');
  }, 300_000);

  it('serves the site with `npm start` (docusaurus start), and a changed doc is served changed', async () => {
    const port = await freePort();
    const server = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1'], {
      cwd: siteDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Dev server running at')) resolve();
        };
        server.stdout!.on('data', read);
        server.stderr!.on('data', read);
        server.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
      });
      const page = async () => (await fetch(`http://127.0.0.1:${port}/docs/intro`)).text();
      const first = await page();
      expect(first).toContain('<title>Tutorial Intro');
      // The page loads Vite's client, which reloads it when a file changes.
      expect(first).toContain('/@vite/client');
      const doc = join(siteDir, 'docs/intro.md');
      writeFileSync(doc, readFileSync(doc, 'utf8').replace('Tutorial Intro', 'Changed Intro'));
      await expect.poll(page, { timeout: 30_000, interval: 500 }).toContain('Changed Intro');
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  }, 300_000);
});

/** A port no one listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
