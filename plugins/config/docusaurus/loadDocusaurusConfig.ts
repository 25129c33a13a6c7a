// Finds and loads a Docusaurus site's docusaurus.config.* as Docusaurus does (a default export or
// module.exports; an object, or a function called with no arguments, async allowed), through
// loadSiteModule (jiti, as Docusaurus), with the generator's stand-ins for Docusaurus's own packages.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { configOverrideOf } from '../configOverride.js';
import { BuildError } from '../../diagnostics.js';
import { loadSiteModule, siteModuleError } from '../loadSiteModule.js';
import { withStandInNames } from '../standInFiles.js';

/** Docusaurus's own search order (core/lib/server/config.js). */
export const DOCUSAURUS_CONFIG_FILE_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export function findDocusaurusConfig(siteDir: string): string | undefined {
  return (
    configOverrideOf(siteDir) ??
    DOCUSAURUS_CONFIG_FILE_NAMES.map((n) => join(siteDir, n)).find((f) => existsSync(f))
  );
}

const HINT =
  'docusaurus.config.* must export (default export or module.exports) an object, or a function returning one';

export interface LoadedDocusaurusConfig {
  configFile: string;
  source: string;
  /** What the config evaluated to (after calling it when it is a function). */
  config: unknown;
  /** The site's files it was loaded from (the config and the modules it imports). */
  files: string[];
}

/** Loads one docusaurus.config.* file; every failure is a BuildError positioned in the config. */
export async function loadDocusaurusConfig(configFile: string): Promise<LoadedDocusaurusConfig> {
  const source = readFileSync(configFile, 'utf8');
  const siteDir = dirname(configFile);
  const loaded = await loadSiteModule(configFile, {
    siteDir,
    what: 'the config threw while loading',
    hint: 'fix the config so that it evaluates without throwing',
  });
  const exported = loaded.value;
  let config: unknown;
  try {
    config = typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
  } catch (e) {
    throw await siteModuleError(e, {
      file: configFile,
      siteDir,
      what: 'the config function threw',
      hint: 'fix the config so that it evaluates without throwing',
    });
  }
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new BuildError({
      file: configFile,
      line: 1,
      column: 1,
      severity: 'error',
      message:
        exported === undefined
          ? 'the config exports nothing (no default export and no module.exports)'
          : `the config ${typeof exported === 'function' ? 'function returned' : 'exports'} ${config === null ? 'null' : Array.isArray(config) ? 'an array' : `a ${typeof config}`}, not an object`,
      hint: HINT,
    });
  }
  return { configFile, source, config: withStandInNames(config), files: loaded.files };
}
