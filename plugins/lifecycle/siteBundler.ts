// `currentBundler` of Docusaurus's load context: `instance` is the webpack module as the site
// installs it (through @docusaurus/core), loaded when a plugin first reads it. Plugins build
// objects with it in configureWebpack (`new currentBundler.instance.EnvironmentPlugin(…)`, mapped
// to Vite's `define` in hooks.ts) and some compile files of their own with it in postBuild
// (@docusaurus/plugin-pwa's service worker). A site without webpack gets an error that says so.
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface SiteBundler {
  name: 'webpack';
  readonly instance: unknown;
}

export function siteBundler(siteDir: string): SiteBundler {
  let loaded: { ok: true; value: unknown } | { ok: false; error: unknown } | undefined;
  return {
    name: 'webpack',
    get instance(): unknown {
      if (!loaded)
        try {
          loaded = { ok: true, value: createRequire(join(siteDir, 'package.json'))('webpack') };
        } catch (error) {
          loaded = { ok: false, error };
        }
      if (loaded.ok) return loaded.value;
      throw new Error(
        `the plugin uses Docusaurus's bundler (currentBundler.instance), and webpack cannot be ` +
          `loaded from the site's folder (${(loaded.error as Error).message.split('\n')[0]}): ` +
          `install webpack (it comes with @docusaurus/core) or remove the plugin`,
      );
    },
  };
}
