// A monorepo's workspace packages, linked into node_modules as pnpm links them, stay in the module
// cache between config loads like any installed package, while the site's own files (a local
// plugin installed from the site's folder included) are evaluated again on every load.
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDocusaurusConfig } from '../../../../plugins/config/docusaurus/loadDocusaurusConfig.js';
import { findLinkedPackages, packageFileTest } from '../../../../plugins/config/linkedPackages.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const repo = realpathSync(mkdtempSync(join(root, 'tests/.tmp/workspace-packages-')));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
cpSync(join(root, 'tests/fixtures/sites/workspace-packages'), repo, { recursive: true });
const siteDir = join(repo, 'website');

/** `from/node_modules/name` → `to`, as a relative link (what pnpm writes). */
function link(from: string, name: string, to: string) {
  const at = join(repo, from, 'node_modules', name);
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(relative(dirname(at), join(repo, to)), at, 'dir');
}
link('website', '@demo/rules', 'packages/rules');
link('packages/rules', '@demo/rule-types', 'packages/rule-types');
link('website', 'site-notes', 'website/plugins/site-notes');
link('website', '@demo/website-playground', 'website-playground');
// The workspace root links the site itself too (npm and yarn workspaces do).
link('.', 'website', 'website');

type Loads = { rules?: number; ruleTypes?: number; siteNotes?: number };
const loads = () => (globalThis as { __demoLoads?: Loads }).__demoLoads ?? {};

describe('workspace packages linked into node_modules', () => {
  beforeEach(() => {
    delete (globalThis as { __demoLoads?: Loads }).__demoLoads;
  });

  it('finds the linked packages, through the links of a linked package too, the site aside', () => {
    // Only those of this test's repository: the generator's own node_modules, an ancestor of the
    // temporary folder, links a package of its own (tests/fixtures/react-18-packages).
    expect(findLinkedPackages(siteDir).filter((p) => p.startsWith(repo))).toEqual([
      join(repo, 'packages/rule-types'),
      join(repo, 'packages/rules'),
      join(repo, 'website-playground'),
    ]);
  });

  it('counts node_modules files and linked packages as installed, the site files not', () => {
    const installed = packageFileTest(siteDir);
    expect(installed(join(repo, 'packages/rules/index.js'))).toBe(true);
    expect(installed(join(repo, 'packages/rule-types/index.js'))).toBe(true);
    expect(installed(join(repo, 'website/node_modules/left-pad/index.js'))).toBe(true);
    expect(installed(join(repo, 'website/plugins/site-notes/index.js'))).toBe(false);
    expect(installed(join(repo, 'website/docusaurus.config.mjs'))).toBe(false);
    // A folder beside the packages whose name starts the same is not one of them.
    expect(installed(join(repo, 'packages/rules-docs/intro.js'))).toBe(false);
  });

  it('reads the links only when a file outside node_modules and the site is asked about', () => {
    // A site folder of its own, so that no earlier test has read its links already.
    const site = join(repo, 'second-site');
    mkdirSync(site, { recursive: true });
    const installed = packageFileTest(site);
    expect(installed(join(site, 'docusaurus.config.mjs'))).toBe(false);
    expect(installed(join(site, 'node_modules/left-pad/index.js'))).toBe(true);
    // Linked after the test was made and after the questions above: still found, as the links
    // were not read for those (a rebuild whose config imports only the site's files reads none).
    mkdirSync(join(repo, 'packages/late'), { recursive: true });
    link('second-site', '@demo/late', 'packages/late');
    expect(installed(join(repo, 'packages/late/index.js'))).toBe(true);
    expect(installed(join(repo, 'packages/late-docs/intro.js'))).toBe(false);
  });

  it('evaluates the workspace packages once and the site files on every load', async () => {
    const configFile = join(siteDir, 'docusaurus.config.mjs');
    const first = await loadDocusaurusConfig(configFile);
    const second = await loadDocusaurusConfig(configFile);
    expect((second.config as { customFields: unknown }).customFields).toEqual({
      rules: [
        { name: 'no-any', docs: '/rules/no-any' },
        { name: 'no-shadow', docs: '/rules/no-shadow' },
      ],
      note: 'written in the site',
    });
    expect(loads()).toEqual({ rules: 1, ruleTypes: 1, siteNotes: 2 });
    // The files the build read (what the dev server watches): the site's, not the packages'.
    for (const { files } of [first, second])
      expect(files.map((f) => relative(siteDir, f)).sort()).toEqual([
        'docusaurus.config.mjs',
        'plugins/site-notes/index.js',
      ]);
  });
});
