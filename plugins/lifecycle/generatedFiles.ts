// The modules Docusaurus generates that plugins' client code imports (`@generated/…`): the config
// (its serializable values), the global data, i18n, code translations and site metadata, written
// into the generated files folder once the plugins have run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { LifecycleResult } from './run.js';

/** JSON of a value with its functions, symbols and undefined values left out (as Docusaurus does). */
const serializable = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'function' || typeof v === 'symbol' ? undefined : v,
  );

export function writeGeneratedFiles(result: LifecycleResult): void {
  const { context } = result;
  const dir = context.generatedFilesDir;
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'docusaurus.config.mjs': `export default ${serializable(context.siteConfig)};\n`,
    'globalData.json': JSON.stringify(result.globalData),
    'i18n.json': JSON.stringify(context.i18n),
    'codeTranslations.json': JSON.stringify(context.codeTranslations),
    'site-metadata.json': JSON.stringify({
      docusaurusVersion: '3.8.1',
      pluginVersions: Object.fromEntries(
        result.plugins.map((p) => [`${p.name}-${p.id}`, { type: 'local' }]),
      ),
    }),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

/**
 * `@generated/routes` and `@generated/registry` once every route is known (docs, blog, pages and
 * the plugins'): what @docusaurus/plugin-debug's Routes and Registry pages list. The routes are
 * this generator's, one flat exact route per page (Docusaurus nests a docs instance's pages under
 * one layout route); the registry names each route's module by its path in the site, as Vite
 * bundles it (Docusaurus's chunk loaders have no equivalent here).
 */
export function writeGeneratedRoutes(
  result: LifecycleResult,
  routes: { path: string; module: string }[],
): void {
  const { context } = result;
  const base = context.baseUrl.replace(/\/$/, '');
  const list = routes.map((r) => ({ path: base + r.path, exact: true }));
  const registry: Record<string, [null, string, string]> = {};
  for (const r of routes) {
    const inSite = isAbsolute(r.module) ? relative(context.siteDir, r.module) : undefined;
    const shown = inSite && !inSite.startsWith('..') ? inSite.split(sep).join('/') : r.module;
    registry[`${r.path}-${r.module}`] = [null, inSite ? `@site/${shown}` : shown, shown];
  }
  const dir = context.generatedFilesDir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'routes.js'), `export default ${JSON.stringify(list)};\n`);
  writeFileSync(join(dir, 'registry.js'), `export default ${JSON.stringify(registry)};\n`);
}
