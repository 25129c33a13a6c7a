// `@docusaurus/useDocusaurusContext`: the site's config as Docusaurus exposes it, in the page's locale.
import globalData from 'virtual:docs/global-data';
import siteConfig, { siteData } from 'virtual:docs/site-config';
import { perLocale } from '../../client/localeScope.js';
import { withClassicThemeDefaults } from './themeConfigDefaults.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../shared/magicComments.js';
import type { LocaleContextConfig } from '../../shared/types.js';

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon?: string;
    trailingSlash?: boolean;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
    /** The config's i18n, as Docusaurus normalizes it (a site's Layout reads its defaultLocale). */
    i18n: Omit<DocusaurusContext['i18n'], 'currentLocale'>;
  };
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: {
    defaultLocale: string;
    locales: string[];
    /** The translations' folder (`i18n`). */
    path: string;
    currentLocale: string;
    /** 3.8's five keys; from 3.9, each locale's translate, url and baseUrl too. */
    localeConfigs: Record<string, LocaleContextConfig>;
  };
}

/**
 * The one context of the site in the page's locale (also the `config` prop of React pages:
 * routeKinds/page.tsx), made once per locale (client/localeScope.ts).
 */
export const docusaurusContextOf = perLocale((): DocusaurusContext => {
  const i18n = i18nOf();
  const { currentLocale: _current, ...configI18n } = i18n;
  const base = context();
  return { ...base, siteConfig: { ...base.siteConfig, i18n: configI18n }, i18n };
});

const context = (): Omit<DocusaurusContext, 'i18n' | 'siteConfig'> & {
  siteConfig: Omit<DocusaurusContext['siteConfig'], 'i18n'>;
} => ({
  siteConfig: {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    url: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    ...(siteConfig.favicon !== undefined ? { favicon: siteConfig.favicon } : {}),
    ...(siteConfig.trailingSlash !== undefined ? { trailingSlash: siteConfig.trailingSlash } : {}),
    customFields: (siteConfig as { customFields?: Record<string, unknown> }).customFields ?? {},
    themeConfig: withClassicThemeDefaults({
      // Plugins' theme config (`typesense`, `api`…), under the keys this theme gives.
      ...siteData.pluginThemeConfig,
      navbar: siteConfig.navbar,
      ...(siteConfig.footer ? { footer: siteConfig.footer } : {}),
      colorMode: siteConfig.colorMode,
      // Read by ejected sidebar and TOC components (`useThemeConfig().docs.sidebar`…).
      docs: {
        versionPersistence: 'localStorage',
        sidebar: {
          hideable: siteConfig.docs.hideableSidebar,
          autoCollapseCategories: siteConfig.docs.autoCollapseCategories,
        },
      },
      tableOfContents: siteConfig.docs.toc,
      // Read by an ejected code block's `Content/String` (its tokens are the build's: Shiki's);
      // its `parseLines` marks lines with the site's magic comments (Docusaurus's by default).
      prism: {
        additionalLanguages: [],
        magicComments: siteConfig.code?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
        // A Prism site's (a Docusaurus site's) themes and languages, as its config has them.
        ...(__DOCS_PRISM_CODE__ && siteConfig.code?.prism
          ? {
              theme: siteConfig.code.prism.theme,
              darkTheme: siteConfig.code.prism.darkTheme,
              additionalLanguages: siteConfig.code.prism.additionalLanguages,
            }
          : {}),
      },
      ...(siteConfig.announcementBar ? { announcementBar: siteConfig.announcementBar } : {}),
    }),
  },
  siteMetadata: { docusaurusVersion: '3.8.1', pluginVersions: {} },
  globalData,
});

/** A Docusaurus site's locales (set by the build per locale), else the one locale `en`. */
const i18nOf = (): DocusaurusContext['i18n'] =>
  siteConfig.i18n
    ? {
        defaultLocale: siteConfig.i18n.defaultLocale,
        locales: siteConfig.i18n.locales,
        path: siteData.i18nContext?.path ?? 'i18n',
        currentLocale: siteConfig.i18n.currentLocale,
        // As Docusaurus's load context holds them (plugins/i18n/localeContext.ts).
        localeConfigs: siteData.i18nContext?.localeConfigs ?? siteConfig.i18n.localeConfigs,
      }
    : {
        defaultLocale: 'en',
        locales: ['en'],
        path: 'i18n',
        currentLocale: 'en',
        localeConfigs: {
          en: {
            label: 'English',
            direction: 'ltr',
            htmlLang: 'en',
            calendar: 'gregory',
            path: 'en',
          },
        },
      };

export default function useDocusaurusContext(): DocusaurusContext {
  return docusaurusContextOf();
}
