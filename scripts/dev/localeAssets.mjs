// What the locales of one build share of the client bundle (issue 33): for each locale, the script
// and stylesheet files its pages load, how many are the default locale's files (same URL), how
// many have the same bytes at another URL, and how many differ only by the names of the chunks
// they import (a per-locale chunk changes the hash of every chunk that imports it).
// Usage: node scripts/dev/localeAssets.mjs <build folder> [--list]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [root] = process.argv.slice(2);
const list = process.argv.includes('--list');
if (!root || !existsSync(join(root, 'index.html'))) {
  console.error('usage: node scripts/dev/localeAssets.mjs <build folder> [--list]');
  process.exit(2);
}

/** The other locales: folders of the root with their own index.html and assets/. */
const locales = readdirSync(root).filter(
  (name) => existsSync(join(root, name, 'index.html')) && existsSync(join(root, name, 'assets')),
);

/** Every index.html under `dir`, the other locales' folders left out. */
function pagesOf(dir, skip) {
  const pages = [];
  const visit = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (d === dir && skip.includes(name)) continue;
      if (statSync(full).isDirectory()) visit(full);
      else if (name === 'index.html') pages.push(full);
    }
  };
  visit(dir);
  return pages;
}

/** The URLs of the .js and .css files a page loads (scripts, preloads, stylesheets). */
function assetUrls(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g))
    if (!/^[a-z]+:|^\/\//i.test(m[1])) urls.add(m[1]);
  return urls;
}

const sha = (text) => createHash('sha256').update(text).digest('hex');
const hashedName = /([-.])[A-Za-z0-9_-]{8}(\.(?:js|css))/g;
const masked = (text) => sha(text.replace(hashedName, '$1HASH$2'));

/** Each locale's asset files: URL → { file, bytes, hash, masked hash }. */
function localeAssets(dir, skip) {
  const urls = new Set();
  for (const page of pagesOf(dir, skip))
    for (const u of assetUrls(readFileSync(page, 'utf8'))) urls.add(u);
  const out = new Map();
  for (const url of urls) {
    // The URL's file in the build folder: the site's base URL is the folder's root, so leading
    // segments are dropped until a file is found.
    const segments = url.split('?')[0].split('/').filter(Boolean);
    const found = segments
      .map((_, i) => join(root, ...segments.slice(i)))
      .find((f) => existsSync(f));
    if (!found) continue;
    const text = readFileSync(found, 'utf8');
    out.set(url, { file: found, bytes: text.length, hash: sha(text), masked: masked(text) });
  }
  return out;
}

const base = localeAssets(root, locales);
const byHash = new Set([...base.values()].map((a) => a.hash));
const byMasked = new Set([...base.values()].map((a) => a.masked));
console.log(`default locale: ${base.size} script and stylesheet files`);
for (const locale of locales) {
  const assets = localeAssets(join(root, locale), []);
  const rows = { sameUrl: [], sameBytes: [], namesOnly: [], differs: [] };
  for (const [url, a] of assets) {
    if (base.has(url)) rows.sameUrl.push(url);
    else if (byHash.has(a.hash)) rows.sameBytes.push(url);
    else if (byMasked.has(a.masked)) rows.namesOnly.push(url);
    else rows.differs.push(url);
  }
  const kb = (urls) => (urls.reduce((n, u) => n + assets.get(u).bytes, 0) / 1024).toFixed(1);
  console.log(
    `${locale}: ${assets.size} files; the default locale's (same URL) ${rows.sameUrl.length} ` +
      `(${kb(rows.sameUrl)} KB), same bytes at another URL ${rows.sameBytes.length} ` +
      `(${kb(rows.sameBytes)} KB), different only in imported chunk names ` +
      `${rows.namesOnly.length} (${kb(rows.namesOnly)} KB), different ${rows.differs.length} ` +
      `(${kb(rows.differs)} KB)`,
  );
  if (list)
    for (const [kind, urls] of Object.entries(rows))
      for (const url of urls) console.log(`  ${kind.padEnd(9)} ${url}`);
}
