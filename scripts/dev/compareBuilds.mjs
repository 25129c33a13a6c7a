// Compares two build folders file by file, with asset hashes masked, and lists what differs.
// Usage: node scripts/dev/compareBuilds.mjs <before> <after> [--show N]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const [before, after] = process.argv.slice(2);
const showIndex = process.argv.indexOf('--show');
const show = showIndex > 0 ? Number(process.argv[showIndex + 1]) : 5;
if (!before || !after) {
  console.error('usage: node scripts/dev/compareBuilds.mjs <before> <after> [--show N]');
  process.exit(2);
}

const hashed = /([-.])[A-Za-z0-9_-]{8}(\.(?:js|css|json|png|svg|jpg|jpeg|gif|webp|woff2?))/g;
const hashDir = /(assets\/(?:search|routes)\/)[A-Za-z0-9_-]{6,}/g;
const mask = (text) =>
  text
    .replace(hashed, '$1HASH$2')
    .replace(hashDir, '$1HASH')
    .replace(/sha256-[A-Za-z0-9+/=]{44}/g, 'sha256-HASH')
    // the route table's version: a hash of its files, which name the page modules' hashed files
    .replace(/(<meta name="docs-routes" content=")[A-Za-z0-9_-]+/g, '$1HASH');

function walk(root) {
  const out = new Map();
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else out.set(mask(relative(root, full)), full);
    }
  };
  visit(root);
  return out;
}

const a = walk(before);
const b = walk(after);
const differing = [];
for (const [key, file] of a) {
  if (!b.has(key)) differing.push(`only in before: ${key}`);
  else if (mask(readFileSync(file, 'utf8')) !== mask(readFileSync(b.get(key), 'utf8')))
    differing.push(`differs: ${key}`);
}
for (const key of b.keys()) if (!a.has(key)) differing.push(`only in after: ${key}`);
const pages = differing.filter((line) => line.endsWith('.html'));
console.log(`${differing.length} files differ (${pages.length} HTML) of ${a.size} / ${b.size}`);
for (const line of differing.slice(0, show)) console.log(`  ${line}`);
process.exit(differing.length ? 1 : 0);
