import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compileDoc,
  createDocCompiler,
  type CompileDocInput,
} from '../../../../plugins/mdx/compileDoc.js';
import { sharedOnigWasm } from '../../../../plugins/mdx/onigWasm.js';
import { withStandaloneDigest } from '../../../../plugins/mdx/standaloneStore.js';
import { codeLanguagesOf, warmCompiler } from '../../../../plugins/mdx/warmCompiler.js';
import { createWorkerPool } from '../../../../plugins/workerPool.js';

const site = mkdtempSync(join(tmpdir(), 'warm-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
mkdirSync(join(site, 'docs'), { recursive: true });

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;
// Docs whose blocks share lines in different states (inside a comment, a string, a heredoc), so a
// line remembered from the warm-up in the wrong state would show in the compiles' HTML.
const DOCS: Record<string, string> = {
  'a.md': [
    '---',
    'title: A',
    '---',
    '# A',
    '',
    fence('ts', 'const a = 1; // one\n/*\nconst a = 1; // one\n*/\nexport { a };'),
    '',
    fence('python', 'def f():\n    """\n    x = 1\n    """\n    x = 1\n    return x'),
  ].join('\n'),
  'b.md': [
    '# B',
    '',
    'See [a](./a.md).',
    '',
    fence('bash', "cat <<EOF\nx=1\nEOF\nx=1\necho '$x'"),
    '',
    fence('ts', 'const s = `\nconst a = 1; // one\n`;\nconst a = 1; // one'),
  ].join('\n'),
  'c.md': [
    '# C',
    '',
    fence('json', '{ "a": [1, 2, "x=1"] }'),
    '',
    '| a | b |\n|---|---|\n| 1 | 2 |',
  ].join('\n'),
  'broken.mdx': '# Broken\n\nA stray { brace\n',
};
for (const [name, text] of Object.entries(DOCS)) writeFileSync(join(site, 'docs', name), text);
const files = Object.keys(DOCS).map((name) => join(site, 'docs', name));

const permalinkBySource = new Map([
  ['docs/a.md', '/a'],
  ['docs/b.md', '/b'],
]);
const inputOf = (name: string): CompileDocInput => ({
  body: DOCS[name]!.replace(/^---\n[\s\S]*?\n---\n/, ''),
  filePath: join(site, 'docs', name),
  source: `docs/${name}`,
  siteDir: site,
  staticDirs: [join(site, 'static')],
  permalinkBySource,
});
const options = { standalone: true, markdown: { siteUrl: 'https://e.com', baseUrl: '/' } };

describe('codeLanguagesOf', () => {
  it('gives the fenced languages, the most used first, each with its first block', () => {
    expect(
      codeLanguagesOf([
        fence('py', 'x = 1') + '\n\n' + fence('ts', 'let a'),
        '~~~ts title="t.ts"\nlet b\n~~~\n\n' + fence('', 'plain') + '\n\n' + fence('TS', 'let c'),
        '````md\n' + fence('py', 'inner') + '\n````',
      ]),
    ).toEqual([
      { lang: 'ts', code: 'let a' },
      { lang: 'py', code: 'x = 1' },
      { lang: 'md', code: fence('py', 'inner') },
    ]);
  });
});

describe('compileDoc without static folders', () => {
  it('compiles with the site folder given, partials looked for in its docs/', async () => {
    writeFileSync(join(site, 'docs', '_tide.mdx'), '## High water\n\nTwice a day.\n');
    const out = await compileDoc({
      ...inputOf('a.md'),
      body: "import Tide from './_tide.mdx';\n\n# Ports\n\n<Tide />\n",
      staticDirs: [],
    });
    expect(out.code).toContain('Ports');
    // The partial's heading is in the doc's TOC (read from docs/_tide.mdx).
    expect(JSON.stringify(out)).toContain('High water');
  });

  it('names what is missing without a site folder or a static one', async () => {
    const { siteDir: _, ...input } = { ...inputOf('a.md'), staticDirs: [] };
    await expect(compileDoc(input)).rejects.toThrow(
      /`siteDir` is not given and `staticDirs` is empty/,
    );
  });
});

describe('warmCompiler', () => {
  it('a warmed thread compiles every doc to what a cold one gives, a doc that fails included', async () => {
    const cold = createWorkerPool({ size: 1 });
    const warm = createWorkerPool({ size: 1 });
    try {
      warm.warm('warmCompiler', {
        siteDir: site,
        files,
        staticDirs: [join(site, 'static')],
        markdown: options.markdown,
        onigWasm: sharedOnigWasm(),
      });
      const names = ['b.md', 'a.md', 'c.md', 'broken.mdx'];
      const run = (pool: typeof cold) => {
        const compiler = createDocCompiler({ pool, ...options });
        return Promise.allSettled(names.map((n) => compiler.compile(inputOf(n))));
      };
      const [fromCold, fromWarm] = await Promise.all([run(cold), run(warm)]);
      expect(fromWarm).toEqual(fromCold);
      expect(fromWarm.map((r) => r.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
      ]);
      // And what the compile gives in this thread, never warmed.
      expect((fromWarm[1] as PromiseFulfilledResult<unknown>).value).toEqual(
        withStandaloneDigest(await compileDoc({ ...inputOf('a.md'), ...options })),
      );
    } finally {
      await Promise.all([cold.close(), warm.close()]);
    }
  }, 120_000);

  it('a pool whose threads split the languages compiles every doc as in this thread, a doc of both shares included', async () => {
    const pool = createWorkerPool({ size: 2 });
    try {
      // Thread 0 warms ts and bash, thread 1 python and json: a.md (ts, python) is both's.
      pool.warm(
        'warmCompiler',
        (index, of) => ({
          siteDir: site,
          files,
          staticDirs: [join(site, 'static')],
          markdown: options.markdown,
          onigWasm: sharedOnigWasm(),
          share: { index, of },
        }),
        { affinityOf: (warmed) => warmed.languages.map((l) => [l.lang, l.ms] as const) },
      );
      const names = ['a.md', 'b.md', 'c.md'];
      const compiler = createDocCompiler({ pool, ...options });
      const pooled = await Promise.all(names.map((n) => compiler.compile(inputOf(n))));
      for (const [i, name] of names.entries())
        expect(pooled[i]).toEqual(
          withStandaloneDigest(await compileDoc({ ...inputOf(name), ...options })),
        );
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('does not fail on files it cannot read or compile, or on unknown languages', async () => {
    writeFileSync(join(site, 'docs', 'odd.md'), fence('no-such-language', 'x') + '\n\n<div>\n');
    await expect(
      warmCompiler({
        siteDir: site,
        files: [join(site, 'docs', 'missing.md'), join(site, 'docs', 'odd.md'), files[3]!],
        staticDirs: [],
      }),
    ).resolves.toMatchObject({ compiled: 0 }); // (odd.md's unclosed <div> is no MDX either)
  }, 60_000);

  // A site with `staticDirectories: []` and its docs in docs/: the compiles once threw ("path
  // argument must be of type string", from the missing first static folder) and the warm-up,
  // which never fails, compiled nothing.
  it('compiles its sample docs for a site without static folders', async () => {
    const docs = files.slice(0, 3);
    await expect(
      warmCompiler({ siteDir: site, files: docs, staticDirs: [] }),
    ).resolves.toMatchObject({ compiled: 3 });
  }, 60_000);

  it('warms its share of the languages, and compiles only sample docs of those', async () => {
    // The docs' languages, the most used first: ts (2), python, bash, json.
    const warmed = (index: number) =>
      warmCompiler({ siteDir: site, files, staticDirs: [], share: { index, of: 2 } });
    const [first, second] = await Promise.all([warmed(0), warmed(1)]);
    expect(first.languages.map((l) => l.lang)).toEqual(['ts', 'bash']);
    expect(second.languages.map((l) => l.lang)).toEqual(['python', 'json']);
    expect(first.languages.every((l) => l.ms >= 0)).toBe(true);
    // b.md (bash, ts) for the first; c.md (json) for the second (a.md has both shares' languages).
    expect([first.compiled, second.compiled]).toEqual([1, 1]);
  }, 60_000);

  it("does not run the site's remark plugins on the docs it compiles", async () => {
    // A site whose docs remark plugin has a side effect: a line per call.
    const counted = mkdtempSync(join(tmpdir(), 'warm-site-'));
    try {
      mkdirSync(join(counted, 'docs'));
      const docs = ['a.md', 'b.md', 'c.md'].map((name) => join(counted, 'docs', name));
      for (const doc of docs) writeFileSync(doc, '# Doc\n\nText.\n');
      writeFileSync(
        join(counted, 'docusaurus.config.js'),
        [
          "const fs = require('fs');",
          `const log = (what) => fs.appendFileSync(${JSON.stringify(join(counted, 'calls.log'))}, what + '\\n');`,
          "const counting = () => () => log('remark');",
          'module.exports = {',
          "  title: 'Counted', url: 'https://e.com', baseUrl: '/',",
          "  presets: [['classic', { docs: { remarkPlugins: [counting] } }]],",
          '};',
        ].join('\n'),
      );
      const calls = () =>
        existsSync(join(counted, 'calls.log'))
          ? readFileSync(join(counted, 'calls.log'), 'utf8').trim().split('\n')
          : [];
      await warmCompiler({ siteDir: counted, files: docs, staticDirs: [join(counted, 'static')] });
      expect(calls()).toEqual([]);
      // The build's own compile of a doc runs them, once.
      await compileDoc({
        body: readFileSync(docs[0]!, 'utf8'),
        filePath: docs[0]!,
        source: 'docs/a.md',
        siteDir: counted,
        staticDirs: [join(counted, 'static')],
        permalinkBySource: new Map(),
      });
      expect(calls()).toEqual(['remark']);
    } finally {
      rmSync(counted, { recursive: true, force: true });
    }
  }, 60_000);
});
