// Two files of one doc id on a Docusaurus site (OpenHands' docs kept `openhands-cloud.md` beside
// `openhands-cloud.mdx`): the build stopped with "duplicate doc id". Docusaurus 3.8.1 builds
// tests/fixtures/sites/docs-same-id with its duplicate-routes warning:
//   [WARNING] Duplicate routes found!
//   - Attempting to create page at /guide/setup, but a page already exists at this route.
// and writes 404.html, index.html and guide/setup/index.html, the page showing setup.md ("Setup,
// old"). Here the first file is kept and the other reported as a duplicate route, which
// `onDuplicateRoutes` governs. Not the same: Docusaurus's sidebar listed the later file's title
// twice (its id index keeps the later file); here the kept file is listed once.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { BuildError } from '../../../../plugins/diagnostics.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/docs-same-id');
const siteDir = join(root, 'tests/.tmp/docs-same-id');
const outDir = join(siteDir, 'build');

const DOCUSAURUS_3_8_1 = {
  html: ['404.html', 'guide/setup/index.html', 'index.html'],
  setupTitle: 'Setup, old',
};

function htmlFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => relative(dir, join(dir, f)).split('\\').join('/'))
    .sort();
}

async function build(level?: string) {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  if (level) {
    const file = join(siteDir, 'docusaurus.config.js');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace("baseUrl: '/',", `baseUrl: '/', onDuplicateRoutes: '${level}',`));
  }
  const warnings: { file?: string; message: string; kind?: string }[] = [];
  await buildSite({
    siteDir,
    outDir,
    reporter: { stage: () => undefined, progress: () => undefined, warn: (d) => warnings.push(d) },
  });
  return warnings;
}

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('two files of one doc id on a Docusaurus site', () => {
  it('builds the pages Docusaurus 3.8.1 builds, with a duplicate-route warning naming both', async () => {
    const warnings = await build();
    expect(htmlFiles(outDir)).toEqual(DOCUSAURUS_3_8_1.html);
    const page = readFileSync(join(outDir, 'guide/setup/index.html'), 'utf8');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]).toBe(DOCUSAURUS_3_8_1.setupTitle);
    const duplicates = warnings.filter((w) => w.kind === 'duplicate route');
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]!.file).toBe(join(siteDir, 'docs/guide/setup.mdx'));
    expect(duplicates[0]!.message).toContain('/guide/setup is also the route of docs/guide/setup.md');
  }, 300_000);

  it("fails with onDuplicateRoutes 'throw', naming the file", async () => {
    const error = await build('throw').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics.map((d) => d.file)).toEqual([
      join(siteDir, 'docs/guide/setup.mdx'),
    ]);
    expect((error as BuildError).diagnostics[0]!.hint).toContain(
      "or set onDuplicateRoutes to 'warn' in the config",
    );
  }, 300_000);
});
