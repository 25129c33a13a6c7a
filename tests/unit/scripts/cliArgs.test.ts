// Docusaurus's short options in a site's scripts (`docusaurus start -p 3001 -h 0.0.0.0`,
// `docusaurus build -l fr`): they were refused as unknown options.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildEndMessages,
  buildModeEnv,
  hostShortOption,
  pollingOf,
  pollOption,
} from '../../../scripts/cliArgs.js';

const root = join(import.meta.dirname, '../../..');
const cli = (...args: string[]) =>
  spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/cli.ts'), ...args],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );

describe("Docusaurus's short options", () => {
  it('reads -h VALUE as the host of start and serve, and -h alone or elsewhere as help', () => {
    expect(hostShortOption(['start', '-h', '0.0.0.0', '-p', '3001'])).toEqual([
      'start',
      '--host',
      '0.0.0.0',
      '-p',
      '3001',
    ]);
    expect(hostShortOption(['serve', 'site', '-h', 'localhost'])).toEqual([
      'serve',
      'site',
      '--host',
      'localhost',
    ]);
    expect(hostShortOption(['start', '-h'])).toEqual(['start', '-h']);
    expect(hostShortOption(['start', '-h', '--port', '1'])).toEqual(['start', '-h', '--port', '1']);
    expect(hostShortOption(['build', '-h', 'x'])).toEqual(['build', '-h', 'x']);
  });

  it('takes -p, -h and -l on the command line, and -h alone of build is its help', () => {
    // A build folder that is not there: serve stops after reading its options, before listening.
    const serve = cli('serve', '--dir', join(root, 'tests/.tmp/no-build'), '-p', '3999', '-h', 'h');
    expect(serve.stderr).not.toContain('Unknown option');
    expect(serve.stderr).toContain('Nothing to serve');
    const help = cli('build', '-h');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: docusaurus-vite build/);
    const locale = cli('build', join(root, 'tests/.tmp/no-such-site'), '-l', 'fr');
    expect(locale.stderr).not.toContain('Unknown option');
    expect(locale.stderr).toContain('no such site folder');
  });

  it("reads `--poll [interval]` as Docusaurus's start does, the interval optional", () => {
    expect(pollOption(['start', '--poll', '500', 'site'])).toEqual(['start', '--poll=500', 'site']);
    expect(pollOption(['start', '--poll'])).toEqual(['start', '--poll=true']);
    expect(pollOption(['start', '--poll', 'true', 'site'])).toEqual([
      'start',
      '--poll=true',
      'site',
    ]);
    expect(pollOption(['start', '--poll', 'site'])).toEqual(['start', '--poll=true', 'site']);
    expect(pollOption(['start', '--poll', '--hot-only'])).toEqual([
      'start',
      '--poll=true',
      '--hot-only',
    ]);
    // A value given with `=` is the user's: `--poll=` is Docusaurus's "no polling".
    expect(pollOption(['start', '--poll='])).toEqual(['start', '--poll=']);
    expect(pollingOf(undefined)).toBeUndefined();
    expect(pollingOf('true')).toEqual({ usePolling: true });
    expect(pollingOf('500')).toEqual({ usePolling: true, interval: 500 });
    // Docusaurus's normalizePollValue: '' and other words are false, 0 is falsy (no polling).
    expect(pollingOf('')).toBeUndefined();
    expect(pollingOf('false')).toBeUndefined();
    expect(pollingOf('yes')).toBeUndefined();
    expect(pollingOf('0')).toBeUndefined();
  });

  it('turns --no-minify and --dev into the environment the build reads', () => {
    expect(buildModeEnv({})).toEqual({});
    expect(buildModeEnv({ noMinify: true })).toEqual({ DOCS_MINIFY: '0' });
    expect(buildModeEnv({ dev: true })).toEqual({ DOCS_DEV_BUILD: '1' });
  });

  it("ends a build with Docusaurus 3.10's lines, each locale's folder relative to the working one", () => {
    expect(buildEndMessages('/w/site', ['/w/site/build', '/w/site/build/fr'])).toEqual({
      success: ['Generated static files in "build".', 'Generated static files in "build/fr".'],
      info: 'Use `npm run serve` command to test your build locally.',
    });
    expect(buildEndMessages('/w', ['/w']).success).toEqual(['Generated static files in ".".']);
  });

  it("takes every option of Docusaurus's build, start and serve", () => {
    for (const args of [
      ['build', '--no-minify', '--dev', '--bundle-analyzer', '--config', 'x.js', '--out-dir', 'o'],
      ['start', '--no-minify', '--poll', '--hot-only', '--no-open', '--open'],
      ['start', 'site', '--poll', '500', '--config', 'x.js'],
      ['serve', '--build', '--dir', 'o', '--no-open', '--config', 'x.js'],
    ]) {
      const r = cli(...args, '--help');
      expect(r.stderr, args.join(' ')).toBe('');
      expect(r.stdout).toMatch(new RegExp(`^Usage: docusaurus-vite ${args[0]} `));
    }
  });
});
