// The production build of the generator's react-router in a production bundle, and only for the
// imports that reach the generator's copy: a site's own react-router (Docusaurus's v5, which
// react-router-dom 5 in its node_modules imports) stays the one its importer resolves.
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { GENERATOR_IMPORTER } from './sharedModules.js';

/**
 * react-router publishes its development build under every export condition, and its production
 * build (the same code with its development warnings off, which the minifier then drops) beside it
 * in dist/production. Returns the production file for a specifier whose resolved file is in the
 * generator's development build, undefined otherwise.
 */
export function generatorRouterProductionFile(
  specifier: string,
  resolved: string,
  dist = join(dirname(createRequire(GENERATOR_IMPORTER).resolve('react-router')), '..'),
): string | undefined {
  if (!resolved.startsWith(join(dist, 'development') + sep)) return undefined;
  if (specifier === 'react-router') return join(dist, 'production', 'index.mjs');
  if (specifier === 'react-router/dom') return join(dist, 'production', 'dom-export.mjs');
  return undefined;
}

export function reactRouterProductionPlugin(): Plugin {
  let dist: string | undefined;
  return {
    name: 'docs:react-router-production',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /^react-router(?:\/dom)?$/ },
      async handler(source, importer, options) {
        if (source !== 'react-router' && source !== 'react-router/dom') return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        dist ??= join(dirname(createRequire(GENERATOR_IMPORTER).resolve('react-router')), '..');
        return generatorRouterProductionFile(source, resolved.id, dist) ?? resolved;
      },
    },
  };
}
