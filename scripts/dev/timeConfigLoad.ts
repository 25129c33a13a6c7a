// Times loading a site's config and sidebars through the generator's loader (issue 40): the first
// load in a process and repeat loads (what the dev server's reload and the up-to-date check pay).
//
//   npx tsx scripts/dev/timeConfigLoad.ts [siteDir …] [--runs 10]
//
// Without a folder: the knowledgebase and a copy of tests/fixtures/sites/module-loading with its
// packages installed (a Docusaurus config in TypeScript importing JSON, CommonJS and ESM files).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSiteConfig } from '../../plugins/config/loadSiteConfig.js';

const root = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 10;
const folders = args.filter((a, i) => !a.startsWith('--') && i !== runsAt + 1);

/** The module-loading fixture with its packages installed as node_modules (as its test does). */
function moduleLoadingSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'config-load-'));
  cpSync(join(root, 'tests/fixtures/sites/module-loading'), dir, { recursive: true });
  for (const name of readdirSync(join(dir, 'packages'))) {
    const pkg = JSON.parse(readFileSync(join(dir, 'packages', name, 'package.json'), 'utf8'));
    cpSync(join(dir, 'packages', name), join(dir, 'node_modules', pkg.name), { recursive: true });
  }
  return dir;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const temporary: string[] = [];
const sites = folders.length
  ? folders.map((f) => resolve(f))
  : [root, (temporary.push(moduleLoadingSite()), temporary[0]!)];
try {
  for (const siteDir of sites) {
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const t = performance.now();
      await loadSiteConfig(siteDir);
      times.push(performance.now() - t);
    }
    const [first, ...repeats] = times;
    const sorted = [...repeats].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `${siteDir === root ? 'knowledgebase' : siteDir}: first ${ms(first!)}, repeat median ${ms(median)} (${ms(sorted[0] ?? 0)}–${ms(sorted.at(-1) ?? 0)}, ${repeats.length} runs)`,
    );
  }
} finally {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
