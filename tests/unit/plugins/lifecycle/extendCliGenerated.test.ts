// A plugin's CLI command on a site whose sidebars import what the command writes
// (tests/fixtures/sites/plugin-cli-generated, the shape of docusaurus-plugin-openapi-docs's demo,
// whose sidebars.ts imports the versions.json `gen-api-docs` writes). Docusaurus loads the
// sidebars only with the docs' content, which a plugin's command does not load, so the command
// runs before the file exists; a build afterwards reads the generated sidebar.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { runPluginCommand } from '../../../../plugins/lifecycle/extendCli.js';

const fixture = join(import.meta.dirname, '../../../fixtures/sites/plugin-cli-generated');
const work = mkdtempSync(join(tmpdir(), 'plugin-cli-generated-'));
const siteDir = join(work, 'site');
cpSync(fixture, siteDir, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a plugin command that writes what the sidebars import', () => {
  it('runs before the generated file exists, then the sidebars read it', async () => {
    expect(existsSync(join(siteDir, 'docs/harvest/sidebar.js'))).toBe(false);
    // The sidebars cannot load yet: a build would stop at their import.
    await expect(loadSiteConfig(siteDir)).rejects.toThrow();
    const argv = ['node', 'docusaurus', 'write-harvest'];
    expect(await runPluginCommand(argv, siteDir)).toBe(true);
    expect(existsSync(join(siteDir, 'docs/harvest/apples.md'))).toBe(true);
    const config = await loadSiteConfig(siteDir);
    expect(config.sidebarsConfig).toEqual({
      almanac: [
        'pruning',
        { type: 'category', label: 'Harvest', items: ['harvest/apples', 'harvest/pears'] },
      ],
    });
  });
});
