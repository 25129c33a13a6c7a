// `write-translations`: writes a locale's translation files as Docusaurus 3.8's command does.
// Each file gets the keys the site has today (translationFileContents.ts); a message already in
// the file is kept unless `override`, new messages get `messagePrefix`, keys the site no longer
// has stay (with a warning naming them), and an empty file is not written.
import { docusaurusVersionOf } from '../config/docusaurus/docusaurusVersion.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadDocusaurusConfig } from '../config/docusaurus/loadDocusaurusConfig.js';
import { createConfigLocator } from '../config/docusaurus/locateConfigKey.js';
import { loadSiteConfig, type LoadedConfig } from '../config/loadSiteConfig.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { hooksOf } from '../lifecycle/generatorHooks.js';
import { loadSitePlugins, type SitePlugins } from '../lifecycle/sitePlugins.js';
import { extractSiteCodeTranslations } from './extractCodeTranslations.js';
import {
  codeJsonContent,
  footerContent,
  navbarContent,
  themeCodeTranslations,
  themeTranslationNames,
  type TranslationFileContent,
} from './translationFileContents.js';
import { loadLocale } from './loadLocale.js';
import { pluginI18nDir } from './translateDocs.js';
import { jsonPosition, readJsonFile } from './translationFiles.js';

export interface WriteTranslationsOptions {
  siteDir: string;
  locale?: string;
  override?: boolean;
  messagePrefix?: string;
  /** A config file other than the site folder's docusaurus.config.*. */
  config?: string;
}

export interface WriteTranslationsResult {
  locale: string;
  /** Each file written, with its number of translations. */
  written: { file: string; count: number }[];
  warnings: Diagnostic[];
}

const serialize = (content: TranslationFileContent) => `${JSON.stringify(content, null, 2)}\n`;

const FILE_HINT = 'a translation file maps each key to { "message": "…", "description": "…" }';

/** An existing translation file, checked as Docusaurus checks it; undefined when there is none. */
export function readExistingTranslationFile(file: string): TranslationFileContent | undefined {
  if (!existsSync(file)) return undefined;
  const data = readJsonFile(file, FILE_HINT);
  const text = readFileSync(file, 'utf8');
  const fail = (key: string | undefined, message: string): never => {
    throw new BuildError({
      file,
      ...(key === undefined ? { line: 1, column: 1 } : jsonPosition(text, undefined, key)),
      severity: 'error',
      message,
      hint: FILE_HINT,
    });
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return fail(undefined, 'a translation file must be a JSON object');
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const v = value as Record<string, unknown> | null;
    if (typeof v !== 'object' || v === null || typeof v.message !== 'string')
      fail(key, `the translation "${key}" has no string "message"`);
    const extra = Object.keys(v!).filter((k) => k !== 'message' && k !== 'description');
    if (extra.length)
      fail(
        key,
        `the translation "${key}" has keys other than message and description (${extra.join(', ')})`,
      );
    if (v!.description !== undefined && typeof v!.description !== 'string')
      fail(key, `the translation "${key}" has a "description" that is not a string`);
  }
  return data as TranslationFileContent;
}

/** Docusaurus's merge: existing messages win unless `override`; every key gets the new description. */
export function mergeTranslationFile(
  existing: TranslationFileContent | undefined,
  content: TranslationFileContent,
  options: { override?: boolean; messagePrefix?: string },
): TranslationFileContent {
  const result: TranslationFileContent = { ...existing };
  for (const [key, { message, description }] of Object.entries(content)) {
    const fresh = `${options.messagePrefix ?? ''}${message}`;
    const kept = options.override ? fresh : (existing?.[key]?.message ?? fresh);
    result[key] = description === undefined ? { message: kept } : { message: kept, description };
  }
  return result;
}

function writeTranslationFile(
  file: string,
  content: TranslationFileContent,
  options: WriteTranslationsOptions,
  out: WriteTranslationsResult,
  pending: { file: string; content: TranslationFileContent }[],
): void {
  const existing = readExistingTranslationFile(file);
  const merged = mergeTranslationFile(existing, content, options);
  const unknown = Object.keys(existing ?? {}).filter((k) => !(k in content));
  // Positioned in the file as written (the kept keys stay where they were, in its new layout).
  if (unknown.length)
    out.warnings.push({
      file,
      ...jsonPosition(serialize(merged), undefined, unknown[0]),
      severity: 'warning',
      kind: 'translation',
      message: `keys the site no longer has (kept): ${unknown.join(', ')}`,
      hint: 'remove them if nothing uses them any more',
    });
  // Docusaurus writes no empty translation file.
  if (Object.keys(merged).length) pending.push({ file, content: merged });
}

async function loadConfig(options: WriteTranslationsOptions): Promise<LoadedConfig> {
  if (!options.config) return loadSiteConfig(options.siteDir);
  const { loadDocusaurusSite } = await import('../config/docusaurus/loadDocusaurusSite.js');
  const file = resolve(options.config);
  if (!existsSync(file))
    throw new BuildError({
      file,
      severity: 'error',
      message: `--config ${options.config}: no such file`,
      hint: 'name a docusaurus.config.js (or .ts, .mjs) file',
    });
  return loadDocusaurusSite(resolve(options.siteDir), file);
}

/** Writes the translation files of one locale (the default locale when none is named). */
export async function writeTranslations(
  options: WriteTranslationsOptions,
): Promise<WriteTranslationsResult> {
  const config = await loadConfig(options);
  const { siteDir, docusaurus } = config;
  if (!docusaurus)
    throw new BuildError({
      file: config.configFile,
      severity: 'error',
      message: 'write-translations works on a Docusaurus site (docusaurus.config.*)',
      hint: 'a site.config.ts site has one locale and no translation files',
    });
  const { i18n } = docusaurus;
  const locale = options.locale ?? i18n.defaultLocale;
  if (!i18n.locales.includes(locale))
    throw new BuildError({
      file: config.configFile,
      ...createConfigLocator(
        config.configFile,
        readFileSync(config.configFile, 'utf8'),
      )(['i18n', 'locales']),
      severity: 'error',
      message: `cannot write translations for the locale "${locale}": it is not in i18n.locales (${i18n.locales.join(', ')})`,
      hint: `add "${locale}" to i18n.locales, or name one of those`,
    });
  const localizationDir = resolve(siteDir, i18n.path, i18n.localeConfigs[locale]?.path ?? locale);
  // The config as the file exports it: navbar and footer labels untranslated.
  const raw = (await loadDocusaurusConfig(config.configFile)).config as Record<string, unknown>;
  const out: WriteTranslationsResult = { locale, written: [], warnings: [] };
  // Every file is read and checked before any is written: a bad one leaves all as they were.
  const pending: { file: string; content: TranslationFileContent }[] = [];
  // The site's plugins (plugins/lifecycle/), the built-in docs and blog among them, with their
  // content: their theme folders are read for ids too, and their translation files and default
  // messages are Docusaurus's lifecycle methods (the built-ins': a generator hook).
  // With the locale's load context, as Docusaurus's write-translations initialises the plugins
  // for it (`i18n.currentLocale`, `localizationDir`: a theme's getDefaultCodeTranslationMessages
  // reads the locale from it), their content untranslated: Docusaurus gives getTranslationFiles
  // what loadContent returns, so the keys are the untranslated labels (`translate: false`: no
  // translation file is read, plugins/i18n/pluginTranslations.ts).
  const { context: localeContext } = await loadLocale(
    siteDir,
    i18n,
    config.siteConfig,
    { name: locale, localize: true },
    config.configFile,
  );
  const plugins = await loadSitePlugins({
    config,
    production: false,
    locale: { ...localeContext, translate: false },
  });
  const extracted = extractSiteCodeTranslations([
    join(siteDir, 'src'),
    ...(plugins?.themePaths.map((t) => t.dir) ?? []),
  ]);
  out.warnings.push(...extracted.warnings);
  // Where Docusaurus releases write different files, the one the site depends on.
  const docusaurusVersion = docusaurusVersionOf(siteDir);
  const theme = await themeCodeTranslations(themeTranslationNames(raw), locale, docusaurusVersion);
  Object.assign(theme, await pluginDefaultMessages(plugins, extracted.translations));
  const write = (file: string, content: TranslationFileContent) =>
    writeTranslationFile(file, content, options, out, pending);
  write(join(localizationDir, 'code.json'), codeJsonContent(extracted.translations, theme));
  const themeConfig = (raw.themeConfig ?? {}) as Record<string, unknown>;
  const classic = join(localizationDir, 'docusaurus-theme-classic');
  write(join(classic, 'navbar.json'), navbarContent(themeConfig.navbar));
  const footer = footerContent(themeConfig.footer);
  if (footer) write(join(classic, 'footer.json'), footer);
  // Each plugin's files: the docs' versions and the blogs' options (generator hook
  // translationFilesOf, their content without a locale's translations: the keys are the
  // untranslated labels), then Docusaurus's getTranslationFiles of the others.
  for (const plugin of plugins.result.plugins)
    for (const translationFilesOf of hooksOf([plugin], 'translationFilesOf'))
      for (const f of translationFilesOf())
        write(
          join(pluginI18nDir(localizationDir, plugin.name, plugin.id), `${f.path}.json`),
          f.content,
        );
  for (const { file, content } of await pluginTranslationFiles(plugins, localizationDir))
    write(file, content);
  for (const { file, content } of pending) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, serialize(content));
    out.written.push({ file, count: Object.keys(content).length });
  }
  return out;
}

/** A plugin's translation files (getTranslationFiles), where Docusaurus writes them. */
async function pluginTranslationFiles(
  plugins: SitePlugins | undefined,
  localizationDir: string,
): Promise<{ file: string; content: TranslationFileContent }[]> {
  const out: { file: string; content: TranslationFileContent }[] = [];
  for (const plugin of plugins?.result.plugins ?? []) {
    if (!plugin.instance.getTranslationFiles) continue;
    const files = (await plugin.instance.getTranslationFiles({ content: plugin.content })) as {
      path: string;
      content: TranslationFileContent;
    }[];
    for (const f of files ?? [])
      out.push({
        file: join(pluginI18nDir(localizationDir, plugin.name, plugin.id), `${f.path}.json`),
        content: f.content,
      });
  }
  return out;
}

/**
 * The plugins' default messages of ids the site's and their themes' code declares
 * (getDefaultCodeTranslationMessages), as code.json entries: they replace the extracted message.
 */
async function pluginDefaultMessages(
  plugins: SitePlugins | undefined,
  extracted: TranslationFileContent,
): Promise<TranslationFileContent> {
  const out: TranslationFileContent = {};
  for (const plugin of plugins?.result.plugins ?? []) {
    const messages = (await plugin.instance.getDefaultCodeTranslationMessages?.()) as
      Record<string, string> | undefined;
    for (const [id, message] of Object.entries(messages ?? {}))
      if (extracted[id]) out[id] = { ...extracted[id], message };
  }
  return out;
}
