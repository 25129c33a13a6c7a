// Identity helpers that type site.config.ts and sidebars.ts for authors.
import type { SiteConfigInput, SidebarsConfig } from './schema.js';

export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export function defineSidebars(sidebars: SidebarsConfig): SidebarsConfig {
  return sidebars;
}
