// `docusaurus deploy` is not ours: its message says how to publish the build, naming only what a
// user of the installed package has (the build's own files), not a page of this repository that
// the package does not ship.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function deployMessage(): string {
  try {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/cli.ts', 'deploy'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
  } catch (e) {
    const { status, stderr } = e as { status: number; stderr: string };
    expect(status).toBe(1);
    return stderr;
  }
  throw new Error('deploy exited 0');
}

describe('docusaurus deploy', () => {
  it('says how to publish build/, pointing at nothing the package leaves out', () => {
    const message = deployMessage();
    expect(message).toContain('deploy is not a command of docusaurus-vite');
    expect(message).toContain('build/_headers');
    expect(message).toContain('404.html');
    // Every Markdown page it names is one the package ships (package.json "files").
    const files = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] }
    ).files;
    const named = [...message.matchAll(/[\w.-]+(?:\/[\w.-]+)*\.md\b/g)].map((m) => m[0]);
    for (const page of named)
      expect(files.some((f) => page === f || (f.endsWith('/') && page.startsWith(f)))).toBe(true);
  }, 60_000);
});
