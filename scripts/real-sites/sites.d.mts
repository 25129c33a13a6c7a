// Types of sites.mjs (the real-site list), for the unit test.
import type { SiteEntry } from './compare.mjs';

export const SITES: (SiteEntry & {
  extract?: string[];
  features?: string;
  env?: Record<string, string>;
  locale?: string;
  peer?: true | string;
  prepare?: (siteDir: string, root: string) => void;
  beforeBuild?: (siteDir: string) => void;
  links?: Record<string, string>;
  packageDir?: string;
  timeoutMinutes?: number;
  before?: string[][];
})[];
