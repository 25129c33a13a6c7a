// `extendCli`: a plugin's commands on a commander 5 program, run as Docusaurus's CLI runs a
// command none of its own (tests/fixtures/sites/plugin-cli); and the docs option
// `docItemComponent`, whose value must name a module (tests/unit/plugins/docs/docItemComponent.test.ts
// builds a site with one).
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertDocItemComponents } from '../../../../plugins/config/docusaurus/docItemComponent.js';
import { loadSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { isBuildError, type BuildError } from '../../../../plugins/diagnostics.js';
import {
  hasCommand,
  initSitePlugins,
  pluginCommands,
  pluginCommandsHelp,
  runPluginCommand,
} from '../../../../plugins/lifecycle/extendCli.js';
import type { LoadedPlugin } from '../../../../plugins/lifecycle/run.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/fixtures/sites/plugin-cli');
const seedCount = () => (globalThis as { __seedCount?: unknown }).__seedCount;
afterEach(() => delete (globalThis as { __seedCount?: unknown }).__seedCount);

async function thrown(run: () => Promise<unknown> | unknown): Promise<BuildError> {
  try {
    await run();
  } catch (e) {
    expect(isBuildError(e)).toBe(true);
    return e as BuildError;
  }
  throw new Error('expected an error');
}

describe('extendCli', () => {
  it("registers the plugins' commands; the action gets its arguments and the command", async () => {
    const config = await loadSiteConfig(siteDir);
    const cli = await pluginCommands(
      await initSitePlugins(config.siteDir, config.docusaurus!),
      'docusaurus',
    );
    expect(hasCommand(cli, 'count-seeds')).toBe(true);
    expect(hasCommand(cli, 'build')).toBe(false);
    await cli.parseAsync(['node', 'docusaurus', 'count-seeds', 'peas', '--double']);
    expect(seedCount()).toEqual({ kind: 'peas', count: 60, site: 'Seed Catalogue' });
  });

  it('runs a command a plugin of the site adds, and only such a command', async () => {
    const argv = (...args: string[]) => ['node', 'docusaurus', ...args];
    expect(await runPluginCommand(argv('count-seeds', 'beans'), siteDir)).toBe(true);
    expect(seedCount()).toEqual({ kind: 'beans', count: 12, site: 'Seed Catalogue' });
    expect(await runPluginCommand(argv('plant'), siteDir)).toBe(false);
    // A folder without a Docusaurus config has no plugins to ask.
    const minimal = join(root, 'tests/fixtures/sites/minimal');
    expect(await runPluginCommand(argv('count-seeds', 'beans'), minimal)).toBe(false);
  });

  it("lists the plugins' commands for --help, and nothing outside a Docusaurus site", async () => {
    expect(await pluginCommandsHelp(siteDir)).toEqual([
      "Commands the site's plugins add (extendCli):",
      '  count-seeds <kind>  Counts the seeds of one kind of packet.',
    ]);
    expect(await pluginCommandsHelp(join(root, 'tests/fixtures/sites/minimal'))).toEqual([]);
  });

  it('names the plugin and extendCli when it throws', async () => {
    const bad: LoadedPlugin = {
      label: 'broken-cli',
      entryPath: join(siteDir, 'plugins/broken.js'),
      name: 'broken-cli',
      id: 'default',
      options: {},
      instance: {
        name: 'broken-cli',
        extendCli() {
          throw new Error('no command today');
        },
      },
      kind: 'plugin',
      path: join(siteDir, 'plugins'),
    };
    const e = await thrown(() => pluginCommands([bad], 'docusaurus'));
    expect(e.diagnostics[0]!.message).toBe(
      'plugin "broken-cli" failed in extendCli: no command today',
    );
  });
});

describe('docItemComponent', () => {
  it('stops at the option when it names no module', async () => {
    const config = await loadSiteConfig(siteDir);
    const section = config.docusaurus!;
    const docs = section.docs.map((d) => ({ ...d, other: { ...d.other, docItemComponent: 42 } }));
    const e = await thrown(() => assertDocItemComponents({ ...section, docs }));
    expect(e.diagnostics[0]).toMatchObject({
      file: join(siteDir, 'docusaurus.config.js'),
      line: 10,
      column: 55,
      severity: 'error',
    });
    expect(e.diagnostics[0]!.message).toBe(
      'docs option docItemComponent must name a component module, not number',
    );
  });

  it('accepts a component module, as @theme/SeedItem, and the default @theme/DocItem', async () => {
    const config = await loadSiteConfig(siteDir);
    const section = config.docusaurus!;
    expect(() => assertDocItemComponents(section)).not.toThrow();
    const docs = section.docs.map((d) => ({
      ...d,
      other: { ...d.other, docItemComponent: '@theme/DocItem' },
    }));
    expect(() => assertDocItemComponents({ ...section, docs })).not.toThrow();
  });
});
