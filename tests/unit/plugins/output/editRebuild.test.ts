// A rebuild after an edit gives, byte for byte, the output a cold build of the same sources gives
// (issue 37): every file name (the hashed ones included) and every file's content, for an edit of
// a doc's text (its page alone is rendered again), of a title (the sidebar of every page changes),
// a doc added and a doc deleted (the search index's files included: their terms come from the
// tokens cache for unchanged pages). A rebuild writes into the previous output in place
// (plugins/output/inPlaceOutput.ts): only what changed, with an undo journal that a failed build
// puts back, so that the previous output stays as it was; the journal is gone when it returns.
// Builds are a few seconds each on a quiet machine; the timeouts allow for a shared one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { getCompilerVersion } from '../../../../plugins/mdx/compilerVersion.js';
import {
  readSearchTokenCache,
  writeSearchTokenCache,
} from '../../../../plugins/search/searchTokenCache.js';
import { hashFile } from '../../../../plugins/output/buildState.js';
import { STAT_SETTLED_MS } from '../../../../plugins/output/fileHashes.js';
import { docRecordCounts } from '../../../../plugins/docs/docRecords.js';
import { SEARCH_ENTRY_FILE } from '../../../../src/shared/search/indexFormat.js';
import type { BuildError } from '../../../../plugins/diagnostics.js';
import {
  readPrerenderCache,
  writePrerenderCache,
  type PrerenderRecord,
} from '../../../../plugins/output/prerenderCache.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/edit-rebuild');
const outDir = join(siteDir, 'build');
const coldDir = join(siteDir, 'build-cold');

const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const FILES: Record<string, string> = {
  'site.config.ts':
    "export default { title: 'Edit rebuild', url: 'https://example.com', baseUrl: '/' };\n",
  'docs/intro.md': doc('Intro', 'Start with [the setup](./setup/install.md).'),
  'docs/setup/_category_.json': '{ "label": "Setup", "position": 2 }\n',
  'docs/setup/install.md': doc(
    'Install',
    '## Steps\n\n```bash\nnpm install\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSee [configure](./configure.md#options).',
  ),
  'docs/setup/configure.md': doc('Configure', '## Options\n\nBack to [the intro](../intro.md).'),
  'docs/usage.mdx': doc('Usage', 'export const n = 2;\n\nTwo times two is {n * 2}.'),
};

function writeSite(): void {
  rmSync(siteDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), text);
  }
}

/** Every file under `dir` → its SHA-256 (the tree as a map, sorted by path). */
function treeHashes(dir: string): Record<string, string> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
  return Object.fromEntries(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
}

/** A cold build of the sources as they are now, into coldDir: no cache, no previous output. */
async function coldBuild(): Promise<Record<string, string>> {
  rmSync(coldDir, { recursive: true, force: true });
  rmSync(join(siteDir, '.cache'), { recursive: true, force: true });
  await buildSite({ siteDir, outDir: coldDir });
  return treeHashes(coldDir);
}

/** A rebuild into outDir, after the cache and output of the build before it. */
async function rebuild(): Promise<{
  rendered: number;
  upToDate: boolean;
  hashes: Record<string, string>;
}> {
  let rendered = 0;
  const folder = statSync(outDir).ino;
  const result = await buildSite({
    siteDir,
    outDir,
    reporter: { stage: () => undefined, warn: () => undefined, progress: () => rendered++ },
    // As the CLI builds: nothing changed is decided before the site loads when it can be
    // (earlyUpToDate.ts), so every edit below must get past that check too.
    earlyCheck: true,
  });
  // Written in place: the output folder is the same folder, and nothing of the build is left
  // beside it (no staging folder, no journal).
  expect(statSync(outDir).ino).toBe(folder);
  expect(leftBeside()).toEqual([]);
  // The build state records the output as a listing and a stat of each file give it, though a
  // rebuild in place takes it from what it wrote and kept (the previous build's others swept).
  if (!result.upToDate) expect(recordedOutputs()).toEqual(listedOutputs(outDir));
  return { rendered, upToDate: result.upToDate === true, hashes: treeHashes(outDir) };
}

/** The output's files and sizes as the build state recorded them. */
const recordedOutputs = () =>
  (
    JSON.parse(readFileSync(join(siteDir, '.cache/build-state.json'), 'utf8')) as {
      outputs: Record<string, number>;
    }
  ).outputs;

/** Every file under `dir` and its size, by its path from `dir`. */
function listedOutputs(dir: string): Record<string, number> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
  return Object.fromEntries(files.map((f) => [f, statSync(join(dir, f)).size]));
}

const leftBeside = () =>
  readdirSync(siteDir).filter((f) => /^\.build(-cold)?\.(staging|old|undo)-/.test(f));

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a rebuild after an edit', () => {
  const install = join(siteDir, 'docs/setup/install.md');
  let edited: Record<string, string> = {};

  it("gives the cold build's output, file names and bytes, after an edit of a doc's text", async () => {
    writeSite();
    await buildSite({ siteDir, outDir });
    // The cold build left the stylesheet subset's line of every doc, keyed by its content's hash
    // (css/subsetSignatureCache.ts): the rebuild's reuse check reads the edited doc alone.
    const lines = (
      JSON.parse(readFileSync(join(siteDir, '.cache/subset-lines.json'), 'utf8')) as {
        files: Record<string, [string, string]>;
      }
    ).files;
    for (const file of Object.keys(FILES).filter((f) => /\.mdx?$/.test(f)))
      expect(lines[join(siteDir, file)]?.[0]).toBe(hashFile(join(siteDir, file)));
    // Its page alone is rendered again.
    writeFileSync(install, FILES['docs/setup/install.md'] + '\nA paragraph added by the edit.\n');
    const text = await rebuild();
    expect(text.rendered).toBe(1);
    expect(text.upToDate).toBe(false);
    const page = readFileSync(join(outDir, 'setup/install/index.html'), 'utf8');
    expect(page).toContain('A paragraph added by the edit.');
    // The next build keeps a page without reading it (its shell, links and ids are recorded), and
    // takes the search index's terms of the unchanged pages from the tokens cache.
    const renders = readPrerenderCache(join(siteDir, '.cache/prerender.json'))!;
    expect(renders.pages['/intro']?.shell).toBeTruthy();
    expect(renders.pages['/intro']?.checked?.links).toContain('/setup/install');
    expect(statSync(join(siteDir, '.cache/search-tokens.bin')).size).toBeGreaterThan(0);
    edited = text.hashes;
    expect(edited).toEqual(await coldBuild());
  }, 400_000);

  it('keeps every render when nothing the pages read changed, and the output when nothing did', async () => {
    // Into the first output folder again (the cold build's cache recorded the other one).
    const again = await rebuild();
    expect(again.rendered).toBe(0);
    expect(again.hashes).toEqual(edited);
    const same = await rebuild();
    expect(same.upToDate).toBe(true);
    expect(same.hashes).toEqual(edited);
  }, 400_000);

  it("gives the cold build's output after an edit of a title, which every page's sidebar shows", async () => {
    writeFileSync(
      install,
      FILES['docs/setup/install.md']!.replace('title: Install', 'title: Installing'),
    );
    const title = await rebuild();
    expect(title.rendered).toBeGreaterThan(4);
    expect(readFileSync(join(outDir, 'intro/index.html'), 'utf8')).toContain('Installing');
    expect(title.hashes).toEqual(await coldBuild());
  }, 400_000);

  it("gives the cold build's output after edits that take words out of the search index and bring them back", async () => {
    // A rebuild starts its search vocabulary from the last build's (searchTokenCache.ts): words
    // no page uses any more stay in the kept vocabulary, never in the index's files.
    const words = FILES['docs/setup/install.md']!.replace(
      '## Steps',
      '## Steps\n\nQuokkas and wombats tune the zyxtra antenna.',
    );
    writeFileSync(install, words);
    const added = await rebuild();
    const restored = FILES['docs/setup/install.md']!.replace('title: Install', 'title: Installing');
    writeFileSync(install, restored);
    const removed = await rebuild();
    expect(removed.hashes).toEqual(await coldBuild());
    writeFileSync(install, words);
    const again = await rebuild();
    expect(again.hashes).toEqual(added.hashes);
    expect(again.hashes).toEqual(await coldBuild());
    writeFileSync(install, restored);
    expect((await rebuild()).hashes).toEqual(removed.hashes);
  }, 400_000);

  it("gives the cold build's output after a doc is added and after one is deleted", async () => {
    const added = join(siteDir, 'docs/setup/upgrade.md');
    writeFileSync(added, doc('Upgrade', 'Read [the intro](../intro.md) first.\n\n## Steps'));
    const add = await rebuild();
    expect(readFileSync(join(outDir, 'setup/upgrade/index.html'), 'utf8')).toContain('Upgrade');
    expect(add.hashes).toEqual(await coldBuild());

    rmSync(join(siteDir, 'docs/usage.mdx'));
    const remove = await rebuild();
    expect(Object.keys(remove.hashes).some((f) => f.startsWith('usage/'))).toBe(false);
    expect(remove.hashes).toEqual(await coldBuild());
  }, 400_000);

  it("gives the cold build's output after an edit that asks for a class the stylesheet left out", async () => {
    // The bundle reuse check takes each unchanged source's part of the stylesheet subset from the
    // cache (plugins/css/subsetSignatureCache.ts); the edited doc's new class is read, and the
    // client bundle, whose stylesheet now keeps the class's rule, is made again.
    const css = () =>
      (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
        .join('');
    // A rule of its own (an avatar size only sets a custom property, which goes with the rule).
    expect(css()).not.toMatch(/\.pills__item[{,]/);
    const intro = join(siteDir, 'docs/intro.md');
    // A kept page's shell is not rendered again while what it is made of is the same (its key:
    // `shellInputs`); the stylesheet's new name changes every page's assets, so every kept page's
    // key changes and its shell is made again (the output below is the cold build's).
    const shellInputs = () =>
      readPrerenderCache(join(siteDir, '.cache/prerender.json'))!.pages['/setup/configure']!
        .shellInputs;
    const keyBefore = shellInputs();
    expect(keyBefore).toBeTruthy();
    writeFileSync(intro, doc('Intro', 'A <span class="pills__item">pill</span> here.'));
    const classes = await rebuild();
    expect(css()).toMatch(/\.pills__item[{,]/);
    expect(shellInputs()).toBeTruthy();
    expect(shellInputs()).not.toBe(keyBefore);
    expect(readFileSync(join(siteDir, '.cache/subset-lines.json'), 'utf8')).toContain(intro);
    expect(classes.hashes).toEqual(await coldBuild());
  }, 400_000);

  it("keeps the unchanged pages' Markdown and search files unread, and rewrites one changed by hand", async () => {
    // The Markdown export and the search index record each file's digest and size
    // (plugins/output/outputDigests.ts): a rebuild takes the previous output's file when this
    // build's content has the recorded digest, on a stat of its size, without reading it. An edit
    // of a heading changes the page's Markdown, its search records and its fragment file.
    const searchFiles = () =>
      (readdirSync(join(outDir, 'assets/search'), { recursive: true }) as string[]).filter((f) =>
        f.endsWith('.json'),
      );
    const inode = (file: string) => statSync(join(outDir, file)).ino;
    const introMd = inode('intro.md');
    const fragments = new Map(
      searchFiles().map((f) => [basename(f), inode(join('assets/search', f))]),
    );
    writeFileSync(
      install,
      FILES['docs/setup/install.md']!.replace('## Steps', '## Steps to take') + '\nMore text.\n',
    );
    const heading = await rebuild();
    expect(readFileSync(join(outDir, 'setup/install.md'), 'utf8')).toContain('## Steps to take');
    expect(heading.hashes).toEqual(await coldBuild());
    // The unchanged page's Markdown is the same file; the index moved to a new folder, and the
    // fragment files of the unchanged pages went with it (the same files, renamed).
    expect(inode('intro.md')).toBe(introMd);
    const moved = searchFiles().filter(
      (f) => fragments.get(basename(f)) === inode(join('assets/search', f)),
    );
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(searchFiles().length);

    // A file of the output changed by hand (another size) is written again by the next rebuild.
    writeFileSync(join(outDir, 'intro.md'), 'changed by hand\n');
    const configure = join(siteDir, 'docs/setup/configure.md');
    writeFileSync(configure, FILES['docs/setup/configure.md'] + '\nA line more.\n');
    const byHand = await rebuild();
    expect(readFileSync(join(outDir, 'intro.md'), 'utf8')).toContain('# Intro');
    expect(byHand.hashes).toEqual(await coldBuild());
  }, 400_000);

  it("keeps a page by its shell's inputs without making its shell, and makes it when they changed", async () => {
    const cacheFile = join(siteDir, '.cache/prerender.json');
    const forge = (change: (r: PrerenderRecord) => void) => {
      const cache = readPrerenderCache(cacheFile)!;
      change(cache.pages['/setup/configure']!);
      writePrerenderCache(cacheFile, cache.pages);
    };
    // The recorded shell hash forged: while the inputs' key is the one recorded, the shell is not
    // made to be compared (the forged hash stays), and the page is kept as it is. (The rebuild
    // follows a cold build into the other folder: its stages run, and keep every render. An edit
    // of a doc would change the route table's bucket, which every page of this small site names.)
    forge((r) => (r.shell = 'forged'));
    const keptStart = Date.now();
    const kept = await rebuild();
    expect(kept.rendered).toBe(0);
    expect(readPrerenderCache(cacheFile)!.pages['/setup/configure']!.shell).toBe('forged');
    // Each file the stylesheet subset's reuse check took by its hash (bundle.ts) is an input of
    // the build state, with the stat by which the next build takes that hash without reading it:
    // theme files the bundle does not load too.
    const state = JSON.parse(readFileSync(join(siteDir, '.cache/build-state.json'), 'utf8')) as {
      inputs: Record<string, string>;
      stats: Record<string, string>;
    };
    const subsetFiles = Object.keys(
      (
        JSON.parse(readFileSync(join(siteDir, '.cache/subset-lines.json'), 'utf8')) as {
          files: Record<string, unknown>;
        }
      ).files,
    );
    expect(subsetFiles.length).toBeGreaterThan(0);
    // A stat is recorded only for a file settled for two seconds when the build began (fileHashes.ts).
    const settled = (f: string) => statSync(f).mtimeMs < keptStart - 2000;
    expect(subsetFiles.filter((f) => !state.inputs[f] || (!state.stats[f] && settled(f)))).toEqual(
      [],
    );
    expect(kept.hashes).toEqual(await coldBuild());
    // The inputs' key forged, what it is made of left as recorded (every page's part, the page's
    // assets' inputs; its key and head are the record's): the key is taken as recorded, not hashed
    // again, and the page is kept.
    forge((r) => {
      expect(r.shellBase).toBeTruthy();
      expect(r.assetInputs).toBeTruthy();
      r.shellInputs = 'forged inputs';
    });
    const trusted = await rebuild();
    expect(trusted.rendered).toBe(0);
    expect(readPrerenderCache(cacheFile)!.pages['/setup/configure']!.shellInputs).toBe(
      'forged inputs',
    );
    expect(trusted.hashes).toEqual(await coldBuild());
    // The page's assets' inputs and the key forged (as if its route table bucket had changed): the
    // key is made again and differs, the shell is made and compared, the forged hash does not
    // match, and the page is read and written again.
    forge((r) => {
      r.shell = 'forged';
      r.shellInputs = 'forged inputs';
      r.assetInputs = 'forged';
    });
    const made = await rebuild();
    expect(made.rendered).toBe(0);
    const record = readPrerenderCache(cacheFile)!.pages['/setup/configure']!;
    expect(record.shell).not.toBe('forged');
    expect(record.shellInputs).not.toBe('forged inputs');
    expect(record.assetInputs).not.toBe('forged');
    expect(made.hashes).toEqual(await coldBuild());
  }, 400_000);

  it("gives an unchanged doc's search records by its compile's key, and makes them when its title or category changed", async () => {
    // The search index takes a page whose compile key, URL, title, category and keywords are the
    // last build's from the tokens cache, by the summary kept there with its terms and fragment
    // files: its compile is not read and its records are not made (issue 37). Shown by a forged
    // summary: a heading defining an abbreviation, which the index's synonyms then hold.
    const tokensFile = join(siteDir, '.cache/search-tokens.bin');
    const entry = () => readFileSync(join(outDir, SEARCH_ENTRY_FILE), 'utf8');
    const configure = join(siteDir, 'docs/setup/configure.md');
    const intro = join(siteDir, 'docs/intro.md');
    await rebuild();
    const version = getCompilerVersion();
    const cache = readSearchTokenCache(tokensFile, version)!;
    const keyOf = (permalink: string) =>
      [...cache.fragments!].find(([, files]) =>
        files.some((f) => Buffer.from(f).toString().includes(`"${permalink}"`)),
      )![0];
    const key = keyOf('/setup/configure');
    const summary = cache.summaries!.get(key)!;
    expect(summary.lvl0).toBe('Setup');
    cache.summaries!.set(key, { ...summary, headings: ['Forged Abbreviation Here (FAH)'] });
    writeSearchTokenCache(tokensFile, cache);
    expect(entry()).not.toContain('forged abbreviation here');

    // Another doc edited: the forged summary is taken as it is.
    writeFileSync(intro, doc('Intro', 'Start with [the setup](./setup/install.md). Edited.'));
    await rebuild();
    expect(entry()).toContain('forged abbreviation here');

    // Its title edited: its records are made again from its compile (the forgery is gone).
    writeFileSync(configure, FILES['docs/setup/configure.md']!.replace('Configure', 'Configuring'));
    const title = await rebuild();
    expect(entry()).not.toContain('forged abbreviation here');
    expect(readFileSync(join(outDir, 'setup/configure.md'), 'utf8')).toContain('Configuring');
    expect(title.hashes).toEqual(await coldBuild());

    // Its category renamed (no doc's text changed): the pages of the category get the new section.
    writeFileSync(
      join(siteDir, 'docs/setup/_category_.json'),
      '{ "label": "Setting up", "position": 2 }\n',
    );
    const category = await rebuild();
    const fragments = (readdirSync(join(outDir, 'assets/search'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.json'))
      .map((f) => readFileSync(join(outDir, 'assets/search', f), 'utf8'))
      .join('');
    expect(fragments).toContain('Setting up');
    expect(category.hashes).toEqual(await coldBuild());
  }, 400_000);

  it("gives an unchanged doc's module name and Markdown body by its compile's key, and reads its compile when that changed", async () => {
    // What the route table and the Markdown export read of a doc's compile comes, for a doc whose
    // compile key is the last build's, from the outline kept by that key (.cache/mdx-outlines.jsonl):
    // its compile record is not read (issue 37). Shown by a forged outline's Markdown body.
    const outlinesFile = join(siteDir, '.cache/mdx-outlines.jsonl');
    const configure = join(siteDir, 'docs/setup/configure.md');
    const intro = join(siteDir, 'docs/intro.md');
    const exported = () => readFileSync(join(outDir, 'setup/configure.md'), 'utf8');
    const forge = () => {
      // One line per doc: its key, a tab, its outline's JSON.
      const text = readFileSync(outlinesFile, 'utf8');
      const line = text.split('\n').find((l) => l.includes('Back to'))!;
      writeFileSync(outlinesFile, text.replace(line, line.replace('Back to', 'Forged to')));
    };
    await rebuild();
    forge();
    // Another doc edited: the forged body is exported, the outline taken as it is (the Markdown
    // export's record removed, so that the page's Markdown is made again, from that outline).
    rmSync(join(siteDir, '.cache/markdown-export.json'));
    writeFileSync(intro, doc('Intro', 'Start with [the setup](./setup/install.md). Once more.'));
    await rebuild();
    expect(exported()).toContain('Forged to');
    // The next build's file keeps the unchanged outline's line as it was read (not made again).
    expect(readFileSync(outlinesFile, 'utf8')).toContain('Forged to');
    // Its text edited: its compile is read (made), the forgery gone; the output is the cold one.
    writeFileSync(configure, FILES['docs/setup/configure.md'] + '\nA line added.\n');
    const edited = await rebuild();
    expect(exported()).not.toContain('Forged to');
    expect(edited.hashes).toEqual(await coldBuild());
    // The compile cache cleared (the outline's record gone): the outline is not used.
    await rebuild();
    forge();
    rmSync(join(siteDir, '.cache/mdx'), { recursive: true, force: true });
    writeFileSync(intro, doc('Intro', 'Start with [the setup](./setup/install.md). Again.'));
    const cleared = await rebuild();
    expect(exported()).not.toContain('Forged to');
    expect(cleared.hashes).toEqual(await coldBuild());
  }, 400_000);

  it("gives the cold build's output with the unchanged docs from their records: front matter that moves other pages, a rename, an edit within two seconds", async () => {
    // A doc whose settled stat is the recorded one is not read (plugins/docs/docRecords.ts): its
    // metadata comes from the last build's record. The docs are left alone past the two seconds
    // after which a stat may stand for the content (fileHashes.ts), then one is edited.
    const settle = () => new Promise((done) => setTimeout(done, STAT_SETTLED_MS + 200));
    const configure = join(siteDir, 'docs/setup/configure.md');
    const intro = join(siteDir, 'docs/intro.md');
    await rebuild();
    await settle();
    const settled = await rebuild();
    expect(settled.upToDate).toBe(true);
    // Sidebar position (the pagination and sidebar of the other pages) and tags (new tag pages).
    writeFileSync(
      configure,
      '---\ntitle: Configure\nsidebar_position: 1\ntags: [settings]\n---\n\n## Options\n',
    );
    const moved = await rebuild();
    expect(docRecordCounts(siteDir)).toMatchObject({ read: 1 });
    expect(docRecordCounts(siteDir)!.recorded).toBeGreaterThanOrEqual(3);
    expect(readFileSync(join(outDir, 'setup/install/index.html'), 'utf8')).toContain('Configure');
    expect(moved.hashes).toEqual(await coldBuild());
    // A rename: the same text under another name is read (records are by file).
    await rebuild();
    await settle();
    rmSync(configure);
    writeFileSync(
      join(siteDir, 'docs/setup/configuring.md'),
      '---\ntitle: Configure\nsidebar_position: 1\ntags: [settings]\n---\n\n## Options\n',
    );
    const renamed = await rebuild();
    expect(docRecordCounts(siteDir)).toMatchObject({ read: 1 });
    expect(Object.keys(renamed.hashes).some((f) => f.startsWith('setup/configuring/'))).toBe(true);
    expect(renamed.hashes).toEqual(await coldBuild());
    // Edited twice within two seconds, to the same size: the second edit's stat is not trusted.
    await rebuild();
    await settle();
    writeFileSync(intro, doc('Intro', 'Tide at noon.'));
    await rebuild();
    writeFileSync(intro, doc('Intro', 'Tide at nine.'));
    const twice = await rebuild();
    expect(readFileSync(join(outDir, 'intro/index.html'), 'utf8')).toContain('Tide at nine.');
    expect(twice.hashes).toEqual(await coldBuild());
  }, 400_000);

  it('leaves the previous output as it was when a rebuild fails after writing into it', async () => {
    const before = treeHashes(outDir);
    // The edited pages, the search index (moved to a new folder) and the Markdown export are
    // written into the output before the page that throws fails the build.
    writeFileSync(install, FILES['docs/setup/install.md'] + '\nEdited again.\n');
    writeFileSync(join(siteDir, 'docs/intro.md'), doc('Intro', 'A new intro.'));
    const usage = join(siteDir, 'docs/usage.mdx');
    writeFileSync(usage, doc('Usage', "{(() => { throw new Error('thrown in render'); })()}"));
    await expect(buildSite({ siteDir, outDir })).rejects.toThrow(/failed to render/);
    expect(readFileSync(join(outDir, 'setup/install/index.html'), 'utf8')).not.toContain(
      'Edited again',
    );
    expect(treeHashes(outDir)).toEqual(before);
    expect(leftBeside()).toEqual([]);
    // Fixed, the next rebuild gives the cold build's output again.
    rmSync(usage);
    const fixed = await rebuild();
    expect(fixed.hashes).toEqual(await coldBuild());
  }, 400_000);

  it('reports a doc that no longer compiles once, at its position, and keeps the previous output', async () => {
    // A rebuild of one doc collects its search records (its compile) before its bundle: the
    // compile's failure is the bundle's report, and nothing of the build is written.
    const before = treeHashes(outDir);
    const text = readFileSync(install, 'utf8');
    writeFileSync(install, text + '\nA brace { opens here.\n');
    let error: BuildError | undefined;
    try {
      await buildSite({ siteDir, outDir });
    } catch (e) {
      error = e as BuildError;
    }
    expect(error?.diagnostics).toHaveLength(1);
    expect(error?.diagnostics[0]).toMatchObject({
      file: install,
      kind: 'mdx',
      line: text.split('\n').length + 1,
    });
    expect(treeHashes(outDir)).toEqual(before);
    expect(leftBeside()).toEqual([]);
    writeFileSync(install, text);
    const fixed = await rebuild();
    expect(fixed.hashes).toEqual(before);
  }, 400_000);

  it("makes the edited page's Markdown alone: the others' files and parts of llms-full.txt are the last build's", async () => {
    // The Markdown export keeps an unchanged page (plugins/output/markdownExportCache.ts): its body
    // is not read from the outlines cache (plugins/mdx/docOutlines.ts), so a body forged there (the
    // intro's) shows nowhere; the edited page's outline is made anew.
    const outlines = join(siteDir, '.cache/mdx-outlines.jsonl');
    const stored = readFileSync(outlines, 'utf8');
    // The intro's body (its text since the failed rebuild above).
    expect(stored).toContain('A new intro.');
    const forged = stored.replaceAll('A new intro.', 'Forged: a new intro.');
    writeFileSync(outlines, forged);
    const text = readFileSync(install, 'utf8');
    writeFileSync(install, text + '\nAnother paragraph.\n');
    const edited = await rebuild();
    expect(readFileSync(join(outDir, 'setup/install.md'), 'utf8')).toContain('Another paragraph.');
    expect(readFileSync(join(outDir, 'llms-full.txt'), 'utf8')).toContain('Another paragraph.');
    for (const file of Object.keys(edited.hashes).filter((f) => /\.(md|txt)$/.test(f)))
      expect(readFileSync(join(outDir, file), 'utf8')).not.toContain('Forged');
    expect(edited.hashes).toEqual(await coldBuild());
  }, 400_000);
});
