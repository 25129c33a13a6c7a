// What the command line says to a Docusaurus user who calls it wrongly or asks for help: one
// command's usage for `<command> --help` (as Docusaurus prints it), and a message with a hint, no
// stack trace, for a build folder or a site folder that is not there, and for a port in use.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'cli-messages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function cli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/cli.ts'), ...args],
    { cwd: scratch, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('command line messages', () => {
  it('prints one command’s usage for `<command> --help`, not every command’s', () => {
    const build = cli('build', '--help');
    expect(build.status).toBe(0);
    expect(build.stdout.split('\n')[0]).toMatch(/^Usage: docusaurus-vite build \[siteDir\]/);
    expect(build.stdout).toContain('--out-dir DIR');
    expect(build.stdout).not.toContain('write-heading-ids');
    const version = cli('docs:version:community', '--help');
    expect(version.stdout.split('\n')[0]).toMatch(/^Usage: docusaurus-vite docs:version <name>/);
    expect(version.stdout).not.toContain('swizzle');
    // No command: the list of them all.
    expect(cli('--help').stdout).toContain('write-heading-ids [siteDir]');
  });

  it('refuses to clear a file named as the site folder, without a stack trace', () => {
    const file = join(scratch, 'not-a-site.txt');
    writeFileSync(file, 'x');
    const r = cli('clear', file);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file} is a file, not a site folder: nothing was removed.`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('says there is nothing to serve, and how to make it, without a stack trace', () => {
    const r = cli('serve', '--dir', join(scratch, 'no-build'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`Nothing to serve: ${join(scratch, 'no-build')} does not exist.`);
    expect(r.stderr).toContain('hint: run `docusaurus build` first');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('names a site folder that does not exist, apart from a folder without a config', () => {
    const missing = cli('build', join(scratch, 'no-such-site'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/no-such-site error no such site folder/);
    expect(missing.stderr).toContain(
      "hint: name the folder holding the site's docusaurus.config.js",
    );
    const empty = cli('build', scratch);
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('error no site config in this folder (docusaurus.config.js');
  });

  it('says the port is in use, with a hint, for serve and for start, without a stack trace', async () => {
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', () => r()));
    const port = String((holder.address() as { port: number }).port);
    try {
      mkdirSync(join(scratch, 'build'), { recursive: true });
      // Asynchronous: the server holding the port answers in this process meanwhile.
      const run = (...args: string[]) =>
        new Promise<{ status: number | null; stderr: string }>((resolveRun) => {
          const child = spawn(
            process.execPath,
            [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/cli.ts'), ...args],
            { cwd: scratch, env: { ...process.env, NO_COLOR: '1' } },
          );
          let stderr = '';
          child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
          child.on('close', (status) => resolveRun({ status, stderr }));
        });
      const site = join(scratch, 'minimal');
      cpSync(join(root, 'tests/fixtures/sites/minimal'), site, { recursive: true });
      for (const r of [
        await run('serve', '--dir', join(scratch, 'build'), '--port', port, '--host', '127.0.0.1'),
        await run('start', site, '--port', port, '--host', '127.0.0.1'),
      ]) {
        expect(r.status).toBe(1);
        expect(r.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
        expect(r.stderr).toContain('hint: pass another --port N');
        expect(r.stderr).not.toMatch(/^\s+at /m);
      }
    } finally {
      await new Promise((r) => holder.close(r));
    }
  }, 120_000);

  it('asks the language of a swizzle named in full unless --javascript or --typescript, as Docusaurus 3.8.1', () => {
    const site = join(scratch, 'ts-site');
    mkdirSync(site, { recursive: true });
    writeFileSync(
      join(site, 'docusaurus.config.js'),
      "export default { title: 'T', url: 'https://t.example', baseUrl: '/' };\n",
    );
    // `docusaurus swizzle @docusaurus/theme-classic Footer --wrap` (3.8.1) with no terminal: the
    // language question, exit code 13, nothing written; a tsconfig.json or not.
    const plain = cli('swizzle', 'Footer', '--wrap', site);
    expect(plain.stdout).toContain('Which language do you want to use?');
    expect(plain.status).toBe(13);
    expect(existsSync(join(site, 'src'))).toBe(false);
    expect(cli('swizzle', 'Footer', '--wrap', '--javascript', site).status).toBe(0);
    expect(existsSync(join(site, 'src/theme/Footer/index.js'))).toBe(true);
    rmSync(join(site, 'src'), { recursive: true, force: true });
    expect(cli('swizzle', 'Footer', '--wrap', '--typescript', site).status).toBe(0);
    expect(existsSync(join(site, 'src/theme/Footer/index.tsx'))).toBe(true);
  });
});
