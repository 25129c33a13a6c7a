// A content plugin's component option naming a module that does not resolve: Docusaurus 3.8.1's
// bundler stops with "Module not found: Can't resolve '@theme/NoSuchPost'" in its generated
// registry, naming no option. Here the build stops at each such option, positioned in the config
// (plugins/builtins/contentComponents.ts), with a hint.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../../../plugins/diagnostics.js';

const fixture = join(import.meta.dirname, '../../../../fixtures/sites/component-options');
const siteDir = mkdtempSync(join(tmpdir(), 'docs-component-missing-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a component option naming no module', () => {
  it('stops the build at the option, in the config file', async () => {
    cpSync(fixture, siteDir, { recursive: true });
    const config = join(siteDir, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace("blogPostComponent: '@theme/MyBlogPost'", "blogPostComponent: '@theme/NoSuchPost'")
        .replace(
          "docTagsListComponent: '@site/src/components/MyDocTagsList'",
          "docTagsListComponent: '@site/src/components/Missing'",
        ),
    );
    const lines = readFileSync(config, 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    let diagnostics: Diagnostic[] = [];
    await buildSite({ siteDir, outDir: join(siteDir, 'build') }).catch(
      (e: { diagnostics?: Diagnostic[] }) => (diagnostics = e.diagnostics ?? []),
    );
    const got = diagnostics.map(({ file, line, column, message, hint }) => ({
      file,
      line,
      column,
      message,
      hint,
    }));
    expect(got).toEqual([
      {
        file: config,
        line: lineOf("'@theme/NoSuchPost'"),
        column: 11,
        message: expect.stringMatching(/^blog option blogPostComponent names "@theme\/NoSuchPost"/),
        hint: expect.stringContaining('src/theme/NoSuchPost'),
      },
      {
        file: config,
        line: lineOf("'@site/src/components/Missing'"),
        column: 11,
        message: expect.stringMatching(
          /^docs option docTagsListComponent names "@site\/src\/components\/Missing", which does not resolve/,
        ),
        hint: expect.stringContaining('"@theme/DocTagsListPage"'),
      },
    ]);
  }, 120_000);
});
