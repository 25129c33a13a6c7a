// `swizzle` on a Docusaurus site offers the classic theme's components under Docusaurus's names,
// rated as Docusaurus rates them (tests/fixtures/swizzle-lists/theme-classic-3.8.1.txt: the list
// Docusaurus 3.8.1's getThemeComponents gives for @docusaurus/theme-classic 3.8.1), and ejects
// the MDX components' parts one by one, as Docusaurus does (they are safe to eject there).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { classicComponents, swizzleFiles } from '../../../scripts/swizzle.js';
import { fixtureCopies } from '../fixtureSite.js';

const root = join(import.meta.dirname, '../../..');
const copies = fixtureCopies('docusaurus-config', {
  prefix: 'swizzle-classic',
  filter: (f) => !f.includes('.cache'),
});
let siteDir: string;
beforeEach(() => {
  siteDir = copies.copy();
});
const scratch = join(root, 'tests/.tmp/swizzle-classic-versions');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A Docusaurus site folder written for `version`. */
function siteFor(version: string): string {
  const dir = join(scratch, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'docusaurus.config.js'), 'export default { title: "T" };\n');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ dependencies: { '@docusaurus/core': version } }),
  );
  return dir;
}

const code = { s: 'safe', u: 'unsafe', f: 'forbidden' } as const;

describe('swizzle on a Docusaurus site: the classic theme’s components', () => {
  it('lists the names and ratings Docusaurus 3.8.1 lists', () => {
    const expected = readFileSync(
      join(root, 'tests/fixtures/swizzle-lists/theme-classic-3.8.1.txt'),
      'utf8',
    )
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => {
        const [name, eject, wrap] = l.split(' ') as [string, keyof typeof code, keyof typeof code];
        return { name, eject: code[eject], wrap: code[wrap] };
      });
    expect(expected).toHaveLength(214);
    const byName = (a: { name: string }, b: { name: string }) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    const list = classicComponents(siteFor('3.8.1'));
    expect([...list].sort(byName)).toEqual(expected.sort(byName));
    // Not our theme's own modules, which Docusaurus's theme does not offer.
    expect(list.map((c) => c.name)).not.toContain('Root');
  });

  it('rates MDXComponents/Li safe for a 3.10 site, as Docusaurus 3.10.2 does', () => {
    const li = (version: string) =>
      classicComponents(siteFor(version)).find((c) => c.name === 'MDXComponents/Li');
    expect(li('3.8.1')).toEqual({ name: 'MDXComponents/Li', eject: 'unsafe', wrap: 'unsafe' });
    expect(li('^3.10.0')).toEqual({ name: 'MDXComponents/Li', eject: 'safe', wrap: 'safe' });
  });

  it('offers the DocCard parts 3.10 added to a 3.10 site only', () => {
    const parts = (version: string) =>
      classicComponents(siteFor(version))
        .map((c) => c.name)
        .filter((n) => n.startsWith('DocCard/'));
    expect(parts('3.10.2')).toEqual([
      'DocCard/Description',
      'DocCard/Heading',
      'DocCard/Heading/Icon',
      'DocCard/Heading/Text',
      'DocCard/Layout',
    ]);
    expect(parts('3.9.2')).toEqual([]);
  });

  it('offers the Email mark 3.9 added to a 3.9 or later site, unsafe both ways as theme-classic 3.9.0 rates it', () => {
    const email = (version: string) =>
      classicComponents(siteFor(version)).find((c) => c.name === 'Icon/Socials/Email');
    expect(email('3.8.1')).toBeUndefined();
    for (const version of ['3.9.0', '3.10.2'])
      expect(email(version)).toEqual({
        name: 'Icon/Socials/Email',
        eject: 'unsafe',
        wrap: 'unsafe',
      });
  });

  it('ejects the MDX components’ parts one by one, and the build draws the copies', async () => {
    writeFileSync(
      join(siteDir, 'docs/parts.md'),
      '# Parts\n\n## A list\n\n- one `inline` [link](./intro.md)\n\n![lamp](https://example.org/lamp.png)\n',
    );
    const eject = async (component: string) =>
      (
        await swizzleFiles({ siteDir, component, action: 'eject', danger: true, typescript: false })
      )[0]!;
    const marks: [string, string, RegExp, string][] = [
      // Both of its returns (a site of ours' image, and a Docusaurus site's with its class).
      [
        'MDXComponents/Img',
        'MDXComponents/Img/index.js',
        /return <img /g,
        'return <img data-ejected="img" ',
      ],
      // Both of its returns (a footnote's item takes the first on a 3.9.2+ site).
      ['MDXComponents/Li', 'MDXComponents/Li.js', /return <li /g, 'return <li data-ejected="li" '],
      [
        'MDXComponents/Code',
        'MDXComponents/Code.js',
        /createElement\(CodeInline, props\)/,
        'createElement(CodeInline, { ...props, "data-ejected": "code" })',
      ],
      [
        'MDXComponents/A',
        'MDXComponents/A.js',
        /<Link \{\.\.\.props\} \/>/,
        '<Link data-ejected="a" {...props} />',
      ],
      [
        'MDXComponents/Heading',
        'MDXComponents/Heading.js',
        /<Heading \{\.\.\.props\} \/>/,
        '<Heading data-ejected="h" {...props} />',
      ],
    ];
    for (const [component, file, pattern, replacement] of marks) {
      const written = await eject(component);
      expect(written).toBe(join(siteDir, 'src/theme', file));
      const source = readFileSync(written, 'utf8');
      expect(source).toMatch(pattern);
      writeFileSync(written, source.replace(pattern, replacement));
    }
    const outDir = join(siteDir, 'out');
    await buildSite({ siteDir, outDir });
    const html = readFileSync(join(outDir, 'docs/parts/index.html'), 'utf8');
    expect(html).toMatch(/<img data-ejected="img"[^>]* src="https:\/\/example.org\/lamp.png"/);
    expect(html).toMatch(/<li data-ejected="li">one <code data-ejected="code"/);
    expect(html).toMatch(/<a href="\/docs\/intro" data-ejected="a">link<\/a>/);
    expect(html).toMatch(/<h2 data-ejected="h"[^>]* id="a-list"/);
  }, 180_000);

  it('ejects a folder without a component of its own as its components; refuses what it cannot copy, saying why', async () => {
    const written = await swizzleFiles({
      siteDir,
      component: 'Admonition/Icon',
      action: 'eject',
      danger: false,
      typescript: false,
    });
    expect(readdirSync(join(siteDir, 'src/theme/Admonition/Icon')).sort()).toEqual([
      'Danger.js',
      'Info.js',
      'Note.js',
      'Tip.js',
      'Warning.js',
    ]);
    expect(written).toHaveLength(5);
    await expect(
      swizzleFiles({
        siteDir,
        component: 'prism-include-languages',
        action: 'eject',
        danger: false,
        typescript: false,
      }),
    ).rejects.toThrow(/prism-include-languages is not ejected: .*prism\.additionalLanguages/);
    await expect(
      swizzleFiles({
        siteDir,
        component: 'TabItem',
        action: 'eject',
        danger: true,
        typescript: false,
      }),
    ).rejects.toThrow(/TabItem shares its source file .* wrap it \(--wrap\)/);
  });
});
