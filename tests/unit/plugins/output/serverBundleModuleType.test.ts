// The server bundle is ES modules in .js files: Node loads it without a warning even when the site's
// folder has a package.json without "type" (as real Docusaurus sites have).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopies } from '../../fixtureSite.js';

const copies = fixtureCopies('minimal');

describe('the server bundle in a site folder whose package.json has no "type"', () => {
  it('is loaded by Node as ES modules, without a warning', async () => {
    const siteDir = copies.copy();
    writeFileSync(join(siteDir, 'package.json'), '{ "name": "untyped-site", "private": true }\n');
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const entry = pathToFileURL(join(siteDir, '.cache/server-bundle/entryServer.js')).href;
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(entry)});`],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  }, 300_000);
});
