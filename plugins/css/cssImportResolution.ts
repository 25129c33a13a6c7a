// `@import` in a stylesheet as webpack's css-loader resolves it (Docusaurus's build): a module
// request with `.css` as an extension and `index` as a folder's main file, `~` naming a package.
// Vite's resolver for CSS imports tries no folder's index file and knows no `~`, so
// `@import url('./plugin')` beside `plugin/index.css` (CloudPSS's docs) stopped the build at
// "ENOENT: no such file or directory, open './plugin'". Vite asks its CSS resolver through
// `config.createResolver`, which no plugin hook reaches: the plugin below wraps it once the config
// is resolved, and asks `cssImportFallback` only when Vite's own answer is none. When neither
// finds the file, the build stops at the `@import` itself (`unresolvedCssImport`): Vite handed the
// request on, and postcss-import's "ENOENT … open './x.css'" named no line (the stylesheet with
// `@import "tailwindcss"` of a site without the package stopped so).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { BuildError, type Diagnostic } from '../diagnostics.js';

type Resolver = ReturnType<ResolvedConfig['createResolver']>;
type ResolverOptions = Parameters<ResolvedConfig['createResolver']>[0];

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * A folder as webpack's resolver reads it for a stylesheet: its package.json's `css`, `style` or
 * `main` field (as css-loader's `mainFields`), then `index.css`. Undefined when none is a file.
 */
export function cssFolderEntry(folder: string): string | undefined {
  const manifest = join(folder, 'package.json');
  if (isFile(manifest)) {
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    } catch {
      fields = {};
    }
    for (const key of ['css', 'style', 'main']) {
      const value = fields[key];
      if (typeof value !== 'string' || !value) continue;
      const target = resolve(folder, value);
      for (const candidate of [target, `${target}.css`, join(target, 'index.css')])
        if (isFile(candidate)) return candidate;
    }
  }
  const index = join(folder, 'index.css');
  return isFile(index) ? index : undefined;
}

/**
 * What a stylesheet's `@import` names when Vite's resolver found nothing: a request for a folder
 * (`./plugin`, `../themes/dark`, `plugin` beside the importer) gives the folder's entry
 * (`cssFolderEntry`); `~package/…` is asked again without the `~` (`retry`). Undefined: not one
 * of these, and Vite's answer (an error naming the import) stands.
 */
export async function cssImportFallback(
  request: string,
  importer: string | undefined,
  retry: (request: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  if (/^[a-z][a-z\d+.-]*:/i.test(request) || request.includes('?')) return undefined;
  if (request.startsWith('~')) return retry(request.slice(1));
  if (!importer || !isAbsolute(importer)) return undefined;
  const target = isAbsolute(request) ? request : resolve(dirname(importer), request);
  if (!existsSync(target) || isFile(target)) return undefined;
  return cssFolderEntry(target);
}

/** Whether a request is a URL postcss-import leaves or loads itself (`https:`, `data:`, `//…`). */
const isUrlRequest = (request: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(request);

/**
 * Where `source` (a stylesheet's text) imports `request`: the line and column of the `@import`
 * (`@import 'x'`, `@import "x" layer(y)`, `@import url(x)`), comments skipped. Undefined: not there.
 */
export function findCssImport(
  source: string,
  request: string,
): { line: number; column: number } | undefined {
  // Comments blanked, their line breaks kept, so that offsets stay those of the file.
  const text = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const rule = /@import\s+(?:url\(\s*)?(["']?)([^"'()\s;]+)\1/gi;
  for (const m of text.matchAll(rule)) {
    if (m[2] !== request) continue;
    const before = text.slice(0, m.index);
    return { line: before.split('\n').length, column: m.index - before.lastIndexOf('\n') };
  }
  return undefined;
}

/** The package a bare request names: `@scope/name/x.css` → `@scope/name`, `name/x` → `name`. */
const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The diagnostic of an `@import` no resolver found, at the `@import` in `importer` when its text
 * (`source`, read from the file when not given) holds it.
 */
export function unresolvedCssImport(
  request: string,
  importer: string,
  source?: string,
): Diagnostic {
  let text = source;
  if (text === undefined)
    try {
      text = readFileSync(importer, 'utf8');
    } catch {
      text = '';
    }
  const bare = !/^[./]/.test(request) && !isAbsolute(request);
  return {
    file: importer,
    ...findCssImport(text, request),
    severity: 'error',
    message: `Could not resolve the stylesheet '${request}' this file imports`,
    hint: bare
      ? `install the package in the site's folder (npm install ${packageOf(request)}), or fix the name`
      : 'check the path (relative to this stylesheet) and that the file exists',
    kind: 'bundle',
  };
}

/** Vite's options for its resolver of CSS `@import` (extensions `.css`, main field `style`). */
function isCssImportResolver(options: ResolverOptions | undefined): boolean {
  return !!options?.extensions?.includes('.css') && !!options.mainFields?.includes('style');
}

/** The CSS `@import` resolver with webpack's folder and `~` requests as a fallback. */
export function cssImportResolutionPlugin(): Plugin {
  return {
    name: 'docs:css-import-resolution',
    configResolved(config) {
      const create = config.createResolver.bind(config);
      const wrapped = (options?: ResolverOptions): Resolver => {
        const resolveId = create(options);
        if (!isCssImportResolver(options)) return resolveId;
        return async (id, importer, aliasOnly, ssr) => {
          const found = await resolveId(id, importer, aliasOnly, ssr);
          if (found || aliasOnly) return found;
          const fallback = await cssImportFallback(id, importer, (again) =>
            resolveId(again, importer, aliasOnly, ssr),
          );
          if (fallback || !importer || !isAbsolute(importer) || isUrlRequest(id)) return fallback;
          // Nothing else would find it: postcss-import would fail to open the request as a path.
          throw new BuildError(unresolvedCssImport(id, importer.split('?')[0]!));
        };
      };
      (config as { createResolver: ResolvedConfig['createResolver'] }).createResolver = wrapped;
    },
  };
}
