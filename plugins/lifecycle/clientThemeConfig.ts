// The theme config plugins' themes read in the browser (`useDocusaurusContext().siteConfig
// .themeConfig.typesense`, say): the config's `themeConfig` as the plugins' validateThemeConfig
// left it (their defaults filled in), without the keys the generator's own client context gives
// in its shapes (navbar, footer, colorMode, announcementBar). JSON leaves functions out, as
// Docusaurus's serialized config does.
import type { SitePlugins } from './sitePlugins.js';

const GIVEN_BY_THE_THEME = new Set(['navbar', 'footer', 'colorMode', 'announcementBar']);

export function pluginThemeConfig(
  plugins: SitePlugins | undefined,
): Record<string, unknown> | undefined {
  const themeConfig = plugins?.result.context.siteConfig.themeConfig;
  if (!themeConfig || typeof themeConfig !== 'object') return undefined;
  const rest = Object.entries(themeConfig).filter(([k]) => !GIVEN_BY_THE_THEME.has(k));
  return rest.length ? Object.fromEntries(rest) : undefined;
}
