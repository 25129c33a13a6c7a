// Types of compare.mjs (the real-site runner's pure parts), for the unit test.
export const WEBPACK_VERSION: string;

export interface KnownDifference {
  side: 'ours' | 'peer';
  match: RegExp | string;
  why: string;
}

export interface SiteEntry {
  name: string;
  repo: string;
  commit: string;
  dir?: string;
  docusaurus?: string;
  dependencies?: Record<string, string>;
  omitDependencies?: string[];
  keepDev?: string[];
  overrides?: Record<string, string>;
  known?: KnownDifference[];
  locale?: string;
}

export interface Manifest {
  name: string;
  private: true;
  type?: string;
  dependencies: Record<string, string>;
  overrides: Record<string, string>;
}

export interface BuildResult {
  exitCode: number | string;
  ms?: number;
  routes: string[];
  error?: string;
  /** 'routes': Docusaurus's route list (run.mjs --peer-routes), not a build */
  method?: 'routes';
}

export interface Difference {
  route: string;
  why?: string;
}

export function installManifest(
  pkg: {
    type?: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  },
  site?: Partial<SiteEntry>,
): Manifest;
export function installKey(manifest: Manifest, lockText?: string): string;
export function htmlRoutes(dir: string): string[];
export function compareRoutes(
  ours: string[],
  peer: string[],
  known?: KnownDifference[],
): {
  common: number;
  onlyOurs: Difference[];
  onlyPeer: Difference[];
  equal: boolean;
  unexplained: number;
};
export function summariseDifferences(diffs: Difference[], side: string, shown?: number): string[];
export function siteRun(
  site: SiteEntry,
  locale?: string,
): { key: string; label: string; locale?: string };
export function buildCell(build: BuildResult | undefined): string;
export function tableRow(result: {
  site: SiteEntry;
  ours?: BuildResult;
  peer?: BuildResult;
  peerSkipped?: string;
}): string;
export const TABLE_HEADER: string[];
export function firstError(log: string): string;
