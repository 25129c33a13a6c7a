// webpack's `resolve.fallback` on Vite (a plugin's configureWebpack, or node-polyfill-webpack-plugin
// that docusaurus-theme-openapi-docs 4 adds): a request that resolves to nothing, in browser code,
// is given the module the fallback names. For Node's built-ins Vite's own answer is an empty
// "browser external" module (`zlib.inflateSync` is then undefined); an installed package of the
// same name (`events`, `buffer`) is still the package, as with webpack, which tries the fallback
// only when the request fails. The server bundle runs on Node and keeps Node's modules (Docusaurus's
// server config targets Node, where webpack never reaches the fallback for a built-in).
import type { Plugin } from 'vite';
import type { WebpackMapping } from './hooks.js';

type Fallback = WebpackMapping['fallback'];

/** Vite's warning for a Node built-in it made an empty module in browser code. */
const EXTERNALIZED = /Module "([^"]+)" has been externalized for browser compatibility/;

/** Vite's id (and its dependency optimizer's) for a Node built-in in browser code. */
const BROWSER_EXTERNAL = '__vite-browser-external';

/**
 * What a request resolves to in browser code: what it resolved to on its own (`resolved`, the
 * rest of the resolvers' answer), unless that is nothing or Vite's empty module for a built-in,
 * when the fallback's module is (undefined: the request is not one of the fallback's).
 */
export function fallbackResolution(
  request: string,
  resolved: { id: string; external?: unknown } | null | undefined,
  fallback: Fallback,
): string | { id: string } | undefined {
  if (!Object.hasOwn(fallback, request)) return undefined;
  if (resolved && !resolved.external && !resolved.id.startsWith(BROWSER_EXTERNAL)) return resolved;
  return fallback[request]!;
}

/**
 * The fallback as a resolver of browser modules: the client bundle's, the dev server's browser
 * modules' and its dependency pre-bundle's (the same hook: rolldown's plugin API). None when the
 * plugins set no fallback.
 */
export function resolveFallbackPlugin(fallback: Fallback | undefined): Plugin | undefined {
  if (!fallback || Object.keys(fallback).length === 0) return undefined;
  return {
    name: 'docs:webpack-resolve-fallback',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr) return null;
      if (!Object.hasOwn(fallback, source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const answer = fallbackResolution(source, resolved, fallback);
      return typeof answer === 'string' ? { id: answer } : (answer ?? null);
    },
    // Vite's resolver warns that it made the built-in an empty module as `this.resolve` asks it,
    // before the fallback's module replaces that answer: not so for the requests the fallback has.
    onLog(_level, log) {
      const m = EXTERNALIZED.exec(log.message);
      if (m && Object.hasOwn(fallback, m[1]!)) return false;
      return undefined;
    },
  };
}
