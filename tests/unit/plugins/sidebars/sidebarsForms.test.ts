// Sidebars files in every form Docusaurus reads (issue 24 item 5): the file kinds, CommonJS or
// ESM, computed at load time, every shorthand, and positioned errors.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { normalizeSidebars } from '../../../../plugins/sidebars/normalizeSidebars.js';
import type { SidebarItem } from '../../../../src/shared/types.js';
import { sidebarsOf } from '../../../../plugins/builtins/docsViews.js';

const root = join(import.meta.dirname, '../../../..');
const tmp = join(root, 'tests/.tmp/sidebars-forms');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A site in tests/.tmp with one doc `a` and these files. */
function site(name: string, files: Record<string, string>): string {
  const dir = join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'docs/a.md'), '# A\n');
  writeFileSync(
    join(dir, 'site.config.ts'),
    "export default { title: 'X', url: 'https://x.example', baseUrl: '/' };\n",
  );
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
  return dir;
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as BuildError,
  );

describe('sidebars files', () => {
  it.each([
    ['sidebars.js', "module.exports = { s: ['a'] };\n"],
    ['sidebars.js', "export default { s: ['a'] };\n"],
    ['sidebars.cjs', "const s = { s: ['a'] };\nmodule.exports = s;\n"],
    ['sidebars.mjs', "export default { s: ['a'] };\n"],
    ['sidebars.ts', "const s: Record<string, string[]> = { s: ['a'] };\nexport default s;\n"],
    ['sidebars.cts', "module.exports = { s: ['a'] };\n"],
    ['sidebars.mts', "export default { s: ['a'] as string[] };\n"],
    ['sidebars.json', '{ "s": ["a"] }\n'],
  ])('reads %s: %s', async (file, text) => {
    const dir = site(file.replace('.', '-') + (text.includes('module.exports') ? '-cjs' : ''), {
      [file]: text,
    });
    const loaded = await loadSiteConfig(dir);
    expect(loaded.sidebarsFile).toBe(join(dir, file));
    expect(loaded.sidebarsConfig).toEqual({ s: ['a'] });
  });

  it('reads the file docs.sidebarPath names, and a new version on every load', async () => {
    const dir = site('path', {
      'my-sidebars.cjs': "module.exports = { s: ['a'] };\n",
      'site.config.ts':
        "export default { title: 'X', url: 'https://x.example', baseUrl: '/', docs: { sidebarPath: './my-sidebars.cjs' } };\n",
    });
    expect((await loadSiteConfig(dir)).sidebarsConfig).toEqual({ s: ['a'] });
    writeFileSync(join(dir, 'my-sidebars.cjs'), "module.exports = { t: ['a'] };\n");
    expect((await loadSiteConfig(dir)).sidebarsConfig).toEqual({ t: ['a'] });
  });

  it('fails on bad JSON at its line and column', async () => {
    const dir = site('bad-json', { 'sidebars.json': '{\n  "s": ["a",]\n}\n' });
    const e = await errorOf(loadSiteConfig(dir));
    expect(e).toBeInstanceOf(BuildError);
    expect(e!.diagnostics[0]).toMatchObject({ line: 2, column: 12 });
    expect(e!.diagnostics[0]!.message).toMatch(/invalid JSON/);
  });

  it('fails on an unknown item type at its place, naming the type', async () => {
    const dir = site('bad-type', {
      'sidebars.js':
        "module.exports = {\n  s: {\n    Cat: ['a', { Deeper: [{ type: 'dok', id: 'a' }] }],\n  },\n};\n",
    });
    const e = await errorOf(loadSiteConfig(dir));
    expect(e!.diagnostics[0]).toMatchObject({ line: 3, column: 35 });
    expect(e!.diagnostics[0]!.message).toMatch(/Unknown sidebar item type "dok"/);
    expect(e!.diagnostics[0]!.hint).toMatch(/did you mean "doc"/);
  });

  it('fails on each item of the wrong shape at its place, saying what is wrong', async () => {
    const dir = site('bad-shape', {
      'sidebars.js': [
        'const items = [',
        "  { type: 'category', label: 'C', items: ['a'], collapsed: 'yes' },",
        '];',
        'module.exports = {',
        "  s: { Cat: ['a', { Deeper: [{ type: 'doc' }] }] },",
        "  t: [{ type: 'link', href: 'x', label: 'l', extra: 1 }, 42],",
        '  u: items,',
        '};',
        '',
      ].join('\n'),
    });
    const e = await errorOf(loadSiteConfig(dir));
    expect(e).toBeInstanceOf(BuildError);
    expect(e!.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [5, 30, '"s.Cat.1.Deeper.0.id" must be string'],
      [6, 46, 'unknown key "t.0.extra"'],
      [6, 58, '"t.1": expected a doc id string, { Label: items }, or an item object with a type'],
      [2, 49, '"u.0.collapsed" must be boolean'],
    ]);
    expect(e!.diagnostics[0]!.file).toBe(join(dir, 'sidebars.js'));
  });

  it('positions errors in a JSON file too', async () => {
    const dir = site('bad-json-shape', {
      'sidebars.json': '{\n  "s": [\n    "a",\n    { "type": "ref" }\n  ]\n}\n',
    });
    const e = await errorOf(loadSiteConfig(dir));
    expect(e!.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [4, 5, '"s.1.id" must be string'],
    ]);
  });
});

describe('shorthands', () => {
  it('turns nested objects into categories at any depth, in a list or as a category’s items', () => {
    expect(
      normalizeSidebars({
        s: { A: ['x', { B: { C: ['y'] } }] },
        t: [{ type: 'category', label: 'D', items: { E: ['z'] }, key: 'd' }],
      }),
    ).toEqual({
      s: [
        {
          type: 'category',
          label: 'A',
          items: [
            { type: 'doc', id: 'x' },
            {
              type: 'category',
              label: 'B',
              items: [{ type: 'category', label: 'C', items: [{ type: 'doc', id: 'y' }] }],
            },
          ],
        },
      ],
      t: [
        {
          type: 'category',
          label: 'D',
          items: [{ type: 'category', label: 'E', items: [{ type: 'doc', id: 'z' }] }],
        },
      ],
    });
  });
});

describe('a Docusaurus sidebars.js (CommonJS, computed when loaded)', async () => {
  const siteDir = join(root, 'tests/fixtures/sites/docusaurus-sidebars');
  const s = await loadSite({ siteDir, production: true });
  const shape = (items: SidebarItem[]): unknown[] =>
    items.map((i) =>
      i.type === 'category'
        ? { [i.label]: shape(i.items) }
        : i.type === 'link'
          ? i.label
          : `html ${i.value}`,
    );

  it('reads the nested object form, links and html items', () => {
    expect(shape(sidebarsOf(s).nested!)).toEqual([
      { Start: ['Introduction', { 'More about it': ['FAQ', { Deeper: ['Alpha'] }] }] },
      { Links: ['Example', 'html <hr class="sidebar-rule">'] },
    ]);
  });

  it('reads categories with links, collapsed, collapsible, className, customProps and key', () => {
    expect(shape(sidebarsOf(s).full!)).toEqual([
      'Introduction',
      { Guides: ['Alpha', 'Beta'] },
      { 'Shorthand items': [{ Inner: ['FAQ'] }] },
      'FAQ (from elsewhere)',
      'FAQ',
    ]);
    const [, guides, shorthand, , faq] = sidebarsOf(s).full! as Extract<
      SidebarItem,
      { type: 'category' }
    >[];
    expect(guides).toMatchObject({
      href: '/guides/',
      collapsed: false,
      className: 'guides-category',
      customProps: { badge: 'new' },
    });
    expect(guides).not.toHaveProperty('key');
    expect(shorthand).toMatchObject({ collapsible: false, href: '/category/shorthand-items' });
    expect(faq).toMatchObject({ className: 'faq-item', customProps: { icon: 'q' } });
  });
});
