// `@docusaurus/useDocusaurusContext`: the site's config as Docusaurus exposes it, for one locale.
import globalData from 'virtual:docs/global-data';
import siteConfig from 'virtual:docs/site-config';

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
  };
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    localeConfigs: Record<string, { label: string; direction: 'ltr'; htmlLang: string }>;
  };
}

/** The one context of the site (also the `config` prop of React pages: resolveRoute.tsx). */
export const docusaurusContext: DocusaurusContext = {
  siteConfig: {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    url: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    ...(siteConfig.favicon !== undefined ? { favicon: siteConfig.favicon } : {}),
    ...(siteConfig.trailingSlash !== undefined ? { trailingSlash: siteConfig.trailingSlash } : {}),
    customFields: (siteConfig as { customFields?: Record<string, unknown> }).customFields ?? {},
    themeConfig: {
      navbar: siteConfig.navbar,
      ...(siteConfig.footer ? { footer: siteConfig.footer } : {}),
      colorMode: siteConfig.colorMode,
      ...(siteConfig.announcementBar ? { announcementBar: siteConfig.announcementBar } : {}),
    },
  },
  siteMetadata: { docusaurusVersion: '3.8.1', pluginVersions: {} },
  globalData,
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    currentLocale: 'en',
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },
};

export default function useDocusaurusContext(): DocusaurusContext {
  return docusaurusContext;
}
