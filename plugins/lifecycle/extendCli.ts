// `extendCli` as Docusaurus 3 runs it: for a command that is none of the CLI's own, the site's
// plugins are initialised (their function called with the load context and validated options; no
// content is loaded) and each one's `extendCli(cli)` adds its commands to a commander program,
// which then parses the command line. Docusaurus passes commander 5's program; its `action`
// handlers get the command object last (`instance.opts()`), which docusaurus-plugin-openapi-docs's
// `gen-api-docs` relies on, so the same major version is used here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LocaleContext } from '../i18n/localeContext.js';
import { Command } from 'commander';
import { createConfigLocator } from '../config/docusaurus/locateConfigKey.js';
import { isBuiltInPlugin } from '../config/docusaurus/mapDocusaurusConfig.js';
import type { DocusaurusSection } from '../config/docusaurus/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { resolvePlugins, type EntryEnv } from './entries.js';
import { callPlugin } from './errors.js';
import { initPlugin, type LoadedPlugin } from './run.js';
import { createLoadContext } from './sitePlugins.js';
import { wrappedBuiltIns } from '../builtins/index.js';
import type { LoadedConfig } from '../config/loadSiteConfig.js';

/**
 * The site's plugins, initialised as Docusaurus's `initPlugins` leaves them (no content). With
 * the loaded `config`, a site plugin wrapping the blog, docs or pages plugin gets the built-in
 * instance from that plugin's function (plugins/lifecycle/wrappedContent.ts), as in a build.
 */
export async function initSitePlugins(
  siteDir: string,
  section: DocusaurusSection,
  config?: LoadedConfig,
  /** The locale whose content a wrapped content plugin's instance reads (its translated folder). */
  locale?: LocaleContext,
): Promise<LoadedPlugin[]> {
  const { configFile } = section;
  let locator: ReturnType<typeof createConfigLocator> | undefined;
  const warnings: Diagnostic[] = [];
  const env: EntryEnv = {
    context: createLoadContext(siteDir, section),
    configFile,
    locate: (path) =>
      (locator ??= createConfigLocator(configFile, readFileSync(configFile, 'utf8')))(path),
    isNative: isBuiltInPlugin,
    ...(config ? { wrapped: wrappedBuiltIns({ config, production: true, locale }) } : {}),
    warnings,
  };
  const plugins: LoadedPlugin[] = [];
  for (const r of await resolvePlugins(section.lifecycle, env)) {
    const p = await initPlugin(r, env);
    if (p) plugins.push(p);
  }
  return plugins;
}

const createProgram = (name: string) => new Command(name);
/** A commander 5 program, as Docusaurus's CLI is. */
export type Program = ReturnType<typeof createProgram>;

/** A commander 5 program with every plugin's `extendCli` commands added to it. */
export async function pluginCommands(plugins: LoadedPlugin[], name: string): Promise<Program> {
  const cli = createProgram(name);
  for (const p of plugins) {
    const extend = p.instance.extendCli;
    if (typeof extend === 'function')
      await callPlugin(p, 'extendCli', () => extend.call(p.instance, cli));
  }
  return cli;
}

/** Whether `cli` has a command called `command` (by its name or an alias). */
export function hasCommand(cli: Program, command: string): boolean {
  return cli.commands.some((c) => c.name() === command || c.aliases().includes(command));
}

/** The site's plugin program, when `siteDir` holds a Docusaurus site (else undefined). */
async function sitePluginProgram(siteDir: string): Promise<Program | undefined> {
  const { findDocusaurusConfig } = await import('../config/docusaurus/loadDocusaurusSite.js');
  if (!findDocusaurusConfig(resolve(siteDir))) return undefined;
  const { loadSiteConfig } = await import('../config/loadSiteConfig.js');
  // As Docusaurus's CLI: the plugins are initialised, no content is loaded (nor the sidebars,
  // which may import what the command writes).
  const config = await loadSiteConfig(siteDir, undefined, { sidebars: false });
  if (!config.docusaurus) return undefined;
  const plugins = await initSitePlugins(config.siteDir, config.docusaurus, config);
  return pluginCommands(plugins, 'docusaurus');
}

/**
 * The lines `--help` adds for the commands the site's plugins bring (as Docusaurus's help lists
 * them): one a command, its usage and description; empty when the folder holds no Docusaurus site
 * or its plugins add none.
 */
export async function pluginCommandsHelp(
  siteDir = process.env.DOCUSAURUS_CLI_SITE_DIR ?? '.',
): Promise<string[]> {
  const cli = await sitePluginProgram(siteDir);
  if (!cli || cli.commands.length === 0) return [];
  const rows = cli.commands.map((c) => {
    const args = c.usage().replace(/^\[options\]\s*/, '');
    return [`${c.name()}${args ? ` ${args}` : ''}`, c.description()] as const;
  });
  const width = Math.max(...rows.map(([usage]) => usage.length));
  return [
    "Commands the site's plugins add (extendCli):",
    ...rows.map(([usage, text]) => `  ${usage.padEnd(width)}  ${text}`.trimEnd()),
  ];
}

/**
 * Runs `argv[2]` when a plugin of the site in `siteDir` adds it; false when none does. As in
 * Docusaurus, the site is the current folder unless `DOCUSAURUS_CLI_SITE_DIR` names another (the
 * arguments after the command are the plugin's).
 */
export async function runPluginCommand(
  argv: string[],
  siteDir = process.env.DOCUSAURUS_CLI_SITE_DIR ?? '.',
): Promise<boolean> {
  const command = argv[2];
  if (!command) return false;
  const cli = await sitePluginProgram(siteDir);
  if (!cli || !hasCommand(cli, command)) return false;
  await cli.parseAsync(argv);
  return true;
}
