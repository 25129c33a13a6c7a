// One React for the theme and the site's code, wherever the site's folder is.
//
// A bare import is resolved from the importing file's folder up. The theme's files are in the
// generator's folder, a site's are in its own: a site outside this repository finds no React at
// all (the build failed with `failed to resolve import "react/jsx-runtime"`), and a site with its
// own node_modules (every real Docusaurus site has one) finds a second React, which breaks hooks
// and context. Vite's `resolve.dedupe` does not help: it resolves from the project root, which is
// the site's folder. So the packages the theme shares with site code are resolved as if the theme
// imported them, whoever imports them. (Where the one copy is the site's own React, the site's
// folder is the right one: the dev server's pre-bundling dedupes to it, devServerOptions.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PACKAGE_ROOT } from './paths.js';
import type { SiteReact } from './siteReact.js';

/** Packages whose single copy is the generator's (with their subpaths, e.g. `react/jsx-runtime`). */
export const SHARED_PACKAGES = ['react', 'react-dom', 'scheduler', '@mdx-js/react'] as const;

/** The package a bare specifier names (`@scope/name` or `name`), or undefined for a path. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./\0#]/.test(specifier) || specifier.includes(':')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The imports that may name a shared package (isSharedSpecifier decides): a Rolldown hook filter,
 * so the bundler calls the plugin's hook for these only.
 */
const SHARED_SPECIFIER = new RegExp(
  `^(?:${SHARED_PACKAGES.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?:/|$)`,
);

export function isSharedSpecifier(specifier: string): boolean {
  const name = packageOf(specifier);
  return name !== undefined && (SHARED_PACKAGES as readonly string[]).includes(name);
}

/** The entry points the theme and compiled pages import. */
export const SHARED_ENTRIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@mdx-js/react',
];

/** A file of the generator, as the importer the shared packages are resolved from. */
export const GENERATOR_IMPORTER = join(PACKAGE_ROOT, 'package.json');

/** Whether `specifier` resolves from `dir` to the same file as from the generator (Node's rules). */
export function resolvesToGeneratorCopy(specifier: string, dir: string): boolean {
  try {
    return (
      createRequire(join(dir, 'package.json')).resolve(specifier) ===
      createRequire(GENERATOR_IMPORTER).resolve(specifier)
    );
  } catch {
    return false;
  }
}

/**
 * The file a shared package is resolved from: the generator's, or for `react`, `react-dom` and
 * `scheduler` a Docusaurus site's own React (siteReact.ts).
 */
export function sharedImporterOf(specifier: string, siteReact?: SiteReact): string {
  const name = packageOf(specifier);
  if (!siteReact || name === '@mdx-js/react') return GENERATOR_IMPORTER;
  return name === 'scheduler' ? siteReact.reactDomPackage : siteReact.importer;
}

const DEV_SSR_PREFIX = '\0docs-shared:';
/** Whether every shared entry point resolves from the site's folder to the generator's copy. */
export function siteSharesGeneratorCopies(siteDir: string): boolean {
  return SHARED_ENTRIES.every((id) => resolvesToGeneratorCopy(id, siteDir));
}

/**
 * The dev server's server-side modules load their dependencies with Node, from the importing
 * file's folder (Vite's `fetchModule`, which plugins do not reach): there a shared module is a
 * small module that takes the generator's copy from Node's own module cache, which is also what
 * the theme's imports and `react-dom/server` get.
 */
function devServerModule(specifier: string, importer: string): string {
  const require = createRequire(importer);
  const names = Object.keys(require(specifier) as object).filter(
    (k) => k !== 'default' && /^[A-Za-z_$][\w$]*$/.test(k),
  );
  return [
    `import { createRequire } from 'node:module';`,
    `const m = createRequire(${JSON.stringify(importer)})(${JSON.stringify(specifier)});`,
    `export default m;`,
    names.length ? `export const { ${names.join(', ')} } = m;` : '',
  ].join('\n');
}

/** The `dependencies` and `peerDependencies` a package's package.json names. */
function dependenciesOf(packageJson: string): string[] {
  try {
    const json = JSON.parse(readFileSync(packageJson, 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    return [...Object.keys(json.dependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})];
  } catch {
    return [];
  }
}

/**
 * The packages installed for `packageJson` (a package.json) that import React, and theirs, as Node
 * resolves them from its folder (by their package.json: `react` among their dependencies or peer
 * dependencies), the shared packages left out. For the generator: react-router, react-router-dom,
 * @docsearch/react.
 */
export function reactDependents(packageJson: string): string[] {
  const found = new Set<string>();
  const visit = (from: string) => {
    const require = createRequire(from);
    for (const name of dependenciesOf(from)) {
      if (found.has(name) || isSharedSpecifier(name)) continue;
      let own: string;
      try {
        own = require.resolve(`${name}/package.json`);
      } catch {
        continue;
      }
      if (!dependenciesOf(own).includes('react')) continue;
      found.add(name);
      visit(own);
    }
  };
  visit(packageJson);
  return [...found].sort();
}

/**
 * What the dev server's server-side modules do not leave to Node for a site folder that resolves
 * the shared packages elsewhere (`isolatedDev`). Vite hands a bare import of them to Node, from
 * the importer's folder, unless its package is `noExternal` (or Vite cannot resolve it from there),
 * and Node does not run the plugins:
 * - the shared packages, which Node would find elsewhere;
 * - `@docusaurus/…`: the generator answers for Docusaurus's client modules
 *   (`@docusaurus/theme-common`, `@docusaurus/Link`: themeResolver.ts), as in the build; a site
 *   installs packages of those names, which Node would load, and they import client modules only
 *   the generator has (`@docusaurus/useDocusaurusContext`);
 * - with the site's own React, the generator's packages that import React (react-router…): from
 *   the generator's folder Node gives them the generator's React, a second copy ("Invalid hook
 *   call"). Through the plugins they get the site's. (A site's own packages find the site's React
 *   from its folder, as the site's modules get it: they stay Node's.) Their ES module build is
 *   the one taken (react-router-dom gives Node's `node` condition CommonJS, its ES module under
 *   `module-sync`, which Vite's runner needs).
 *
 * And with the site's own React, the browser's: the dependency optimizer resolves the imports of
 * the packages it bundles without the plugins, each from its importer's folder (the generator's
 * react-router got the generator's React, a second copy beside react-dom's); `dedupe` resolves
 * `react` and `react-dom` from the site's folder, where the site's React is.
 *
 * `serverConditions` is Vite's `defaultServerConditions`, passed in: this module is loaded by
 * every build, and a rebuild that bundles nothing need not load Vite (issue 37).
 */
export function devServerOptions(
  siteReact: SiteReact | undefined,
  serverConditions: readonly string[],
) {
  const generatorReact = siteReact ? reactDependents(GENERATOR_IMPORTER) : [];
  return {
    ssr: { noExternal: [...SHARED_PACKAGES, ...generatorReact, /^@docusaurus\//] },
    ...(siteReact
      ? {
          environments: {
            client: { resolve: { dedupe: ['react', 'react-dom'] } },
            ssr: { resolve: { conditions: ['module-sync', ...serverConditions] } },
          },
        }
      : {}),
  };
}

/**
 * With `isolatedDev` (the dev server, for a site folder that resolves the shared packages
 * elsewhere): the server-side modules' packages and the browser's React as devServerOptions
 * says; and the dependency optimizer resolves the packages it is told to include
 * (@vitejs/plugin-react names React's) from the site's folder, so it finds them through the
 * client's entry, where the theme imports them, instead.
 */
export function sharedModulesPlugin(
  options: { isolatedDev?: boolean; siteReact?: SiteReact } = {},
): Plugin {
  const importerOf = (specifier: string) => sharedImporterOf(specifier, options.siteReact);
  return {
    name: 'docs:shared-modules',
    enforce: 'pre',
    ...(options.isolatedDev
      ? {
          config: async () =>
            devServerOptions(options.siteReact, (await import('vite')).defaultServerConditions),
          configResolved(config) {
            for (const env of [config, ...Object.values(config.environments)]) {
              const include = env.optimizeDeps.include;
              if (include)
                include.splice(
                  0,
                  include.length,
                  ...include.filter((id) => !isSharedSpecifier(id)),
                );
            }
          },
        }
      : {}),
    resolveId: {
      // Rolldown calls the handler only for imports that may name a shared package.
      filter: { id: SHARED_SPECIFIER },
      handler(source, _importer, options) {
        if (!isSharedSpecifier(source)) return null;
        // (@mdx-js/react is an ES module: Vite's runner loads it, its React through here.)
        if (
          this.environment.mode === 'dev' &&
          this.environment.config.consumer === 'server' &&
          packageOf(source) !== '@mdx-js/react'
        )
          return DEV_SSR_PREFIX + source;
        return this.resolve(source, importerOf(source), { ...options, skipSelf: true });
      },
    },
    load: {
      filter: { id: /^\0docs-shared:/ },
      handler(id) {
        if (!id.startsWith(DEV_SSR_PREFIX)) return null;
        const specifier = id.slice(DEV_SSR_PREFIX.length);
        return devServerModule(specifier, importerOf(specifier));
      },
    },
  };
}
