// Loads a module of the site (a plugin, a preset, a config) the way Docusaurus loads it: through
// jiti, fresh on every call (a dev-server reload sees the edited file), CommonJS or ESM,
// TypeScript or not. The config loader can share this one function.
import { createRequire } from 'node:module';

/** The module at `file` (absolute), loaded fresh: its namespace, or CommonJS `module.exports`. */
export async function importFresh(file: string): Promise<unknown> {
  // Loaded on first use: a site without plugins of its own never pays for it.
  const { createJiti } = await import('jiti');
  const jiti = createJiti(file, { moduleCache: false, fsCache: false });
  // Required, not imported: jiti imports an ESM file natively, and Node caches that module, so
  // an edited plugin would not be seen again. Required, it is transpiled and run afresh.
  return jiti(file);
}

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
