// A Docusaurus config's docs `admonitions`: `keywords` add admonition types (after the defaults,
// unless `extendDefaults: false`), and a type Docusaurus's theme has no style for looks like `info`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { admonitionTypesOf } from '../../../../plugins/mdx/siteExtensions.js';
import { ADMONITION_TYPES } from '../../../../plugins/mdx/remarkAdmonitions.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/docusaurus-admonitions-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('admonitions options', () => {
  it('give the keywords as Docusaurus does', () => {
    expect(admonitionTypesOf(true)).toBeUndefined();
    expect(admonitionTypesOf(false)).toEqual([]);
    expect(admonitionTypesOf({ keywords: ['tide'] })).toEqual([...ADMONITION_TYPES, 'tide']);
    expect(admonitionTypesOf({ keywords: ['tide'], extendDefaults: false })).toEqual(['tide']);
  });

  it("make a site's own keyword an admonition, and a default one still is", async () => {
    mkdirSync(join(siteDir, 'docs'));
    // A home page: Docusaurus reports the navbar brand's link to / on a site without one.
    mkdirSync(join(siteDir, 'src/pages'), { recursive: true });
    writeFileSync(join(siteDir, 'src/pages/index.md'), '# Home\n');
    writeFileSync(
      join(siteDir, 'docs/intro.md'),
      '# Intro\n\n:::tide[High water]\n\nAt noon.\n\n:::\n\n:::note\n\nA note.\n\n:::\n',
    );
    writeFileSync(
      join(siteDir, 'docusaurus.config.mjs'),
      `export default { title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { docs: { admonitions: { keywords: ['tide'] } } }]] };\n`,
    );
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toMatch(
      // Info's component with the keyword's type, as Docusaurus 3.8.1 draws it (the title inline).
      /<div class="theme-admonition theme-admonition-tide admonition_dv alert alert--info">.*?<span class="admonition-title">High water<\/span>/,
    );
    expect(html).toContain('theme-admonition-note');
  });
});

describe("an admonition's {.class #id}, a heading's {/* #id */}", () => {
  // @docusaurus/mdx-loader 3.10.0's admonitions plugin gives the directive's class and id to the
  // admonition (hProperties className and id), and its headings plugin reads a trailing comment's
  // `#id`; 3.9.2's leave both out (the comment renders nothing; the id is the slug of the
  // heading's text, which has the comment's).
  const built = async (core: string) => {
    const dir = join(siteDir, `attributes-${core}`);
    mkdirSync(join(dir, 'docs'), { recursive: true });
    mkdirSync(join(dir, 'src/pages'), { recursive: true });
    writeFileSync(join(dir, 'src/pages/index.md'), '# Home\n');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ dependencies: { '@docusaurus/core': core } }),
    );
    writeFileSync(
      join(dir, 'docs/tides.md'),
      '# Tides\n\n:::warning[Spring tide]{.tide-note #spring-tide}\n\nHigher than usual.\n\n:::\n\n' +
        '## Table {/* #tide-table */}\n\nNoon.\n',
    );
    writeFileSync(
      join(dir, 'docusaurus.config.mjs'),
      `export default { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    );
    await buildSite({ siteDir: dir, outDir: join(dir, 'build') });
    const html = readFileSync(join(dir, 'build/docs/tides/index.html'), 'utf8');
    return [
      ...(/<div class="(theme-admonition [^"]*)"( id="[^"]*")?>/.exec(html)?.slice(1) ?? []),
      /<h2 [^>]*id="([^"]*)"/.exec(html)?.[1],
    ];
  };

  it("3.10: on the box, the class after the type's; the heading's id from its comment", async () => {
    expect(await built('3.10.0')).toEqual([
      'theme-admonition theme-admonition-warning admonition_dv alert alert--warning tide-note',
      ' id="spring-tide"',
      'tide-table',
    ]);
  }, 120_000);

  it('3.9: left out; the heading has its slug', async () => {
    expect(await built('3.9.2')).toEqual([
      'theme-admonition theme-admonition-warning admonition_dv alert alert--warning',
      undefined,
      // Its slug of the heading's text, the comment's among it (mdast-util-to-string).
      'table--tide-table-',
    ]);
  }, 120_000);
});
