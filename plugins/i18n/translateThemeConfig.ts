// The classic theme's translations of a locale, applied to a Docusaurus config's raw themeConfig
// before it is mapped (as Docusaurus's translateThemeConfig does): `navbar.json` (title, logo alt,
// `item.label.<label>` of items and their sub-items) and `footer.json` (`link.title.<title>`,
// `link.item.label.<label>`, `copyright`, `logo.alt`). The default locale's files apply too.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTranslationFile } from './translationFiles.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `i18n/<locale path>` of a raw config, before the config is checked (bad values: defaults). */
export function rawLocalizationDir(siteDir: string, config: unknown, locale?: string): string {
  const i18n = isObj(config) && isObj(config.i18n) ? config.i18n : {};
  const name = locale ?? (typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en');
  const own = isObj(i18n.localeConfigs) ? i18n.localeConfigs[name] : undefined;
  const path = isObj(own) && typeof own.path === 'string' ? own.path : name;
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

function relabel(item: unknown, messages: Record<string, string>, key: string): unknown {
  if (!isObj(item) || typeof item.label !== 'string') return item;
  const message = messages[`${key}.${item.label}`];
  return message === undefined ? item : { ...item, label: message };
}

function translateNavbar(navbar: Obj, messages: Record<string, string>): Obj {
  const out: Obj = { ...navbar };
  if (typeof navbar.title === 'string' && messages.title !== undefined) out.title = messages.title;
  if (isObj(navbar.logo) && messages['logo.alt'] !== undefined)
    out.logo = { ...navbar.logo, alt: messages['logo.alt'] };
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

function translateFooter(footer: Obj, messages: Record<string, string>): Obj {
  const out: Obj = { ...footer };
  if (Array.isArray(footer.links))
    out.links = footer.links.map((link) => {
      if (!isObj(link)) return link;
      if (!('title' in link)) return relabel(link, messages, 'link.item.label');
      const title =
        typeof link.title === 'string'
          ? (messages[`link.title.${link.title}`] ?? link.title)
          : link.title;
      const items = Array.isArray(link.items)
        ? link.items.map((i) => relabel(i, messages, 'link.item.label'))
        : link.items;
      return { ...link, title, items };
    });
  if (typeof footer.copyright === 'string' && messages.copyright !== undefined)
    out.copyright = messages.copyright;
  if (isObj(footer.logo) && messages['logo.alt'] !== undefined)
    out.logo = { ...footer.logo, alt: messages['logo.alt'] };
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
