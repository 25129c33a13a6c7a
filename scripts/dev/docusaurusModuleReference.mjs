// What Docusaurus 3.8.1's own module loader (@docusaurus/utils `loadFreshModule`, jiti) gives for a
// fixture site's config and sidebars, for tests that check we load them the same way.
//
//   node scripts/dev/docusaurusModuleReference.mjs tests/fixtures/sites/module-loading [sidebars.cts]
//
// Copies the fixture to a temporary folder, installs its `packages/*` as `node_modules/` (as the
// test does), loads its docusaurus.config.* and the named files with the benchmark's Docusaurus
// install (scripts/bench/peer; another with `--peer DIR`), and prints what each evaluated to as
// JSON (a config function is called, as Docusaurus calls it; functions are shown as their names).
// Each docs remark plugin of the classic preset is also run on a tree of one code block (`remark`
// in the output), to show that what it imports works as loaded.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const peerAt = args.indexOf('--peer');
const peer = peerAt >= 0 ? resolve(args.splice(peerAt, 2)[1]) : join(ROOT, 'scripts/bench/peer');
const [fixture, ...files] = args;
if (!fixture)
  throw new Error('usage: docusaurusModuleReference.mjs <fixture> [file…] [--peer DIR]');

/** The fixture in a temporary folder, with its packages/ installed as node_modules/. */
function copySite(dir) {
  const site = mkdtempSync(join(tmpdir(), 'docusaurus-modules-'));
  cpSync(dir, site, { recursive: true });
  const packages = join(site, 'packages');
  for (const name of readdirSync(packages)) {
    const { name: pkg } = JSON.parse(readFileSync(join(packages, name, 'package.json'), 'utf8'));
    cpSync(join(packages, name), join(site, 'node_modules', pkg), { recursive: true });
  }
  return site;
}

const plain = (value) =>
  JSON.parse(
    JSON.stringify(value, (_, v) => (typeof v === 'function' ? `[function ${v.name}]` : v)),
  );

/** The classic preset's docs options of a config (the function's result when it is one). */
function exportedDocs(exported) {
  const config = typeof exported === 'function' ? undefined : exported;
  const classic = config?.presets?.find((p) => Array.isArray(p) && p[0] === 'classic');
  return classic?.[1]?.docs;
}

const site = copySite(resolve(fixture));
try {
  const require = createRequire(join(peer, 'package.json'));
  const { loadFreshModule } = require('@docusaurus/utils');
  const { version } = require('@docusaurus/core/package.json');
  const config = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs']
    .map((ext) => join(site, `docusaurus.config.${ext}`))
    .find((f) => {
      try {
        return readFileSync(f) && true;
      } catch {
        return false;
      }
    });
  const out = { docusaurus: version };
  const exported = await loadFreshModule(config);
  out.config = plain(typeof exported === 'function' ? await exported() : exported);
  for (const file of files) out[file] = plain(await loadFreshModule(join(site, file)));
  const docs = (out.config.presets ?? []).length ? exportedDocs(exported) : undefined;
  out.remark = [];
  for (const entry of docs?.remarkPlugins ?? []) {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const tree = { type: 'root', children: [{ type: 'code', value: 'const answer = 42;' }] };
    await plugin(options)(tree);
    out.remark.push(tree);
  }
  console.log(JSON.stringify(out, null, 2));
} finally {
  rmSync(site, { recursive: true, force: true });
}
