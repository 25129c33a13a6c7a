import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOC_LOADED_EVENT, hmrCode, isStale, sourceVersion } from '../../../../plugins/dev/hmr.js';
import { createReloadQueue } from '../../../../plugins/dev/reloadQueue.js';

const dir = mkdtempSync(join(tmpdir(), 'hmr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('doc hot reload', () => {
  it('has each doc module report the version of the file it was made from', () => {
    const code = hmrCode({ file: '/site/docs/a.md', source: '# A\n', permalink: '/a' });
    expect(code).toContain('import.meta.hot.accept(');
    expect(code).toContain(
      `import.meta.hot.send(${JSON.stringify(DOC_LOADED_EVENT)}, ${JSON.stringify({ file: '/site/docs/a.md', version: sourceVersion('# A\n') })})`,
    );
  });

  it("reloads a blog post's page on its edit, or with --hot-only only says that a reload shows it", () => {
    const post = { file: '/site/blog/p.md', source: '# P\n', permalink: '/blog/p', reload: true };
    expect(hmrCode(post)).toContain('window.location.reload()');
    const held = hmrCode({ ...post, hotOnly: true });
    expect(held).not.toContain('reload()');
    expect(held).toContain('console.warn(');
    expect(held).toContain('reload of /blog/p: the page was not reloaded (--hot-only)');
  });

  it('finds a module stale once its file was saved with other text, not before', () => {
    const file = join(dir, 'a.md');
    writeFileSync(file, '# A\n');
    const version = sourceVersion('# A\n');
    expect(isStale(file, version)).toBe(false);
    writeFileSync(file, '# A, edited\n');
    expect(isStale(file, version)).toBe(true);
    expect(isStale(join(dir, 'missing.md'), version)).toBe(false);
  });
});

describe('reload queue', () => {
  it('runs one reload at a time, and one more for every request made while one runs', async () => {
    const runs: (() => void)[] = [];
    let started = 0;
    const request = createReloadQueue(() => {
      started++;
      return new Promise<void>((resolve) => runs.push(resolve));
    });
    const first = request();
    await Promise.resolve();
    expect(started).toBe(1);
    const second = request();
    const third = request(); // joins the second, which has not started
    expect(third).toBe(second);
    runs[0]!();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(2);
    runs[1]!();
    await second;
    expect(started).toBe(2);
  });
});
