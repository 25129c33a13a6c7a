// A site folder outside this repository, with node_modules of its own: the build bundles the
// generator's React (one copy) and never the site's.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultServerConditions } from 'vite';
import { buildSite } from '../../../plugins/buildSite.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';
import {
  devServerOptions,
  GENERATOR_IMPORTER,
  isSharedSpecifier,
  packageOf,
  reactDependents,
  resolvesToGeneratorCopy,
  siteSharesGeneratorCopies,
} from '../../../plugins/sharedModules.js';

const MARKER = 'SITE_OWN_COPY_WAS_LOADED';
let siteDir: string;

/** A package in the site's node_modules that fails loudly when anything loads it. */
function fakePackage(name: string, subpaths: string[]) {
  const dir = join(siteDir, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  const exports: Record<string, string> = { './package.json': './package.json' };
  for (const sub of ['.', ...subpaths]) {
    const file = sub === '.' ? 'index.js' : `${sub.slice(2)}.js`;
    exports[sub] = `./${file}`;
    writeFileSync(join(dir, file), `throw new Error(${JSON.stringify(MARKER + ' ' + name)});\n`);
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '0.0.0-site', main: 'index.js', exports }),
  );
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'docs-outside-'));
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/outside-folder'), siteDir, { recursive: true });
  fakePackage('react', ['./jsx-runtime', './jsx-dev-runtime']);
  fakePackage('react-dom', ['./client', './server']);
  fakePackage('@mdx-js/react', []);
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('shared modules', () => {
  it('names the packages the theme shares with site code, with their subpaths', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@mdx-js/react')).toBe('@mdx-js/react');
    expect(packageOf('./react')).toBeUndefined();
    expect(isSharedSpecifier('react-dom/client')).toBe(true);
    expect(isSharedSpecifier('@mdx-js/react')).toBe(true);
    expect(isSharedSpecifier('react-router')).toBe(false);
    expect(isSharedSpecifier('@site/src/react')).toBe(false);
  });

  it("tells a folder with its own React from one that resolves the generator's", () => {
    expect(resolvesToGeneratorCopy('react', siteDir)).toBe(false);
    expect(siteSharesGeneratorCopies(siteDir)).toBe(false);
    expect(siteSharesGeneratorCopies(join(PACKAGE_ROOT, 'tests/fixtures/sites/minimal'))).toBe(
      true,
    );
  });

  it('finds the packages of a folder that import React, through the ones that do', () => {
    const dir = join(siteDir, 'dependents');
    const pkg = (
      name: string,
      deps: Record<string, string>,
      peers: Record<string, string> = {},
    ) => {
      const folder = join(dir, 'node_modules', name);
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        join(folder, 'package.json'),
        JSON.stringify({ name, version: '1.0.0', dependencies: deps, peerDependencies: peers }),
      );
    };
    pkg('harbour-router-dom', { 'harbour-router': '1' }, { react: '19' });
    pkg('harbour-router', {}, { react: '19', 'react-dom': '19' });
    pkg('tide-math', { 'tide-widget': '1' });
    pkg('tide-widget', { react: '19' });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        dependencies: { 'harbour-router-dom': '1', 'tide-math': '1', react: '19', absent: '1' },
      }),
    );
    // tide-widget is reached only through tide-math, which imports no React: Node loads it, and
    // Node gives it the React of its folder's, the site's.
    expect(reactDependents(join(dir, 'package.json'))).toEqual([
      'harbour-router',
      'harbour-router-dom',
    ]);
    expect(reactDependents(GENERATOR_IMPORTER)).toEqual(
      expect.arrayContaining(['react-router', 'react-router-dom']),
    );
  });

  it("keeps the dev server's server-side @docusaurus/… and, with the site's React, the generator's React packages from Node", () => {
    const own = devServerOptions(undefined, defaultServerConditions);
    expect(own.ssr.noExternal).toContain('react');
    expect(own.ssr.noExternal).not.toContain('react-router-dom');
    expect(
      own.ssr.noExternal.some((p) => p instanceof RegExp && p.test('@docusaurus/theme-common')),
    ).toBe(true);
    expect(own).not.toHaveProperty('environments');
    const site = devServerOptions(
      {
        version: '19.2.0',
        importer: join(siteDir, 'package.json'),
        reactDomPackage: join(siteDir, 'node_modules/react-dom/package.json'),
      },
      defaultServerConditions,
    );
    expect(site.ssr.noExternal).toEqual(
      expect.arrayContaining(['react-router-dom', '@mdx-js/react']),
    );
    expect(site.environments?.client.resolve.dedupe).toEqual(['react', 'react-dom']);
    expect(site.environments?.ssr.resolve.conditions).toEqual([
      'module-sync',
      ...defaultServerConditions,
    ]);
  });

  it("builds a site outside the repository with the generator's React, not the site's", async () => {
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    const html = readFileSync(join(outDir, 'intro/index.html'), 'utf8');
    // The component rendered on the server with hooks, and saw the theme's MDX components.
    expect(html).toContain('<span data-probe="shared">probe</span>');
    const output = filesUnder(outDir);
    const scripts = output.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of output) expect(readFileSync(f, 'utf8')).not.toContain(MARKER);
    // One React in the client's scripts: React defines its internals object once (react-dom
    // and the JSX runtime only read it), whatever the minifier names things.
    const definitions = scripts
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
      .match(/\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/g);
    expect(definitions).toHaveLength(1);
  });
});
