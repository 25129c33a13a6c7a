// Copies of the fixture sites under tests/fixtures/sites, for the tests that build one: each copy
// is a fresh folder, removed after the test file's tests. Only the copy is shared here: every test
// calls the build itself, so a failing build still fails its test with its own message.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildSite, type BuildParams, type BuildResult } from '../../plugins/buildSite.js';
import { PACKAGE_ROOT } from '../../plugins/paths.js';

export interface FixtureCopyOptions {
  /**
   * Where the copies go: `repo` (the default) is tests/.tmp, where a site resolves the generator's
   * own node_modules, as one inside a project does; `os` is the OS temp folder, where it does not.
   */
  under?: 'repo' | 'os';
  /** The start of each copy's folder name (the fixture's name by default). */
  prefix?: string;
  /** Which of the fixture's files to copy (`cpSync`'s filter): all by default. */
  filter?: (source: string) => boolean;
}

/** A fixture site's folder: `name` below tests/fixtures/sites, or an absolute path. */
export function fixturePath(name: string): string {
  return name.startsWith('/') ? name : join(PACKAGE_ROOT, 'tests/fixtures/sites', name);
}

/**
 * Makes copies of a fixture site on demand: `copy()` returns a new folder holding the fixture.
 * Call it at a test file's (or describe block's) top level: every copy it makes, in a hook or in a
 * test, is removed after that file's (or block's) tests.
 */
export function fixtureCopies(
  fixture: string,
  options: FixtureCopyOptions = {},
): { copy: () => string } {
  const source = fixturePath(fixture);
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  const parent = options.under === 'os' ? tmpdir() : join(PACKAGE_ROOT, 'tests/.tmp');
  const prefix = options.prefix ?? basename(source);
  return {
    copy: () => {
      mkdirSync(parent, { recursive: true });
      const dir = mkdtempSync(join(parent, `${prefix}-`));
      made.push(dir);
      cpSync(source, dir, { recursive: true, filter: options.filter });
      return dir;
    },
  };
}

/** One copy of a fixture site, made now; removed after the test file's (or block's) tests. */
export function fixtureCopy(fixture: string, options: FixtureCopyOptions = {}): string {
  return fixtureCopies(fixture, options).copy();
}

/** Reads a build's output files as text: `read('docs/intro/index.html')`. */
export function outputReader(outDir: string): (file: string) => string {
  return (file) => readFileSync(join(outDir, file), 'utf8');
}

export interface BuiltFixture {
  siteDir: string;
  outDir: string;
  /** Reads one of the build's output files as text. */
  read: (file: string) => string;
  /** What the build returned (after the `beforeAll` hook has run). */
  result: () => BuildResult;
}

/**
 * One copy of a fixture site, built once in a `beforeAll` hook of the file (or describe block) it
 * is called in, into `build/` unless `build.outDir` (relative to the copy) says otherwise. A failing build fails every
 * test of that block with its error. Hooks declared after this call run after the build.
 */
export function builtFixture(
  fixture: string,
  options: FixtureCopyOptions & {
    /** Given to buildSite with the copy's siteDir. */
    build?: Omit<BuildParams, 'siteDir'>;
    /** The build's time limit in ms. */
    timeout?: number;
  } = {},
): BuiltFixture {
  const siteDir = fixtureCopy(fixture, options);
  const outDir = resolve(siteDir, options.build?.outDir ?? 'build');
  let result: BuildResult | undefined;
  beforeAll(async () => {
    result = await buildSite({ ...options.build, siteDir, outDir });
  }, options.timeout);
  return {
    siteDir,
    outDir,
    read: outputReader(outDir),
    result: () => {
      if (!result)
        throw new Error(`${fixture} has not been built (its beforeAll hook did not finish)`);
      return result;
    },
  };
}
