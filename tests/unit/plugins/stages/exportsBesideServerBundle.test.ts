// The Markdown export and the search index run beside the server bundle (plugins/buildStages.ts):
// they see the client bundle's files, the server bundle still gets its pages' compiles, and a
// failure among them fails the build with the previous output kept.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { SEARCH_ENTRY_FILE } from '../../../../src/shared/search/indexFormat.js';

const root = join(import.meta.dirname, '../../../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function siteWith(name: string, files: Record<string, string>): string {
  const dir = join(root, 'tests/.tmp', name);
  rmSync(dir, { recursive: true, force: true });
  made.push(dir);
  for (const [file, text] of Object.entries({
    'site.config.ts': "export default { title: 'X', url: 'https://example.com', baseUrl: '/' };\n",
    ...files,
  })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** Every file of the local search index (its JSON files), as one text. */
function indexText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

const FILES = {
  'docs/plain.md': '---\ntitle: Plain page\n---\n\nWords about kettles.\n',
  // Bundled (it imports a component): the server bundle compiles it after the client bundle.
  'docs/widget.mdx':
    '---\ntitle: Widget page\n---\n\nimport Gauge from "@site/src/components/Gauge";\n\nWords about gauges.\n\n<Gauge />\n',
  'src/components/Gauge.tsx':
    'export default function Gauge() { return <meter value={0.5} data-gauge="yes" />; }\n',
  // A static file where the export would write: the static folder's file wins.
  'static/plain.md': 'from the static folder\n',
};

describe('the Markdown export and the search index beside the server bundle', () => {
  it('export every page, index every page, keep the static file and render the bundled page', async () => {
    const dir = siteWith('exports-beside-server', FILES);
    const out = join(dir, 'build');
    await buildSite({ siteDir: dir, outDir: out });
    expect(readFileSync(join(out, 'plain.md'), 'utf8')).toBe('from the static folder\n');
    expect(readFileSync(join(out, 'widget.md'), 'utf8')).toContain('Words about gauges.');
    expect(existsSync(join(out, SEARCH_ENTRY_FILE))).toBe(true);
    const index = indexText(out);
    expect(index).toContain('kettles');
    expect(index).toContain('gauges');
    expect(readFileSync(join(out, 'widget/index.html'), 'utf8')).toContain('data-gauge="yes"');
    expect(readFileSync(join(out, 'llms-full.txt'), 'utf8')).toContain('Words about gauges.');
  }, 300_000);

  it('a write of the search index that fails fails the build, naming the file, and keeps the previous output', async () => {
    const dir = siteWith('exports-beside-server-fail', FILES);
    const out = join(dir, 'build');
    await buildSite({ siteDir: dir, outDir: out });
    const before = readFileSync(join(out, 'widget/index.html'), 'utf8');
    // A folder of the static folder where the search index's file goes: the client bundle copies
    // it, and the index's write, beside the server bundle, fails on it.
    mkdirSync(join(dir, 'static', SEARCH_ENTRY_FILE), { recursive: true });
    writeFileSync(join(dir, 'static', SEARCH_ENTRY_FILE, 'x.txt'), 'x');
    writeFileSync(join(dir, 'docs/plain.md'), '---\ntitle: Plain page\n---\n\nNew words.\n');
    const failure = await buildSite({ siteDir: dir, outDir: out }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(failure?.message).toContain(SEARCH_ENTRY_FILE);
    expect(readFileSync(join(out, 'widget/index.html'), 'utf8')).toBe(before);
    expect(readFileSync(join(out, 'plain/index.html'), 'utf8')).toContain('Words about kettles.');
    // No staging folder is left beside the output.
    expect(readdirSync(dir).filter((f) => f.includes('staging'))).toEqual([]);
    expect(existsSync(join(out, SEARCH_ENTRY_FILE, 'x.txt'))).toBe(false);
  }, 300_000);
});
