// A plugin's translation hooks, run between its loadContent and contentLoaded as Docusaurus runs
// them for the locale being built: getTranslationFiles gives its files with their default
// messages, each overlaid with the locale's `i18n/<locale>/<plugin name>[-<id>]/<path>.json`
// (the translated messages win); translateContent gets the files and gives the content that
// contentLoaded sees; translateThemeConfig gives a slice merged into the context's theme config
// (the plugin themes' keys reach the browser from there: plugins/lifecycle/clientThemeConfig.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError } from '../diagnostics.js';
import { callPlugin } from '../lifecycle/errors.js';
import type { LoadedPlugin } from '../lifecycle/run.js';
import type { LoadContext } from '../lifecycle/types.js';

/** A translation file as plugins give it: messages by key. */
export interface TranslationFile {
  path: string;
  content: Record<string, { message: string; description?: string }>;
}

/** Where the locale keeps a plugin's files (Docusaurus's getPluginI18nPath). */
export function pluginI18nDir(localizationDir: string, name: string, id: string): string {
  return join(localizationDir, id === 'default' ? name : `${name}-${id}`);
}

function readLocaleFile(file: string): TranslationFile['content'] | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TranslationFile['content'];
  } catch (e) {
    throw new BuildError({
      file,
      severity: 'error',
      message: `invalid translation file: ${(e as Error).message}`,
      hint: 'a translation file is JSON: { "key": { "message": "…", "description": "…" } }',
    });
  }
}

/** The plugin's translation files with the locale's messages over its defaults. */
export async function localizedTranslationFiles(
  plugin: LoadedPlugin,
  context: LoadContext,
  /** false: the defaults only (a locale that is not translated). */
  readLocale = true,
): Promise<TranslationFile[]> {
  const get = plugin.instance.getTranslationFiles;
  if (!get) return [];
  const files = ((await callPlugin(plugin, 'getTranslationFiles', () =>
    get.call(plugin.instance, { content: plugin.content }),
  )) ?? []) as TranslationFile[];
  if (!readLocale) return files;
  const dir = pluginI18nDir(context.localizationDir, plugin.name, plugin.id);
  return files.map((f) => {
    const local = readLocaleFile(join(dir, `${f.path}.json`));
    return local ? { path: f.path, content: { ...f.content, ...local } } : f;
  });
}

/** The content contentLoaded gets, translated; the theme config gets the plugin's slice. */
export async function translatePluginContent(
  plugin: LoadedPlugin,
  context: LoadContext,
): Promise<unknown> {
  const { translateContent, translateThemeConfig, getTranslationFiles } = plugin.instance;
  if (!getTranslationFiles && !translateContent && !translateThemeConfig) return plugin.content;
  // A locale with `translate: false` (Docusaurus 3.9+; inferred when its folder does not exist):
  // its translation files are not read, and the hooks get the default messages, as Docusaurus
  // runs them in every locale (a default locale without `i18n/en/` gets translateContent's and
  // translateThemeConfig's results all the same: tests/unit/plugins/lifecycle/pluginLifecycleI18n.test.ts).
  const { i18n } = context;
  const translate = i18n.localeConfigs[i18n.currentLocale]?.translate !== false;
  const translationFiles = await localizedTranslationFiles(plugin, context, translate);
  const content = translateContent
    ? await callPlugin(plugin, 'translateContent', () =>
        translateContent.call(plugin.instance, { content: plugin.content, translationFiles }),
      )
    : plugin.content;
  if (translateThemeConfig) {
    const siteConfig = context.siteConfig as { themeConfig?: Record<string, unknown> };
    const slice = await callPlugin(plugin, 'translateThemeConfig', () =>
      translateThemeConfig.call(plugin.instance, {
        themeConfig: siteConfig.themeConfig ?? {},
        translationFiles,
      }),
    );
    siteConfig.themeConfig = { ...siteConfig.themeConfig, ...(slice as object) };
  }
  return content;
}
