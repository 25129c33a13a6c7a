// JSX in a site's .js files, as Docusaurus allows it (`src/pages/index.js`, `src/components/*.js`
// of the classic template): the bundler parses .js as plain JavaScript, so the site's own .js files
// (not its node_modules, wherever its symlinks lead: siteCode.ts) are compiled as JSX first, with
// React's automatic runtime. So are the theme and client-module folders of the site's Docusaurus
// plugins, wherever they are, and every file of a package named for Docusaurus: Docusaurus compiles
// them with Babel, and published plugins ship JSX in .js (@docusaurus/plugin-debug's `lib/theme`).
//
// A site whose Docusaurus compiles with SWC (`future.faster`/`experimental_faster`, or its
// `swcJsLoader`; 3.10's `future.v4` turns it on by default) has every JavaScript file parsed as
// TypeScript with JSX (SWC's `syntax: 'typescript', tsx: true`), so type annotations in its .js
// and .jsx files build there (Dyte's components): those are parsed so here too.
//
// A file that does not parse fails the build at its line and column. A site whose Babel config
// names Flow's syntax (Flow's website: `@babel/preset-flow` in babel.config.js) has Flow type
// annotations in its .js files, which Docusaurus's Babel strips: the site's own Babel strips them
// first here (siteFlow.ts), or, when what the config names is not installed, each such file
// fails with the hint to install it, rather than with a bare syntax error.
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, isAbsolute, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { BuildError } from './diagnostics.js';
import { isAtLeast, type DocusaurusVersion } from './config/docusaurus/docusaurusVersion.js';
import { fasterFlag, v4Flag } from './config/docusaurus/futureFlags.js';
import { isSiteCode, siteCodeRoots } from './siteCode.js';
import { flowBabelOf, needsFlowStrip, type FlowBabel } from './siteFlow.js';

/** Whether Docusaurus would compile the site's JavaScript with SWC (its TypeScript parser). */
export function usesSwcJsLoader(future: unknown, version?: DocusaurusVersion): boolean {
  // 3.10's v4.fasterByDefault when `faster` is not set.
  return (
    fasterFlag(future, 'swcJsLoader') ??
    (isAtLeast(version, 3, 10) && v4Flag(future, 'fasterByDefault'))
  );
}

const folder = (dir: string) => dir.replace(/[/\\]$/, '') + sep;
/**
 * Docusaurus's own rule for node_modules (its webpack config's `excludeJS`): a package file is
 * compiled when its path after the last `node_modules` names "docusaurus", as a plugin's package
 * does (React Native's site imports `docusaurus-plugin-copy-page-button/react`, JSX in `.js`).
 */
const DOCUSAURUS_PACKAGE_FILE = /docusaurus(?:(?!node_modules).)*\.js$/;
/** A module id whose file is `.js` or `.jsx` (a hook filter: the only files langOf may take). */
const JS_FILE = /^[^?]*\.jsx?(?:\?|$)/;
const real = (dir: string) => {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
};

/** Which files are compiled as JSX in .js (see the top), and how they are parsed. */
export interface SiteJsxFiles {
  /** `'jsx'` or `'tsx'` for a file compiled so, else undefined. */
  langOf(file: string): 'jsx' | 'tsx' | undefined;
  /** The site's Babel config when it names Flow's syntax, and its Flow stripping (siteFlow.ts). */
  flowBabel?: FlowBabel;
}

/**
 * A parse failure of the transform below as a diagnostic at the file's line and column (the
 * compiler's message frames them: `╭─[ src/pages/try.js:12:7 ]`), with the Flow hint when the
 * site's Babel config reads Flow.
 */
function parseFailure(error: unknown, file: string, flow: SiteJsxFiles['flowBabel']): BuildError {
  const first = (error as { errors?: { message?: string }[] })?.errors?.[0]?.message;
  const text = stripVTControlCharacters(first ?? (error as Error)?.message ?? String(error));
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^Transform failed/.test(l));
  const message = (lines[0] ?? 'the file does not parse').replace(/^\[[A-Z_]+\]\s*/, '');
  const at = /[╭┌]─*\[\s*[^\]\s]+?:(\d+):(\d+)\s*\]/.exec(text);
  return new BuildError({
    file,
    ...(at ? { line: Number(at[1]), column: Number(at[2]) } : {}),
    severity: 'error',
    message: `${message} (the file is compiled as JavaScript with JSX)`,
    hint: flow?.missing.length
      ? `the site's ${basename(flow.file)} names ${flow.name}, with which Docusaurus's Babel ` +
        'reads Flow type annotations in .js files; the site has not installed ' +
        `${flow.missing.join(', ')}: install ${flow.missing.length > 1 ? 'them' : 'it'} in the ` +
        `site (npm install --save-dev ${flow.missing.join(' ')}) so that its types are stripped`
      : 'fix the code at this position',
    kind: 'bundle',
  });
}

export function siteJsxFiles(
  siteDir: string,
  pluginDirs: string[] = [],
  /** Parse as TypeScript with JSX, as SWC does (usesSwcJsLoader). */
  typeScriptSyntax = false,
): SiteJsxFiles {
  const roots = siteCodeRoots(siteDir);
  // Both as given and with symlinks resolved (the bundler sees a package by its real path).
  const plugins = [...new Set(pluginDirs.flatMap((d) => [folder(d), folder(real(d))]))];
  const lang = typeScriptSyntax ? 'tsx' : 'jsx';
  const flowBabel = flowBabelOf(siteDir);
  return {
    ...(flowBabel ? { flowBabel } : {}),
    langOf(file) {
      // The site's own .jsx too when SWC would have parsed its types (the bundler's own
      // transform reads .jsx as JavaScript).
      const jsx = typeScriptSyntax && file.endsWith('.jsx') && isSiteCode(file, roots);
      if (!file.endsWith('.js') && !jsx) return undefined;
      if (
        !isSiteCode(file, roots) &&
        !plugins.some((t) => file.startsWith(t)) &&
        !(file.includes('node_modules') && DOCUSAURUS_PACKAGE_FILE.test(file))
      )
        return undefined;
      return lang;
    },
  };
}

/** The files of `siteJsxFiles`, or of its arguments, compiled as JSX. */
export function siteJsxInJsPlugin(
  site: SiteJsxFiles | string,
  pluginDirs: string[] = [],
  /** Parse as TypeScript with JSX, as SWC does (usesSwcJsLoader). */
  typeScriptSyntax = false,
): Plugin {
  const files = typeof site === 'string' ? siteJsxFiles(site, pluginDirs, typeScriptSyntax) : site;
  return {
    name: 'docs-site-jsx-in-js',
    enforce: 'pre',
    transform: {
      // Only a `.js` or `.jsx` file can be one of `files` (langOf): Rolldown calls in for no other.
      filter: { id: JS_FILE },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        const lang = files.langOf(file);
        if (!lang) return undefined;
        // Plain JavaScript has no `<` followed by a name or `>` outside strings often; a cheap filter
        // before a parse (a file without JSX comes out of the compile unchanged but for formatting).
        // A site reading Flow has every file parsed here, for the Flow hint of a failure (its files
        // with types come stripped by siteFlowPlugin when its Babel is installed).
        if (lang === 'jsx' && !files.flowBabel && !/<[A-Za-z>]/.test(code)) return undefined;
        // The site's tsconfig.json is not read: Docusaurus compiles without it, and sites'
        // `extends: '@docusaurus/tsconfig'` names a package only Docusaurus installs.
        let result: Awaited<ReturnType<typeof transformWithOxc>>;
        try {
          result = await transformWithOxc(code, file, {
            lang,
            jsx: { runtime: 'automatic' },
            tsconfig: false,
          } as Parameters<typeof transformWithOxc>[2]);
        } catch (error) {
          throw parseFailure(error, file, files.flowBabel);
        }
        return { code: result.code, map: result.map };
      },
    },
  };
}

/**
 * Flow types stripped from the files of `siteJsxFiles` that need it, with the site's Babel, before
 * the JSX compile above (siteFlow.ts); put before `siteJsxInJsPlugin`. Nothing when the site's
 * Babel config names no Flow package or what it names is not installed.
 */
export function siteFlowPlugin(files: SiteJsxFiles): Plugin {
  const strip = files.flowBabel?.strip;
  return {
    name: 'docs-site-flow',
    enforce: 'pre',
    transform: {
      // Only a `.js` or `.jsx` file can be one of `files` (langOf): Rolldown calls in for no other.
      filter: { id: JS_FILE },
      async handler(code, id) {
        if (!strip) return undefined;
        const file = id.split('?')[0]!;
        if (!files.langOf(file) || !needsFlowStrip(code, file)) return undefined;
        const result = await strip(code, file);
        return { code: result.code, map: result.map };
      },
    },
  };
}

/** Both compiles of the site's .js files, in order: its Flow types stripped, then its JSX. */
export function siteJsxPlugins(files: SiteJsxFiles): Plugin[] {
  return [siteFlowPlugin(files), siteJsxInJsPlugin(files)];
}

/**
 * The same files for the dev server's dependency scan (Vite's `optimizeDeps`), which reads the
 * site's modules with Rolldown alone, without the plugins above: each is loaded as JSX (or
 * TypeScript with JSX), so the scan reaches the packages they import instead of stopping on the
 * first `<` ("JSX syntax is disabled") and skipping the pre-bundling altogether. Every other
 * file, the packages' too, is left to the scan's own loading.
 */
export function siteJsxScanPlugin(files: SiteJsxFiles): Rolldown.Plugin {
  return {
    name: 'docs-site-jsx-in-js-scan',
    load: {
      filter: { id: /\.jsx?(?:$|\?)/ },
      async handler(id) {
        const file = id.split('?')[0]!;
        const moduleType = files.langOf(file);
        if (!moduleType || !isAbsolute(file)) return undefined;
        const code = await readFile(file, 'utf8');
        // Flow types stripped as in the bundle (siteFlowPlugin); a failure is the bundle's to report.
        const strip = files.flowBabel?.strip;
        if (strip && needsFlowStrip(code, file)) {
          const stripped = await strip(code, file).catch(() => undefined);
          if (stripped) return { code: stripped.code, moduleType };
        }
        return { code, moduleType };
      },
    },
  };
}
