// A locale built alone (`build --locale de`) whose config gives it a base URL of its own
// (Docusaurus 3.9+'s `i18n.localeConfigs.de.baseUrl`): Docusaurus keeps that base URL (a locale
// built alone is otherwise at the site's root) and writes the locale's pages into the output folder
// under that base URL less the site's (`baseUrl.replace(siteBaseUrl, '/')`, as @docusaurus/core's
// loadContext computes its outDir): `build/de/` for `/de/` on a site at `/`.
import { loadSiteConfig } from '../config/loadSiteConfig.js';
import { localeOutFolder } from './i18nConfig.js';

/** The output's subfolder for `locale` built alone: '' (the root) unless it has its own base URL. */
export async function ownBaseFolder(siteDir: string, locale: string): Promise<string> {
  const { docusaurus, siteConfig } = await loadSiteConfig(siteDir, locale);
  const i18n = docusaurus?.i18n;
  if (!i18n || !i18n.localeConfigs[locale]?.baseUrl) return '';
  return localeOutFolder(i18n, siteConfig.baseUrl, locale);
}
