// The Infima subset: rules for classes nobody uses go, everything a page can show stays.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dropUnusedCustomProperties, subsetInfima } from '../../../../plugins/css/infimaSubset.js';
import {
  codeStringWords,
  markdownClassNames,
  sidebarClassNames,
  subsetSignature,
} from '../../../../plugins/css/subsetInputs.js';

const infima = readFileSync(
  createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'),
  'utf8',
);

describe('extractors', () => {
  it('reads class names from Markdown attributes only, not from prose', () => {
    expect(
      markdownClassNames(
        'A table and a button.\n<div className="row margin-top--lg">\n<span class=\'badge badge--info\'>x</span>\n<p className={"card"}>',
      ),
    ).toEqual(['row', 'margin-top--lg', 'badge', 'badge--info', 'card']);
  });
  it('reads the class names the sidebars give their items (sidebar_class_name, _category_ files), and keeps their rules', async () => {
    const sidebars = {
      docs: [
        { type: 'link' as const, label: 'A', href: '/a', className: 'badge badge--info' },
        {
          type: 'category' as const,
          label: 'C',
          collapsed: true,
          collapsible: true,
          className: 'hero',
          items: [{ type: 'link' as const, label: 'B', href: '/b', className: 'row' }],
        },
      ],
    };
    expect(sidebarClassNames(sidebars)).toEqual(['badge', 'badge--info', 'hero', 'row']);
    const content = [{ raw: sidebarClassNames(sidebars).join(' '), extension: 'txt' }];
    expect(await subsetInfima(infima, content)).toContain('.badge--info');
    expect(await subsetInfima(infima, [])).not.toContain('.badge--info');
  });
  it('reads the words of string literals, placeholders included, and skips comments', () => {
    const words = codeStringWords(
      "// a pagination comment\nconst c = `menu__link${active ? ' menu__link--active' : ''}`; f(\"hero__title\");",
    );
    expect(words).toEqual(
      expect.arrayContaining(['menu__link', 'menu__link--active', 'hero__title']),
    );
    expect(words).not.toContain('pagination');
  });
});

describe('subsetSignature', () => {
  it('changes with what the subset reads of the sources, and only with that', async () => {
    const doc = (text: string) => ({ raw: text, extension: 'md' });
    const code = { raw: 'const c = "navbar";', extension: 'ts' };
    const base = [code, doc('Some prose about a card.\n\n<div className="hero">')];
    const prose = [code, doc('Other prose about a table and a button.\n\n<div className="hero">')];
    const newClass = [
      code,
      doc('Some prose about a card.\n\n<div className="hero pagination-nav">'),
    ];
    const newProperty = [
      code,
      doc('Some prose.\n\n<div className="hero" style={{ color: "var(--ifm-color-danger)" }}>'),
    ];
    expect(subsetSignature(prose)).toBe(subsetSignature(base));
    expect(await subsetInfima(infima, prose)).toBe(await subsetInfima(infima, base));
    for (const other of [
      newClass,
      newProperty,
      [{ ...code, raw: 'const c = "navbar menu";' }, base[1]!],
    ]) {
      expect(subsetSignature(other)).not.toBe(subsetSignature(base));
    }
    expect(await subsetInfima(infima, newClass)).not.toBe(await subsetInfima(infima, base));
  });
});

describe('dropUnusedCustomProperties', () => {
  it('keeps properties read directly or through another property, drops the rest', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:red;--d:blue}.x{--e:var(--b)}.y{margin:var(--a);color:var(--e)}';
    const out = dropUnusedCustomProperties(css);
    for (const kept of ['--a:1px', '--b:var(--c)', '--c:red', '--e:var(--b)'])
      expect(out).toContain(kept);
    expect(out).not.toContain('--d');
  });
});

describe('subsetInfima', () => {
  it('keeps the rules of used classes, safelisted families and elements, and drops the others', async () => {
    const out = await subsetInfima(infima, [
      { raw: 'const c = "navbar menu__link alert";', extension: 'ts' },
      { raw: '<div className="pagination-nav">', extension: 'mdx' },
    ]);
    expect(out.length).toBeLessThan(infima.length * 0.6);
    expect(out).toMatch(/\.navbar\s*\{/);
    expect(out).toMatch(/\.menu__link\s*\{/);
    expect(out).toMatch(/\.pagination-nav\s*\{/);
    expect(out).toMatch(/\.alert--warning\s*\{/); // admonition types come from data (the variables it sets are read by .alert)
    expect(out).toMatch(/(^|[}/])\s*blockquote\s*\{/); // Markdown renders bare elements
    expect(out).not.toMatch(/\.avatar\s*\{/);
    expect(out).not.toMatch(/\.hero\s*\{/);
    // Variables the alert colours read through other variables survive.
    expect(out).toContain('--ifm-color-warning-contrast-background:');
  });
});
