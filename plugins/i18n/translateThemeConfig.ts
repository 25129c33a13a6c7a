// The classic theme's translations of a locale, applied to a Docusaurus config's raw themeConfig
// before it is mapped (as theme-classic 3.8.1's translateThemeConfig does, key for key): `navbar.json`
// (`title`, `logo.alt`, `item.label.<label>` of items and their sub-items) and `footer.json`
// (`link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`). The default locale's
// files apply too.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { docusaurusVersionOf } from '../config/docusaurus/docusaurusVersion.js';
import { readTranslationFile } from './translationFiles.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `i18n/<locale path>` of a raw config, before the config is checked (bad values: defaults). */
export function rawLocalizationDir(siteDir: string, config: unknown, locale?: string): string {
  const i18n = isObj(config) && isObj(config.i18n) ? config.i18n : {};
  const name = locale ?? (typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en');
  const own = isObj(i18n.localeConfigs) ? i18n.localeConfigs[name] : undefined;
  // Docusaurus 3.10.0 alone took the locale's htmlLang for its folder (i18nConfig.ts).
  const htmlLang = isObj(own) && typeof own.htmlLang === 'string' ? own.htmlLang : undefined;
  const v = htmlLang ? docusaurusVersionOf(siteDir) : undefined;
  const byHtmlLang = v && v.major === 3 && v.minor === 10 && v.patch === 0;
  const path =
    isObj(own) && typeof own.path === 'string' ? own.path : byHtmlLang ? htmlLang! : name;
  return resolve(siteDir, typeof i18n.path === 'string' ? i18n.path : 'i18n', path);
}

/**
 * Whether a raw config's locale is translated: its `localeConfigs.<locale>.translate` (Docusaurus
 * 3.9+) when a boolean, else whether its folder exists (Docusaurus's inferTranslate).
 */
export function rawTranslates(siteDir: string, config: unknown, locale?: string): boolean {
  const i18n = isObj(config) && isObj(config.i18n) ? config.i18n : {};
  const name = locale ?? (typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en');
  const own = isObj(i18n.localeConfigs) ? i18n.localeConfigs[name] : undefined;
  if (isObj(own) && typeof own.translate === 'boolean') return own.translate;
  return existsSync(rawLocalizationDir(siteDir, config, locale));
}

/**
 * `label` from the messages' `<key>.<label>`, as Docusaurus's translateNavbar/translateFooter do
 * (an item without a label looks up `<key>.undefined`, as theirs does).
 */
function relabel(item: unknown, messages: Record<string, string>, key: string): unknown {
  if (!isObj(item)) return item;
  const message = messages[`${key}.${String(item.label)}`];
  return message === undefined ? item : { ...item, label: message };
}

/** A logo's `alt` from the messages' `logo.alt` (set on a logo without one too, as Docusaurus). */
function translateLogo(logo: unknown, messages: Record<string, string>): unknown {
  if (!isObj(logo) || messages['logo.alt'] === undefined) return logo;
  return { ...logo, alt: messages['logo.alt'] };
}

/**
 * Docusaurus's translateNavbar: the title (given one in navbar.json, even where the config has
 * none), the logo's alt, each item's label and its sub-items' (one level).
 */
function translateNavbar(navbar: Obj, messages: Record<string, string>): Obj {
  const out: Obj = { ...navbar };
  if (messages.title !== undefined) out.title = messages.title;
  if (navbar.logo !== undefined) out.logo = translateLogo(navbar.logo, messages);
  if (Array.isArray(navbar.items))
    out.items = navbar.items.map((item) => {
      const translated = relabel(item, messages, 'item.label');
      if (!isObj(translated) || !Array.isArray(translated.items)) return translated;
      return {
        ...translated,
        items: translated.items.map((sub) => relabel(sub, messages, 'item.label')),
      };
    });
  return out;
}

/**
 * Docusaurus's translateFooter: its links are columns when the first has a `title` (each column's
 * title and its items' labels), else simple links (their labels); the copyright (even where the
 * config has none) and the logo's alt.
 */
function translateFooter(footer: Obj, messages: Record<string, string>): Obj {
  const out: Obj = { ...footer };
  const links = Array.isArray(footer.links) ? footer.links : undefined;
  const columns = links !== undefined && links.length > 0 && isObj(links[0]) && 'title' in links[0];
  if (links)
    out.links = links.map((link) => {
      if (!columns) return relabel(link, messages, 'link.item.label');
      if (!isObj(link)) return link;
      const title = messages[`link.title.${String(link.title)}`] ?? link.title;
      const items = Array.isArray(link.items)
        ? link.items.map((i) => relabel(i, messages, 'link.item.label'))
        : link.items;
      return { ...link, title, items };
    });
  if (messages.copyright !== undefined) out.copyright = messages.copyright;
  if (footer.logo !== undefined) out.logo = translateLogo(footer.logo, messages);
  return out;
}

/** The config with its navbar and footer in the locale; the files read, for the build's inputs. */
export function translateThemeConfig(
  config: unknown,
  localizationDir: string,
): { config: unknown; files: string[] } {
  if (!isObj(config) || !isObj(config.themeConfig)) return { config, files: [] };
  const dir = join(localizationDir, 'docusaurus-theme-classic');
  const navbarFile = join(dir, 'navbar.json');
  const footerFile = join(dir, 'footer.json');
  const navbar = readTranslationFile(navbarFile);
  const footer = readTranslationFile(footerFile);
  const themeConfig: Obj = { ...config.themeConfig };
  if (isObj(themeConfig.navbar)) themeConfig.navbar = translateNavbar(themeConfig.navbar, navbar);
  if (isObj(themeConfig.footer)) themeConfig.footer = translateFooter(themeConfig.footer, footer);
  return { config: { ...config, themeConfig }, files: [navbarFile, footerFile] };
}
