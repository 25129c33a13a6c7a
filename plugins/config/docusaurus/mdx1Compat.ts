// Docusaurus's `markdown.mdx1Compat` (`comments`, `admonitions`, `headingIds`): each MDX 1 syntax
// kept in MDX files unless false. Docusaurus 3.10 adds `future.v4.mdx1CompatDisabledByDefault`
// (on with `future.v4: true`): a key the config leaves unset is then false, as in Docusaurus v4.
// Earlier versions have no such flag, so a site depending on 3.9 or older keeps all three on; so
// does a folder whose package.json names no Docusaurus version (our fixtures written from 3.8's
// template, whose `.md` blog posts hold `<!-- truncate -->`): that is the lenient reading, which
// builds what Docusaurus builds. The range's lowest version decides (`^3.9.2` keeps them on).
import type { Mdx1Compat } from '../../mdx/preprocess.js';
import { isAtLeast, type DocusaurusVersion } from './docusaurusVersion.js';
import { v4Flag } from './futureFlags.js';

export const MDX1_COMPAT_KEYS = ['comments', 'admonitions', 'headingIds'] as const;

/** What an unset `markdown.mdx1Compat` key is for this config and Docusaurus version. */
export function mdx1CompatDefault(future: unknown, version?: DocusaurusVersion): boolean {
  const disabled = isAtLeast(version, 3, 10) && v4Flag(future, 'mdx1CompatDisabledByDefault');
  return !disabled;
}

/**
 * The keys that are false, for the site config's `markdown.mdx1Compat`; undefined when all three
 * are on (the default, so a config without the flag maps as before).
 */
export function mdx1CompatOff(compat: Required<Mdx1Compat>): Mdx1Compat | undefined {
  const off: Mdx1Compat = {};
  for (const key of MDX1_COMPAT_KEYS) if (!compat[key]) off[key] = false;
  return Object.keys(off).length ? off : undefined;
}
