// `currentBundler` of Docusaurus's load context: `instance` is the bundler module as the site
// installs it, loaded when a plugin first reads it: webpack (through @docusaurus/core), or Rspack
// (`@docusaurus/faster`'s `rspack` export) when the config turns on `future.faster` or its
// `rspackBundler`, as Docusaurus chooses. Plugins build objects with it in configureWebpack
// (`new currentBundler.instance.EnvironmentPlugin(…)`, mapped to Vite's `define` in hooks.ts) and
// some compile files of their own with it in postBuild (@docusaurus/plugin-pwa's service worker).
// A site without that bundler gets an error that says so.
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface SiteBundler {
  name: 'webpack' | 'rspack';
  readonly instance: unknown;
}

/** The site's bundler; `rspack`: the config's `future.faster.rspackBundler` (normalized). */
export function siteBundler(siteDir: string, rspack = false): SiteBundler {
  let loaded: { ok: true; value: unknown } | { ok: false; error: unknown } | undefined;
  const name = rspack ? 'rspack' : 'webpack';
  const load = () => {
    const require = createRequire(join(siteDir, 'package.json'));
    return rspack ? (require('@docusaurus/faster') as { rspack: unknown }).rspack : require(name);
  };
  return {
    name,
    get instance(): unknown {
      if (!loaded)
        try {
          loaded = { ok: true, value: load() };
        } catch (error) {
          loaded = { ok: false, error };
        }
      if (loaded.ok) return loaded.value;
      const install = rspack
        ? `install @docusaurus/faster (the config's future.faster asks for Rspack)`
        : 'install webpack (it comes with @docusaurus/core)';
      throw new Error(
        `the plugin uses Docusaurus's bundler (currentBundler.instance), and ${rspack ? 'Rspack' : 'webpack'} cannot be ` +
          `loaded from the site's folder (${(loaded.error as Error).message.split('\n')[0]}): ` +
          `${install} or remove the plugin`,
      );
    },
  };
}
