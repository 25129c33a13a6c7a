import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { refuseStaticClash } from '../../../../plugins/stages/pages.js';

const root = mkdtempSync(join(tmpdir(), 'static-clash-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(files: Record<string, string>, staticDirectories?: string[]) {
  const siteDir = mkdtempSync(join(root, 'site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(siteDir, path, '..'), { recursive: true });
    writeFileSync(join(siteDir, path), text);
  }
  return { siteDir, siteConfig: { ...(staticDirectories ? { staticDirectories } : {}) } };
}

describe('a static file at the route table index path', () => {
  it('is a build error naming the file, in any static folder', () => {
    const s = site({ 'public/route-table.js': 'x' }, ['static', 'public']);
    let error: unknown;
    try {
      refuseStaticClash(s);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.file).toBe(join(s.siteDir, 'public/route-table.js'));
    expect(d!.message).toContain('/route-table.js');
    expect(d!.hint).toMatch(/Move or rename/);
  });

  it('is fine elsewhere in the static folders', () => {
    expect(() =>
      refuseStaticClash(site({ 'static/js/route-table.js': 'x', 'static/img/a.png': '' })),
    ).not.toThrow();
  });
});
