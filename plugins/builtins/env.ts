// What the built-in plugins are made from: the loaded config and the build's settings for the load.
import type { LoadedConfig } from '../config/loadSiteConfig.js';
import type { LocaleContext } from '../i18n/localeContext.js';

export interface BuiltInEnv {
  config: LoadedConfig;
  production: boolean;
  /** The locale being built (a Docusaurus site), for its translated content. */
  locale?: LocaleContext;
}
