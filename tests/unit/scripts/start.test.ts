// The dev server refuses, with a clear error, a site from which React does not resolve (a folder
// outside any node_modules tree holding the generator's dependencies).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDevDependencies } from '../../../scripts/start.js';
import { isBuildError } from '../../../plugins/diagnostics.js';

describe('dev server dependencies', () => {
  it('accepts a site inside the repository', () => {
    expect(() =>
      checkDevDependencies(join(import.meta.dirname, '../../fixtures/sites/minimal')),
    ).not.toThrow();
  });

  it('names the folder and says how to fix it when React does not resolve from the site', () => {
    const outside = mkdtempSync(join(tmpdir(), 'docs-outside-'));
    let error: unknown;
    try {
      checkDevDependencies(outside);
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const d = (error as { diagnostics: { file: string; message: string; hint?: string }[] })
      .diagnostics[0]!;
    expect(d.file).toBe(outside);
    expect(d.message).toMatch(/React does not resolve/);
    expect(d.hint).toMatch(/`build` works/);
  });
});
