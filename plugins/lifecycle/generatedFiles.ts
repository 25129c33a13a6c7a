// The modules Docusaurus generates that plugins' client code imports (`@generated/…`): the config
// (its serializable values), the global data, i18n, code translations and site metadata, written
// into the generated files folder once the plugins have run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
