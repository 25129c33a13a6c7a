// A doc not read yet (plugins/docs/docRecords.ts) gives its compile key from its body's digest:
// the compiler copies its input with the options added and must neither call the body's getter
// nor change the key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyDigest } from '../../../../plugins/mdx/bodyDigest.js';
import { createDocCompiler, type CompileDocInput } from '../../../../plugins/mdx/compileDoc.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('compile key of a doc whose body is not read', () => {
  it('is the key of the same doc read, without reading it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-key-lazy-'));
    const compiler = createDocCompiler({
      standalone: true,
      markdown: { siteUrl: 'https://example.com', baseUrl: '/' },
      magicComments: [{ className: 'hl', line: 'highlight-next-line' }],
      markdownConfig: { format: 'detect' } as CompileDocInput['markdownConfig'],
    });
    const body = '# Intro\n\nSome *text*.\n';
    const base: CompileDocInput = {
      body,
      filePath: join(dir, 'docs', 'intro.md'),
      source: 'intro.md',
      siteDir: dir,
      staticDirs: [join(dir, 'static')],
      permalinkBySource: new Map([['intro.md', '/intro']]),
      linksKey: 'links',
      frontMatter: { title: 'Intro', tags: ['a'] },
    };
    let reads = 0;
    const lazy = { ...base, bodyDigest: bodyDigest(body) } as CompileDocInput;
    Object.defineProperty(lazy, 'body', {
      get: () => {
        reads++;
        return body;
      },
      enumerable: true,
      configurable: true,
    });
    const key = await compiler.keyOf(lazy);
    expect(reads).toBe(0);
    expect(key).toBe(await compiler.keyOf(base));
    // The key follows what it is made of: the digest, the front matter, the options.
    expect(await compiler.keyOf({ ...base, body: `${body}more\n` })).not.toBe(key);
    expect(await compiler.keyOf({ ...base, frontMatter: { title: 'Other' } })).not.toBe(key);
    const other = createDocCompiler({ standalone: true });
    expect(await other.keyOf(base)).not.toBe(key);
    expect(reads).toBe(0);
  });
});
