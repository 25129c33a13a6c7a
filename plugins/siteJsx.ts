// JSX in a site's .js files, as Docusaurus allows it (`src/pages/index.js`, `src/components/*.js`
// of the classic template): the bundler parses .js as plain JavaScript, so the site's own .js files
// (not its node_modules, wherever its symlinks lead: siteCode.ts) are compiled as JSX first, with
// React's automatic runtime. So are the theme and client-module folders of the site's Docusaurus
// plugins, wherever they are, and every file of a package named for Docusaurus: Docusaurus compiles
// them with Babel, and published plugins ship JSX in .js (@docusaurus/plugin-debug's `lib/theme`).
import { realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { isSiteCode, siteCodeRoots } from './siteCode.js';

const folder = (dir: string) => dir.replace(/[/\\]$/, '') + sep;
/**
 * Docusaurus's own rule for node_modules (its webpack config's `excludeJS`): a package file is
 * compiled when its path after the last `node_modules` names "docusaurus", as a plugin's package
 * does (React Native's site imports `docusaurus-plugin-copy-page-button/react`, JSX in `.js`).
 */
const DOCUSAURUS_PACKAGE_FILE = /docusaurus(?:(?!node_modules).)*\.js$/;
const real = (dir: string) => {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
};

export function siteJsxInJsPlugin(siteDir: string, pluginDirs: string[] = []): Plugin {
  const roots = siteCodeRoots(siteDir);
  // Both as given and with symlinks resolved (the bundler sees a package by its real path).
  const plugins = [...new Set(pluginDirs.flatMap((d) => [folder(d), folder(real(d))]))];
  return {
    name: 'docs-site-jsx-in-js',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.js')) return undefined;
      if (
        !isSiteCode(file, roots) &&
        !plugins.some((t) => file.startsWith(t)) &&
        !(file.includes('node_modules') && DOCUSAURUS_PACKAGE_FILE.test(file))
      )
        return undefined;
      // Plain JavaScript has no `<` followed by a name or `>` outside strings often; a cheap filter
      // before a parse (a file without JSX comes out of the compile unchanged but for formatting).
      if (!/<[A-Za-z>]/.test(code)) return undefined;
      // The site's tsconfig.json is not read: Docusaurus compiles without it, and sites'
      // `extends: '@docusaurus/tsconfig'` names a package only Docusaurus installs.
      const result = await transformWithOxc(code, file, {
        lang: 'jsx',
        jsx: { runtime: 'automatic' },
        tsconfig: false,
      } as Parameters<typeof transformWithOxc>[2]);
      return { code: result.code, map: result.map };
    },
  };
}
