// The plugins' default code translations (getDefaultCodeTranslationMessages: a theme's strings in
// the locale built) in the messages `<Translate>` and `translate()` read, as Docusaurus merges
// them: every plugin's defaults, then the site's `code.json` over them. The generator's own theme
// strings (plugins/i18n/localeContext.ts) come first, so a plugin's default replaces them.
import { join } from 'node:path';
import type { LoadedPlugin } from '../lifecycle/run.js';
import { callPlugin, pluginFault } from '../lifecycle/errors.js';
import { readCodeJson, type LocaleContext } from './localeContext.js';

/** Every plugin's default messages, merged in the plugins' order (a later one wins). */
export async function pluginDefaultCodeTranslations(
  plugins: readonly LoadedPlugin[],
): Promise<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const plugin of plugins) {
    const fn = plugin.instance.getDefaultCodeTranslationMessages;
    if (typeof fn !== 'function') continue;
    const method = 'getDefaultCodeTranslationMessages';
    const messages = await callPlugin(plugin, method, () => fn.call(plugin.instance));
    if (messages === undefined || messages === null) continue;
    if (typeof messages !== 'object' || Array.isArray(messages))
      throw pluginFault(
        plugin,
        method,
        `returned ${Array.isArray(messages) ? 'an array' : typeof messages}, not an object of messages`,
        'return { "id": "message", … } (or a promise of it)',
      );
    for (const [id, message] of Object.entries(messages as Record<string, unknown>))
      if (typeof message === 'string') merged[id] = message;
  }
  return merged;
}

/**
 * The messages of a locale with the plugins' defaults: over the generator's theme strings, under
 * the site's `code.json` (`siteCode`), as Docusaurus's `{ ...pluginDefaults, ...codeJson }`.
 */
export function withPluginDefaults(
  messages: Readonly<Record<string, string>>,
  defaults: Readonly<Record<string, string>>,
  siteCode: Readonly<Record<string, string>>,
): Record<string, string> {
  return { ...messages, ...defaults, ...siteCode };
}

/** Puts the plugins' defaults in the locale's messages of a loaded config (loadSite.ts). */
export async function applyPluginCodeTranslations(
  siteConfig: { i18n?: { translations?: Record<string, string> } | undefined },
  locale: LocaleContext | undefined,
  plugins: readonly LoadedPlugin[],
): Promise<void> {
  const defaults = await pluginDefaultCodeTranslations(plugins);
  const i18n = siteConfig.i18n;
  if (!locale || !i18n || Object.keys(defaults).length === 0) return;
  const siteCode = readCodeJson(join(locale.localizationDir, 'code.json'));
  i18n.translations = withPluginDefaults(i18n.translations ?? {}, defaults, siteCode);
}
