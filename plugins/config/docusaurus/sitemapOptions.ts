// `@docusaurus/plugin-sitemap`'s options (the classic preset's `sitemap`, or the plugin's own
// entry), checked as its schema checks them (positioned errors), for the built-in sitemap plugin
// (plugins/builtins/sitemapPlugin.ts).
import {
  DEFAULT_SITEMAP_OPTIONS,
  CHANGE_FREQUENCIES,
  type SitemapOptions,
} from '../../output/sitemap.js';
import type { Checker } from './mapDocusaurusConfig.js';

type Path = (string | number)[];
const KEYS = [
  'id',
  'changefreq',
  'priority',
  'lastmod',
  'createSitemapItems',
  'ignorePatterns',
  'filename',
];

export function mapSitemapOptions(c: Checker, raw: unknown, path: Path): SitemapOptions {
  const o = c.obj(raw, path);
  for (const key of Object.keys(o)) {
    if (key === 'cacheTime')
      c.fail([...path, key], 'is an option Docusaurus no longer has', 'remove it');
    else if (key === 'trailingSlash')
      c.fail(
        [...path, key],
        'is not an option of the sitemap plugin',
        "set the site's trailingSlash instead: the sitemap follows it",
      );
    else if (!KEYS.includes(key))
      c.fail(
        [...path, key],
        'is not an option of @docusaurus/plugin-sitemap',
        `its options are ${KEYS.join(', ')}`,
      );
  }
  const out: SitemapOptions = { ...DEFAULT_SITEMAP_OPTIONS };
  if (o.changefreq === null) out.changefreq = null;
  else if (o.changefreq !== undefined)
    out.changefreq = c.oneOf(o.changefreq, [...path, 'changefreq'], CHANGE_FREQUENCIES, 'weekly');
  if (o.priority === null) out.priority = null;
  else if (o.priority !== undefined) {
    if (typeof o.priority !== 'number' || !(o.priority >= 0 && o.priority <= 1))
      c.fail([...path, 'priority'], 'must be a number from 0 to 1, or null');
    else out.priority = o.priority;
  }
  if (o.lastmod !== undefined && o.lastmod !== null)
    out.lastmod = c.oneOf(o.lastmod, [...path, 'lastmod'], ['date', 'datetime'] as const, 'date');
  if (o.ignorePatterns !== undefined) {
    if (!Array.isArray(o.ignorePatterns) || o.ignorePatterns.some((p) => typeof p !== 'string'))
      c.fail([...path, 'ignorePatterns'], 'must be an array of glob patterns (strings)');
    else out.ignorePatterns = o.ignorePatterns as string[];
  }
  const filename = c.string(o.filename, [...path, 'filename']);
  if (filename !== undefined) out.filename = filename;
  if (typeof o.createSitemapItems === 'function')
    out.createSitemapItems = o.createSitemapItems as SitemapOptions['createSitemapItems'];
  else if (o.createSitemapItems !== undefined)
    c.fail(
      [...path, 'createSitemapItems'],
      'must be a function ({ defaultCreateSitemapItems, ...params }) => items',
    );
  return out;
}
