// The commands' messages carry Docusaurus's logger prefixes (@docusaurus/logger 3.8.1): `[ERROR]`
// and `[WARNING]` on stderr, `[INFO]` and `[SUCCESS]` on stdout, the prefix bold and an error or a
// warning in its colour, with our positioned text (file:line:col, hint) after the prefix.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReporter } from '../../../scripts/reporter.js';

const root = join(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'cli-logger-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function cli(env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/cli.ts'), ...args],
    { cwd: scratch, encoding: 'utf8', env: { ...process.env, CI: '1', ...env } },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const plain = { NO_COLOR: '1', FORCE_COLOR: '0' };

describe("the command line's messages, as Docusaurus's logger prints them", () => {
  it('prints a refusal as an [ERROR] on stderr, bold prefix and red text with colour', () => {
    const file = join(scratch, 'not-a-site.txt');
    writeFileSync(file, 'x');
    const r = cli(plain, 'clear', file);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^\[ERROR\] .*is a file, not a site folder/m);
    expect(r.stdout).toBe('');
    // Docusaurus's colours: the whole message red, its prefix also bold.
    const coloured = cli({ FORCE_COLOR: '1' }, 'clear', file);
    expect(coloured.stderr).toContain('\x1b[31m\x1b[1m[ERROR]\x1b[22m ');
  });

  it('prints each positioned error of a failed build after [ERROR], then the failure', () => {
    const site = join(scratch, 'site');
    cpSync(join(root, 'tests/fixtures/sites/docusaurus-config'), site, {
      recursive: true,
      filter: (f) => !f.includes('.cache'),
    });
    writeFileSync(join(site, 'docs/broken.md'), '# Broken\n\nA <span>tag never closed.\n');
    const r = cli(plain, 'build', site, '--out-dir', join(scratch, 'out'));
    expect(r.status).toBe(1);
    // The diagnostic keeps its file, line, column and hint after the prefix.
    expect(r.stderr).toMatch(/^\[ERROR\] site\/docs\/broken\.md:3:\d+ error MDX compile error/m);
    expect(r.stderr).toMatch(/^hint: close every JSX\/HTML tag/m);
    expect(r.stderr).toMatch(/^\[ERROR\] Build failed with 1 error/m);
  });

  it('prints a done command as [SUCCESS] on stdout, an unchanged one as a [WARNING]', () => {
    const site = join(scratch, 'headings');
    mkdirSync(join(site, 'docs'), { recursive: true });
    writeFileSync(join(site, 'docs/a.md'), '# A\n\n## Second part\n');
    const first = cli(plain, 'write-heading-ids', site, '--syntax', 'classic');
    expect(first.status).toBe(0);
    // Docusaurus 3.10's words; the count is of Markdown files (its, of every watched file).
    expect(first.stdout).toContain(
      '[SUCCESS] Heading ids added to Markdown files (1/1 files): \n- docs/a.md\n',
    );
    const again = cli(plain, 'write-heading-ids', site, '--syntax', 'classic');
    expect(again.stderr).toContain(
      '[WARNING] 1 Markdown files already have explicit heading IDs.\nIf you intend to overwrite the existing heading IDs, use the `--overwrite` option.\n',
    );
  });

  it("ends a build with Docusaurus's lines; --no-minify builds the client unminified, not kept", () => {
    const site = join(scratch, 'minify');
    cpSync(join(root, 'tests/fixtures/sites/docusaurus-config'), site, {
      recursive: true,
      filter: (f) => !f.includes('.cache'),
    });
    const stylesheet = () => {
      const css = readdirSync(join(site, 'build/assets')).filter((f) => f.endsWith('.css'));
      return css.map((f) => readFileSync(join(site, 'build/assets', f), 'utf8')).join('');
    };
    const first = cli(plain, 'build', site);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^\[INFO\] Built \d+ pages and the 404 page in [\d.]+ s\.$/m);
    expect(first.stdout).toContain(
      '[SUCCESS] Generated static files in "minify/build".\n[INFO] Use `npm run serve` command to test your build locally.\n',
    );
    expect(stylesheet()).not.toMatch(/\n\s+\S/);
    const unminified = cli(plain, 'build', site, '--no-minify');
    expect(unminified.stdout).not.toContain('Up to date');
    expect(stylesheet()).toMatch(/\n\s+\S/);
    expect(cli(plain, 'build', site, '--no-minify').stdout).toContain('Up to date');
    const dev = cli(plain, 'build', site, '--dev');
    expect(dev.stdout).toMatch(/^\[INFO\] Building in dev mode$/m);
    expect(dev.stdout).not.toContain('Up to date');
  }, 240_000);

  it('prints the files docs:version writes in one [INFO], then its [SUCCESS]', () => {
    const site = join(scratch, 'versioned');
    cpSync(join(root, 'tests/fixtures/sites/docusaurus-config'), site, {
      recursive: true,
      filter: (f) => !f.includes('.cache'),
    });
    const r = cli(plain, 'docs:version', '1.0', site);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\[INFO\] \[docs\]: written:\n- versioned_docs\/version-1\.0\/\n/m);
    expect(r.stdout).toMatch(/^\[SUCCESS\] \[docs\]: version 1\.0 created!$/m);
    expect(r.stdout.split('\n').filter((l) => l.startsWith(' '))).toEqual([]);
  });

  it("prints each folder clear removed, as Docusaurus 3.10 does, Vite's cache among them", () => {
    const site = join(scratch, 'clear');
    for (const dir of ['build', '.docusaurus', '.cache/mdx', 'node_modules/.vite/deps'])
      mkdirSync(join(site, dir), { recursive: true });
    writeFileSync(join(site, 'docusaurus.config.js'), 'export default {};\n');
    const r = cli(plain, 'clear', site);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        '[SUCCESS] Removed the build output folder at "build".',
        '[SUCCESS] Removed the generated folder at ".docusaurus".',
        '[SUCCESS] Removed the cache folder at ".cache".',
        '[SUCCESS] Removed the bundler persistent cache folder at "node_modules/.vite".',
        '',
      ].join('\n'),
    );
    expect(existsSync(join(site, 'node_modules/.vite'))).toBe(false);
    expect(existsSync(join(site, 'node_modules'))).toBe(true);
    expect(existsSync(join(site, 'docusaurus.config.js'))).toBe(true);
    // Nothing left to remove: nothing said.
    expect(cli(plain, 'clear', site).stdout).toBe('');
  });

  it('prints each translation file write-translations writes as Docusaurus 3.10 does, an [INFO]', () => {
    const site = join(scratch, 'translations');
    cpSync(join(root, 'tests/fixtures/sites/docusaurus-config'), site, {
      recursive: true,
      filter: (f) => !f.includes('.cache') && !f.includes('/i18n'),
    });
    const r = cli(plain, 'write-translations', site);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^\[INFO\] \d+ translations will be written at "i18n\/en\/code\.json"\.$/m,
    );
    expect(r.stdout).toMatch(/^\[SUCCESS\] Wrote \d+ translation files of "en"\.$/m);
    expect(r.stdout).not.toMatch(/^\d+ translations/m);
  });

  it("prints the dev server's messages with the prefixes: starting, running, a page's error", async () => {
    const site = join(scratch, 'dev');
    cpSync(join(root, 'tests/fixtures/sites/minimal'), site, {
      recursive: true,
      filter: (f) => !f.includes('.cache'),
    });
    const port = ['--port', '0', '--host', '127.0.0.1'];
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        join(root, 'scripts/cli.ts'),
        'start',
        site,
        ...port,
      ],
      { cwd: scratch, env: { ...process.env, CI: '1', ...plain } },
    );
    // Its files (the site's .cache) are left as it exits, before the folder is removed.
    const closed = once(child, 'close');
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      const url = await new Promise<string>((resolveUrl, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          const running = /^\[SUCCESS\] Dev server running at (\S+)$/m.exec(stdout);
          if (running) resolveUrl(running[1]!);
        });
        child.on('close', () => reject(new Error(`start exited: ${stderr}`)));
      });
      expect(stdout).toMatch(/^\[INFO\] Starting the development server\.\.\.\n/);
      // A doc that does not compile: the page's error, as an [ERROR] with its position (the page
      // got it, the terminal said nothing).
      writeFileSync(
        join(site, 'docs/intro.md'),
        '---\nslug: /\n---\n\n# Intro\n\nA <span>tag never closed.\n',
      );
      const page = await fetch(url);
      expect(page.status).toBe(500);
      while (!/did not render/.test(stderr)) await once(child.stderr, 'data');
      expect(stderr).toMatch(
        /^\[ERROR\] \/ did not render:\ndocs\/intro\.md:7:\d+ error MDX compile error/m,
      );
    } finally {
      child.kill();
      await closed;
    }
  }, 120_000);

  it("prefixes each of the build summary's warnings with [WARNING]", () => {
    const stream = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
    const r = createReporter(stream);
    r.warn({
      file: 'docs/a.md',
      line: 2,
      column: 1,
      message: 'a link to a missing page',
      severity: 'warning',
      kind: 'broken links',
    });
    expect(r.summary()).toMatch(/^\[WARNING\] docs\/a\.md:2:1 warning a link to a missing page$/m);
  });
});
