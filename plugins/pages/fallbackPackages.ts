// Packages every Docusaurus site has through Docusaurus itself, which a site's code imports by
// name (`import clsx from 'clsx'` in the classic template): when the site's folder does not have
// them (it has no node_modules yet, or a trimmed one), they come from the generator, as
// `@docusaurus/*` do. A copy the site has installed is used first.
import type { Plugin } from 'vite';
import { GENERATOR_IMPORTER, packageOf } from '../sharedModules.js';

export const FALLBACK_PACKAGES = ['clsx'];
/** The imports that may name one (a Rolldown hook filter: the hook is called for no other). */
const FALLBACK_SPECIFIER = new RegExp(`^(?:${FALLBACK_PACKAGES.join('|')})(?:/|$)`);

export function fallbackPackagesPlugin(): Plugin {
  return {
    name: 'docs:fallback-packages',
    resolveId: {
      filter: { id: FALLBACK_SPECIFIER },
      async handler(source, importer, options) {
        const name = packageOf(source);
        if (!name || !FALLBACK_PACKAGES.includes(name) || importer === GENERATOR_IMPORTER)
          return null;
        const own = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (own) return own;
        return this.resolve(source, GENERATOR_IMPORTER, { ...options, skipSelf: true });
      },
    },
  };
}
