// webpack's NormalModuleReplacementPlugin on Vite (a plugin's configureWebpack: Open WebUI's docs
// swap docusaurus-search-local's `searchByWorker` module for their own with
// `new NormalModuleReplacementPlugin(/searchByWorker$/, path.resolve(__dirname, 'src/…'))`).
// webpack tests the pattern twice: on the request as written (`../searchByWorker`), which then
// becomes the new resource, resolved from the importer as the request would have been; and on the
// file the request resolved to, which is then replaced by the new resource (an absolute path, or
// one relative to that file's folder). A function as the new resource (it rewrites webpack's
// resolve data) has no meaning here: it is named in the configureWebpack warning.
import { dirname, isAbsolute, join } from 'node:path';
import type { Plugin } from 'vite';

/** One replacement: its pattern (a RegExp's source and flags, kept as data) and new resource. */
export interface ModuleReplacement {
  source: string;
  flags: string;
  resource: string;
}

/**
 * The replacement a webpack (or Rspack) NormalModuleReplacementPlugin instance gives, or why it
 * cannot be applied (a function as its new resource).
 */
export function moduleReplacementOf(plugin: unknown): ModuleReplacement | { lost: string } {
  const fields = (plugin ?? {}) as {
    resourceRegExp?: unknown;
    newResource?: unknown;
    _args?: unknown[];
  };
  const pattern = fields.resourceRegExp ?? fields._args?.[0];
  const resource = fields.newResource ?? fields._args?.[1];
  if (!(pattern instanceof RegExp)) return { lost: 'its resourceRegExp is not a RegExp' };
  if (typeof resource !== 'string') return { lost: 'a function as its newResource' };
  return { source: pattern.source, flags: pattern.flags, resource };
}

const patternOf = (r: ModuleReplacement) => new RegExp(r.source, r.flags.replace(/[gy]/g, ''));

/** The request a written request becomes (webpack's `beforeResolve` test), if one matches. */
export function replacedRequest(
  request: string,
  replacements: readonly ModuleReplacement[],
): string | undefined {
  return replacements.find((r) => patternOf(r).test(request))?.resource;
}

/**
 * The file a resolved file becomes (webpack's `afterResolve` test), if one matches: the new
 * resource as an absolute path, or relative to the resolved file's folder.
 */
export function replacedFile(
  file: string,
  replacements: readonly ModuleReplacement[],
): string | undefined {
  const match = replacements.find((r) => patternOf(r).test(file));
  if (!match) return undefined;
  return isAbsolute(match.resource) ? match.resource : join(dirname(file), match.resource);
}

/**
 * The replacements as a resolver (the bundles' and the dev server's, its dependency pre-bundle's
 * too: search-local's module that imports the replaced one is a dependency). `ssr`: the server
 * config's, for the dev server's server render (its modules resolve with `options.ssr`). None
 * without any.
 */
export function moduleReplacementPlugin(
  replacements: readonly ModuleReplacement[] | undefined,
  ssr?: readonly ModuleReplacement[],
): Plugin | undefined {
  if (!replacements?.length && !ssr?.length) return undefined;
  return {
    name: 'docs:webpack-module-replacement',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const own = (ssr && options?.ssr ? ssr : replacements) ?? [];
      if (!own.length) return null;
      const request = replacedRequest(source, own);
      if (request !== undefined)
        return this.resolve(request, importer, { ...options, skipSelf: true });
      // A file the pattern names (a virtual module's `\0` id is none).
      if (source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query = ''] = resolved.id.split(/(?=\?)/, 2);
      const replaced = replacedFile(file!, own);
      return replaced === undefined ? resolved : { ...resolved, id: replaced + query };
    },
  };
}
