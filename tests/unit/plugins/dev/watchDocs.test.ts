// The dev server's docs watcher reports what chokidar would: add, change (also a save by rename)
// and unlink, for files in any subfolder, new ones included.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchDocsFolder } from '../../../../plugins/dev/watchDocs.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'watch-docs-'));
  mkdirSync(join(dir, 'guide'));
  writeFileSync(join(dir, 'guide/a.md'), '# A\n');
  const events: string[] = [];
  const watcher = watchDocsFolder(dir, {
    emit: (event, file) => events.push(`${event} ${file.slice(dir.length + 1)}`),
  });
  close = () => watcher?.close();
  return { dir, events };
}

describe('watchDocsFolder', () => {
  it('reports an edit, a save by rename, a new file in a new folder and a removal', async () => {
    const { dir, events } = setup();
    writeFileSync(join(dir, 'guide/a.md'), '# A, edited\n');
    await vi.waitFor(() => expect(events).toContain('change guide/a.md'));
    events.length = 0;
    writeFileSync(join(dir, 'guide/.a.md.tmp'), '# A, saved by rename\n');
    renameSync(join(dir, 'guide/.a.md.tmp'), join(dir, 'guide/a.md'));
    await vi.waitFor(() => expect(events).toContain('change guide/a.md'));
    expect(events).not.toContain('add guide/a.md');
    mkdirSync(join(dir, 'new'));
    // A file made at once is found either by listing the new folder or by its watch, and both
    // happen once the watch is set up: when it is reported, the folder is watched.
    writeFileSync(join(dir, 'new/first.md'), '# First\n');
    await vi.waitFor(() => expect(events).toContain('add new/first.md'));
    // So this one can only be reported by the new folder's own watch.
    writeFileSync(join(dir, 'new/b.md'), '# B\n');
    await vi.waitFor(() => expect(events).toContain('add new/b.md'));
    rmSync(join(dir, 'guide/a.md'));
    await vi.waitFor(() => expect(events).toContain('unlink guide/a.md'));
    expect(events.filter((e) => e.startsWith('unlink'))).toEqual(['unlink guide/a.md']);
    // A folder removed: its files go; one added with files: they come.
    rmSync(join(dir, 'new'), { recursive: true });
    await vi.waitFor(() => expect(events).toContain('unlink new/b.md'));
    mkdirSync(join(dir, 'moved/deep'), { recursive: true });
    writeFileSync(join(dir, 'moved/deep/c.md'), '# C\n');
    renameSync(join(dir, 'moved'), join(dir, 'arrived'));
    await vi.waitFor(() => expect(events).toContain('add arrived/deep/c.md'));
  });

  it('does nothing for a site without a docs folder', () => {
    expect(
      watchDocsFolder(join(tmpdir(), 'no-such-folder-xyz'), { emit: () => undefined }),
    ).toBeUndefined();
  });
});
