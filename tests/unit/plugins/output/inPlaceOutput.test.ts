// A rebuild's output written in place: only changed files are written, files of the previous
// output that the build does not make are swept into the journal, and a failed build puts every
// file back as it was (renamed ones, swept ones, replaced ones), leaving no new file or folder.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInPlaceOutput, journalDirOf } from '../../../../plugins/output/inPlaceOutput.js';
import { writeFiles } from '../../../../plugins/output/writeFiles.js';

const PREVIOUS: Record<string, string> = {
  'index.html': 'home',
  'a/index.html': 'page a',
  'gone/index.html': 'a deleted page',
  'search/old/1.json': 'fragment one',
  'search/old/2.json': 'fragment two',
  'search.json': '{"id":"old"}',
};

function previousOutput() {
  const root = mkdtempSync(join(tmpdir(), 'in-place-'));
  const outDir = join(root, 'build');
  for (const [file, text] of Object.entries(PREVIOUS)) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
  const scratch = join(root, 'scratch');
  mkdirSync(scratch);
  return { root, outDir, scratch };
}

/** Every file and folder under `dir`, with each file's hash. */
function tree(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true }) as string[];
  return Object.fromEntries(
    entries.sort().map((f) => {
      const abs = join(dir, f);
      if (statSync(abs).isDirectory()) return [f, 'folder'];
      return [f, createHash('sha256').update(readFileSync(abs)).digest('hex')];
    }),
  );
}

/** A rebuild of PREVIOUS: `a` changed, `gone` deleted, the search folder renamed, `b` added. */
async function rebuild(out: ReturnType<typeof createInPlaceOutput>, bundle: string) {
  out.keepSync('index.html');
  await writeFiles(
    out,
    [
      ['a/index.html', 'page a, edited'],
      ['b/index.html', 'page b'],
      ['search/new/1.json', 'fragment one'],
      ['search/new/2.json', 'fragment two, edited'],
      ['search.json', '{"id":"new"}'],
    ],
    (f) => f.replace('/new/', '/old/'),
  );
  mkdirSync(join(bundle, 'assets'), { recursive: true });
  mkdirSync(join(bundle, '.vite'), { recursive: true });
  writeFileSync(join(bundle, 'assets/app.js'), 'bundle');
  writeFileSync(join(bundle, '.vite/manifest.json'), '{}');
  out.adopt(bundle, (f) => f.startsWith('.vite/'));
  // Written twice (the Content-Security-Policy's second pass): the second replaces the first.
  out.writeSync('a/index.html', 'page a, edited twice');
}

describe('an output written in place', () => {
  it('answers for folders at every depth as files are written, written again and moved', async () => {
    // Each folder counts its entries holding a touched file; a count reaches the folder above
    // only when it starts or stops holding one (inPlaceOutput.ts TouchedPaths).
    const { outDir, scratch } = previousOutput();
    const out = createInPlaceOutput(outDir, scratch);
    out.writeSync('d/e/f/one.html', 'one');
    out.writeSync('d/e/g/two.html', 'two');
    // Written again: dropped from the touched files and added back (each folder's count with it).
    out.writeSync('d/e/f/one.html', 'one, again');
    for (const folder of ['/', 'd', 'd/e', '/d/e/f/', 'd/e/g'])
      expect(out.exists(folder)).toBe(true);
    for (const path of ['d/e/h', 'd/e/f/one', 'e', 'd/e/f/one.html/x'])
      expect(out.exists(path)).toBe(false);
    // A previous file moved to a new name: its new folder holds it; the old one holds none.
    await writeFiles(out, [['search/moved/1.json', 'fragment one']], (f) =>
      f.replace('/moved/', '/old/'),
    );
    expect(out.exists('search/moved')).toBe(true);
    expect(out.exists('search/old')).toBe(false);
    // A file written at the old name: that folder holds a touched file again.
    out.writeSync('search/old/1.json', 'fragment one, rewritten');
    expect(out.exists('search/old')).toBe(true);
    expect(out.exists('search/moved')).toBe(true);
    out.abandon();
  });

  it('writes only what changed and sweeps what the build did not make', async () => {
    const { root, outDir, scratch } = previousOutput();
    const out = createInPlaceOutput(outDir, scratch);
    const home = statSync(join(outDir, 'index.html')).ino;
    const fragment = statSync(join(outDir, 'search/old/1.json')).ino;
    await rebuild(out, join(scratch, 'client'));
    expect(out.exists('b/index.html')).toBe(true);
    expect(out.exists('gone/index.html')).toBe(false);
    // As the link check asks (a staging folder answers the same): a leading slash, a folder, the root.
    expect(out.exists('/b/index.html')).toBe(true);
    expect(out.exists('/b')).toBe(true);
    expect(out.exists('/')).toBe(true);
    expect(out.exists('/gone')).toBe(false);
    // A folder at any depth, by its whole name (not a prefix of one); a folder the build only
    // moved files out of holds none of its files.
    expect(out.exists('/search/new')).toBe(true);
    expect(out.exists('search')).toBe(true);
    expect(out.exists('/searc')).toBe(false);
    expect(out.exists('/search/old')).toBe(false);
    expect(out.readPrevious('search.json')).toBe('{"id":"old"}');
    out.sweep();
    expect(Object.keys(tree(outDir)).filter((f) => !tree(outDir)[f]!.startsWith('folder'))).toEqual(
      [
        'a/index.html',
        'assets/app.js',
        'b/index.html',
        'index.html',
        'search.json',
        'search/new/1.json',
        'search/new/2.json',
      ],
    );
    // Folders left empty are removed, as a cold build would not have them.
    expect(existsSync(join(outDir, 'gone'))).toBe(false);
    expect(existsSync(join(outDir, 'search/old'))).toBe(false);
    // The kept file is the same file; the unchanged fragment moved under its new name.
    expect(statSync(join(outDir, 'index.html')).ino).toBe(home);
    expect(statSync(join(outDir, 'search/new/1.json')).ino).toBe(fragment);
    expect(readFileSync(join(outDir, 'a/index.html'), 'utf8')).toBe('page a, edited twice');
    await out.settle();
    expect(readdirSync(root).sort()).toEqual(['build']);
  });

  it('keeps a file named by its content by its name and size, without reading it', async () => {
    const { outDir, scratch } = previousOutput();
    const out = createInPlaceOutput(outDir, scratch);
    const ino = statSync(join(outDir, 'a/index.html')).ino;
    // Another size, or no such file: the caller writes it.
    expect(out.keepNamedByContent!('a/index.html', 'page a'.length + 1)).toBe(false);
    expect(out.keepNamedByContent!('c/index.html', 1)).toBe(false);
    expect(out.exists('a/index.html')).toBe(false);
    expect(out.keepNamedByContent!('a/index.html', 'page a'.length)).toBe(true);
    expect(out.exists('/a')).toBe(true);
    expect(statSync(join(outDir, 'a/index.html')).ino).toBe(ino);
    // A file this build wrote is not the previous output's any more.
    out.writeSync('index.html', 'home, edited');
    expect(out.keepNamedByContent!('index.html', 'home, edited'.length)).toBe(false);
    out.sweep();
    expect(readFileSync(join(outDir, 'a/index.html'), 'utf8')).toBe('page a');
    expect(existsSync(join(outDir, 'b/index.html'))).toBe(false);
  });

  it('reads a previous file to compare only when it has the new size, and writes every change', async () => {
    const { outDir, scratch } = previousOutput();
    const out = createInPlaceOutput(outDir, scratch);
    const ino = (f: string) => statSync(join(outDir, f)).ino;
    const [home, a, fragment] = ['index.html', 'a/index.html', 'search/old/1.json'].map(ino);
    // The same bytes: kept as the same file. The same size, other bytes ('page a' → 'page A'):
    // written. Another size: written (not read to find that out).
    out.writeSync('index.html', 'home');
    out.writeSync('a/index.html', 'page A');
    await out.write('search/old/1.json', 'fragment one, longer');
    // Kept with the size its caller found (a kept page: stages/prerender.ts).
    out.keepSync('search.json', '{"id":"old"}'.length);
    expect(ino('index.html')).toBe(home);
    expect(ino('a/index.html')).not.toBe(a);
    expect(ino('search/old/1.json')).not.toBe(fragment);
    expect(readFileSync(join(outDir, 'a/index.html'), 'utf8')).toBe('page A');
    expect(readFileSync(join(outDir, 'search/old/1.json'), 'utf8')).toBe('fragment one, longer');
    out.sweep();
    // The sizes recorded are the files' as a listing and a stat give them.
    const listed = Object.fromEntries(
      (readdirSync(outDir, { recursive: true }) as string[])
        .filter((f) => statSync(join(outDir, f)).isFile())
        .sort()
        .map((f) => [f, statSync(join(outDir, f)).size]),
    );
    expect(out.outputSizes()).toEqual(listed);
    // A failed build puts back the replaced files too.
    out.abandon();
    expect(readFileSync(join(outDir, 'a/index.html'), 'utf8')).toBe('page a');
    expect(readFileSync(join(outDir, 'search/old/1.json'), 'utf8')).toBe('fragment one');
  });

  it('puts the previous output back when the build fails, after the sweep too', async () => {
    for (const sweep of [false, true]) {
      const { root, outDir, scratch } = previousOutput();
      const before = tree(outDir);
      const out = createInPlaceOutput(outDir, scratch);
      await rebuild(out, join(scratch, 'client'));
      if (sweep) out.sweep();
      expect(existsSync(journalDirOf(outDir))).toBe(true);
      out.abandon();
      expect(tree(outDir)).toEqual(before);
      expect(readdirSync(root).sort()).toEqual(['build']);
    }
  });
});
