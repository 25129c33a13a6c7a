// One React for the theme and the site's code, wherever the site's folder is.
//
// A bare import is resolved from the importing file's folder up. The theme's files are in the
// generator's folder, a site's are in its own: a site outside this repository finds no React at
// all (the build failed with `failed to resolve import "react/jsx-runtime"`), and a site with its
// own node_modules (every real Docusaurus site has one) finds a second React, which breaks hooks
// and context. Vite's `resolve.dedupe` does not help: it resolves from the project root, which is
// the site's folder. So the packages the theme shares with site code are resolved as if the theme
// imported them, whoever imports them.
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

/**
 * With `isolatedDev` (the dev server, for a site folder that resolves the shared packages
 * elsewhere): Vite hands a bare import of its server-side modules to Node, from the importer's
 * folder, unless the package is `noExternal`; and the dependency optimizer resolves the packages it
 * is told to include (@vitejs/plugin-react names React's) from the site's folder. So the shared
 * packages are `noExternal` there, and the optimizer finds them through the client's entry, where
 * the theme imports them, instead.
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
          config: () => ({ ssr: { noExternal: [...SHARED_PACKAGES] } }),
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
    resolveId(source, _importer, options) {
      if (!isSharedSpecifier(source)) return null;
      if (this.environment.mode === 'dev' && this.environment.config.consumer === 'server')
        return DEV_SSR_PREFIX + source;
      return this.resolve(source, importerOf(source), { ...options, skipSelf: true });
    },
    load(id) {
      if (!id.startsWith(DEV_SSR_PREFIX)) return null;
      const specifier = id.slice(DEV_SSR_PREFIX.length);
      return devServerModule(specifier, importerOf(specifier));
    },
  };
}
