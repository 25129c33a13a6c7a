// How the client bundle is made, as Docusaurus's `build --no-minify` and `build --dev` ask: read
// from the environment, which the command line sets from those options. The environment is what
// the early up-to-date check (output/earlyUpToDate.ts) and the bundle reuse check
// (output/bundleReuse.ts) already compare, so a build in another mode is never taken for the last.

/** The variables `buildModeOf` reads: `DOCS_MINIFY=0` (`--no-minify`), `DOCS_DEV_BUILD=1` (`--dev`). */
export const BUILD_MODE_ENV = ['DOCS_MINIFY', 'DOCS_DEV_BUILD'] as const;

export interface BuildMode {
  /** Minify the client bundle's JavaScript and CSS (Docusaurus's default). */
  minify: boolean;
  /**
   * React's and the site's development code in the client bundle (`process.env.NODE_ENV` is
   * "development"), unminified: React's full error messages in the browser, as Docusaurus's
   * `build --dev`. The server bundle and the pre-render stay production code.
   */
  development: boolean;
}

export function buildModeOf(env: NodeJS.ProcessEnv = process.env): BuildMode {
  const development = env.DOCS_DEV_BUILD === '1';
  return { development, minify: !development && env.DOCS_MINIFY !== '0' };
}

/** The client bundle's Vite `build` settings of a mode. */
export function clientBuildSettings(mode: BuildMode): { minify: boolean; cssMinify: boolean } {
  return { minify: mode.minify, cssMinify: mode.minify };
}
