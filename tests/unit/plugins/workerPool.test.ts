import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../../plugins/diagnostics.js';
import {
  compileDoc,
  createDocCompiler,
  type CompileDocInput,
} from '../../../plugins/mdx/compileDoc.js';
import { withStandaloneDigest } from '../../../plugins/mdx/standaloneStore.js';
import { createWorkerPool } from '../../../plugins/workerPool.js';

const site = mkdtempSync(join(tmpdir(), 'pool-'));
mkdirSync(join(site, 'static/img'), { recursive: true });
writeFileSync(join(site, 'static/img/ok.svg'), '<svg/>');
const permalinkBySource = new Map([['guide/b.md', '/guide/b']]);
const input = (body: string, source = 'guide/a.md'): CompileDocInput => ({
  body,
  filePath: join(site, 'docs', source),
  source,
  staticDirs: [join(site, 'static')],
  permalinkBySource,
});

const page = [
  '# Title',
  '',
  '## Set up {#setup}',
  '',
  'See [b](./b.md#x) and [dead](./missing.md).',
  '',
  ':::warning[Careful]',
  'Hot.',
  ':::',
  '',
  '```js title="a.js" {1}',
  'const a = 1;',
  '```',
  '',
  '![ok](/img/ok.svg)',
].join('\n');

const pool = createWorkerPool({ size: 2 });
afterAll(() => pool.close());

async function rejection(p: Promise<unknown>): Promise<BuildError> {
  try {
    await p;
  } catch (e) {
    return e as BuildError;
  }
  throw new Error('expected a failure');
}

describe('worker pool', () => {
  it('compiles a doc on a worker to exactly what the in-process compile gives', async () => {
    const compiler = createDocCompiler({ pool });
    expect(await compiler.compile(input(page))).toEqual(await compileDoc(input(page)));
  });

  it('highlights with the site’s code themes on a worker, and caches each theme pair apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pool-theme-'));
    const dracula = { light: 'dracula', dark: 'dracula' };
    const themed = createDocCompiler({ cacheDir: dir, pool, codeTheme: dracula });
    const onWorker = await themed.compile(input(page));
    expect(onWorker).toEqual(await compileDoc({ ...input(page), codeTheme: dracula }));
    // dracula's keyword colour, in both modes; GitHub's high contrast ones by default.
    expect(onWorker.code).toMatch(/shl-ff79c6 shd-ff79c6/);
    themed.close();
    const plain = createDocCompiler({ cacheDir: dir, pool });
    const byDefault = await plain.compile(input(page));
    plain.close();
    expect(byDefault.code).not.toMatch(/ff79c6/);
    expect(byDefault).toEqual(await compileDoc(input(page)));
  });

  it('fills the disk cache with the same entries as the in-process compile', async () => {
    const inProcess = join(site, 'cache-a');
    const pooled = join(site, 'cache-b');
    const a = createDocCompiler({ cacheDir: inProcess });
    await a.compile(input(page));
    a.close();
    const b = createDocCompiler({ cacheDir: pooled, pool });
    await b.compile(input(page));
    b.close();
    // One pack each, holding the same record (the key, then the result).
    const packOf = (dir: string) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.pack'))
        .map((f) => readFileSync(join(dir, f), 'utf8'));
    expect(packOf(inProcess)).toHaveLength(1);
    expect(packOf(pooled)).toEqual(packOf(inProcess));
  });

  it('returns compile errors from a worker as the same BuildError, with file, line, column and hint', async () => {
    for (const body of [
      '# Title\n\nA stray { brace',
      'Text\n\n<Unknown />\n',
      'Para\n\n<div>\nunclosed',
    ]) {
      const expected = await rejection(compileDoc(input(body)));
      const actual = await rejection(createDocCompiler({ pool }).compile(input(body)));
      expect(actual).toBeInstanceOf(BuildError);
      expect(actual.diagnostics).toEqual(expected.diagnostics);
      expect(actual.message).toBe(expected.message);
    }
  });

  it('makes the standalone module and the Markdown body on a worker exactly as in-process', async () => {
    const options = { standalone: true, markdown: { siteUrl: 'https://e.com', baseUrl: '/docs/' } };
    const onWorker = await createDocCompiler({ pool, ...options }).compile(input(page));
    // The compiler names the module by its digest (standaloneStore.ts); compileDoc does not.
    const inProcess = withStandaloneDigest(await compileDoc({ ...input(page), ...options }));
    expect(onWorker.standalone).toBeDefined();
    expect(onWorker.markdown).toContain('](https://e.com/docs/');
    expect(onWorker).toEqual(inProcess);
  });

  it('gives each task its own result when a worker holds several at once', async () => {
    const deep = createWorkerPool({ size: 1, inFlight: 3 });
    try {
      const compiler = createDocCompiler({ pool: deep });
      const bodies = ['# One\n\nfirst', '# Two\n\n```js\nconst two = 2;\n```', 'A stray { brace'];
      bodies.push('# Four\n\n| a |\n|---|\n| 4 |');
      const settled = await Promise.allSettled(
        bodies.map((b, i) => compiler.compile(input(b, `guide/p${i}.md`))),
      );
      const expected = await Promise.allSettled(
        bodies.map((b, i) => compileDoc(input(b, `guide/p${i}.md`))),
      );
      expect(settled.map((s) => s.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect(settled).toEqual(expected);
    } finally {
      await deep.close();
    }
  });

  it('refuses every task a closing pool held, sent or queued, and leaves none pending', async () => {
    const deep = createWorkerPool({ size: 1, inFlight: 2 });
    const key = deep.share(permalinkBySource);
    const held = [0, 1, 2].map((i) => {
      const { permalinkBySource: _links, ...rest } = input(page, `guide/held${i}.md`);
      return deep.run('compileDoc', { ...rest, permalinkBySourceKey: key }).then(
        () => 'done',
        (e: Error) => e.message,
      );
    });
    await deep.close();
    expect(await Promise.all(held)).toEqual(
      held.map(() => 'worker pool: closed before the task ran'),
    );
  });

  it('runs the tasks in this thread when no worker can start', async () => {
    const starved = createWorkerPool({
      size: 1,
      resourceLimits: { maxOldGenerationSizeMb: 1, maxYoungGenerationSizeMb: 1 },
    });
    try {
      expect(await createDocCompiler({ pool: starved }).compile(input(page))).toEqual(
        await compileDoc(input(page)),
      );
    } finally {
      await starved.close();
    }
  });

  it('compiles in this thread a page asked for after the pool closed, or queued when it closed', async () => {
    const short = createWorkerPool({ size: 1 });
    const compiler = createDocCompiler({ pool: short });
    // Queued behind the first, on the one worker, when the pool closes.
    const first = compiler.compile(input(page, 'guide/first.md')).catch((e: Error) => e);
    const queued = compiler.compile(input(page, 'guide/queued.md')).catch((e: Error) => e);
    await short.close();
    await Promise.all([first, queued]);
    // The output stage asks for every page again (its Markdown export, its search records).
    expect(await compiler.compile(input(page, 'guide/queued.md'))).toEqual(
      await compileDoc(input(page, 'guide/queued.md')),
    );
    expect(await compiler.compile(input(page, 'guide/later.md'))).toEqual(
      await compileDoc(input(page, 'guide/later.md')),
    );
  });
});
