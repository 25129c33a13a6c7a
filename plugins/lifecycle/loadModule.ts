// Helpers for the modules a config names (plugins, presets, themes): where one is, and its
// default export. Loading itself is the config's loader (plugins/config/loadSiteModule.ts).
import { createRequire } from 'node:module';

/** A module's default export when it has one (ESM or transpiled ESM), else the module itself. */
export function defaultExport(mod: unknown): unknown {
  if ((typeof mod === 'object' || typeof mod === 'function') && mod !== null && 'default' in mod)
    return (mod as { default: unknown }).default ?? mod;
  return mod;
}

/** Resolves `specifier` as `require` would from `fromFile`; undefined when it cannot be found. */
export function tryResolve(specifier: string, fromFile: string): string | undefined {
  try {
    return createRequire(fromFile).resolve(specifier);
  } catch {
    return undefined;
  }
}
