// Runs a Docusaurus config's third-party presets before the config is mapped, as Docusaurus runs
// them when it loads the config: what each returns (plugins and themes) is then mapped in place of
// the preset (mapDocusaurusConfig.ts), so a preset wrapping the classic one (Metro's
// `docusaurus-plugin-internaldocs-fb`) gives the docs, blog and pages their options.
import type { Preset } from '../../lifecycle/types.js';
import { callPreset } from '../../lifecycle/entries.js';
import { createConfigLocator } from './locateConfigKey.js';
import { builtInPackageOf } from './mapDocusaurusConfig.js';
import type { DocusaurusSection } from './types.js';

const CLASSIC_PRESET = '@docusaurus/preset-classic';

/**
 * A copy of a config value's plain objects and arrays (functions and class instances kept): a
 * preset may change the options it is given (Metro's pushes remark plugins onto `docs`), and the
 * config is mapped more than once per load.
 */
function clonePlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clonePlain);
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clonePlain(v)]));
}

/** The name a preset entry gives, if it names one (the classic preset is mapped directly). */
function presetName(module: unknown): string | undefined {
  if (typeof module === 'function') {
    const pkg = (module as { __docsPackage?: unknown }).__docsPackage;
    return typeof pkg === 'string' ? pkg : undefined;
  }
  return typeof module === 'string' ? module : undefined;
}

/**
 * Each third-party preset of the config called with Docusaurus's load context and its options,
 * by its index in `presets`. A preset that cannot load or throws stops the build at its entry.
 */
export async function runThirdPartyPresets(
  config: unknown,
  where: { siteDir: string; configFile: string; source: string },
): Promise<Map<number, Preset>> {
  const results = new Map<number, Preset>();
  const raw = (config ?? {}) as Record<string, unknown>;
  const presets = Array.isArray(raw.presets) ? (raw.presets as unknown[]) : [];
  const entries = presets.flatMap((entry, index) => {
    if (entry === false || entry === null || entry === undefined) return [];
    const [module, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const name = presetName(module);
    if (name !== undefined && builtInPackageOf(name, 'preset') === CLASSIC_PRESET) return [];
    if (typeof module !== 'string' && typeof module !== 'function') return [];
    const configPath = Array.isArray(entry) ? ['presets', index, 1] : ['presets', index];
    return [{ index, module, options: clonePlain(options), configPath }];
  });
  if (entries.length === 0) return results;
  // Loaded on demand: the lifecycle's modules import the config mapping.
  const { createLoadContext } = await import('../../lifecycle/sitePlugins.js');
  const section = { raw, configFile: where.configFile } as unknown as DocusaurusSection;
  const context = createLoadContext(where.siteDir, section);
  const locate = createConfigLocator(where.configFile, where.source);
  for (const { index, ...entry } of entries)
    results.set(index, await callPreset(entry, { context, configFile: where.configFile, locate }));
  return results;
}
