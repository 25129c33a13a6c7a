// The Infima subset: rules for classes nobody uses go, everything a page can show stays.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropUnusedCustomProperties, subsetInfima } from '../../../../plugins/css/infimaSubset.js';
import { hashOf } from '../../../../plugins/output/buildState.js';
import {
  codeStringWords,
  familiesBuiltFromData,
  markdownClassNames,
  sidebarClassNames,
  signatureLine,
  sourceScanCount,
  subsetSignature,
  subsetSources,
  usedCustomProperties,
  withSourceScans,
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

describe('modifier families built from data', () => {
  const code = (raw: string) => ({ raw, extension: 'tsx' });
  const mdx = (raw: string) => ({ raw, extension: 'mdx' });
  it("reads a JSX expression's string literals in MDX, and tells a built name from a written one", () => {
    expect(markdownClassNames("<a className={clsx('button', 'button--primary')}>")).toEqual([
      'button',
      'button--primary',
    ]);
    expect(
      familiesBuiltFromData([code('const c = "button button--primary text--center";')]),
    ).toEqual([]);
    expect(familiesBuiltFromData([code('const c = `button button--${variant}`;')])).toEqual([
      'button--',
    ]);
    expect(familiesBuiltFromData([code("const c = 'badge badge--' + kind;")])).toEqual(['badge--']);
    expect(familiesBuiltFromData([mdx('<span className={`text--${align}`}>x</span>')])).toEqual([
      'text--',
    ]);
  });

  it('a site whose sources are all read keeps only the modifiers they use, unless they build them', async () => {
    const used = [code('const c = "button button--secondary";')];
    const all = await subsetInfima(infima, used);
    const built = await subsetInfima(infima, used, 'built');
    // Docusaurus sites ('all', the default): every modifier of the family stays.
    expect(all).toMatch(/\.button--primary\b/);
    expect(all).toMatch(/\.button--secondary\b/);
    expect(built).toMatch(/\.button--secondary\b/);
    expect(built).not.toMatch(/\.button--primary\b/);
    expect(built).not.toMatch(/\.button--outline\b/);
    expect(built.length).toBeLessThan(all.length);
    // A name built from data keeps the family whole.
    const dynamic = [...used, code('const v = `button--${kind}`;')];
    expect(await subsetInfima(infima, dynamic, 'built')).toMatch(/\.button--primary\b/);
    // Admonition colours (alert--…) are built by the theme: always whole.
    const alerts = await subsetInfima(infima, [code('const c = "alert";')], 'built');
    expect(alerts).toMatch(/\.alert--warning\b/);
  });
});

describe('subsetSources', () => {
  it('leaves the navbar dropdowns’ components out for a site that has none', async () => {
    const root = join(import.meta.dirname, '../../../..');
    const siteDir = mkdtempSync(join(tmpdir(), 'subset-sources-'));
    try {
      const files = (navbarDropdowns?: boolean) =>
        subsetSources({
          packageRoot: root,
          siteDir,
          docFiles: [],
          configFiles: [],
          navbarDropdowns,
        });
      const dropdown = join(root, 'src/theme/NavbarDropdown.tsx');
      expect(files(undefined)).toContain(dropdown);
      expect(files(true)).toContain(dropdown);
      expect(files(false)).not.toContain(dropdown);
      expect(files(false)).not.toContain(join(root, 'src/theme/LocaleDropdownNavbarItem.tsx'));
      // Its menu's rules go with it (a dropdown's link stays: plain navbar links draw it too).
      const content = (navbarDropdowns: boolean) =>
        files(navbarDropdowns).map((f) => ({
          raw: readFileSync(f, 'utf8'),
          extension: f.slice(f.lastIndexOf('.') + 1),
        }));
      const kept = await subsetInfima(infima, content(true), 'built');
      const left = await subsetInfima(infima, content(false), 'built');
      expect(kept).toMatch(/\.dropdown__menu\b/);
      expect(left).not.toMatch(/\.dropdown__menu\b/);
      expect(left).toMatch(/\.dropdown__link\b/);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe('subsetSources of a site', () => {
  it("keeps the site's sources and docs, without node_modules folders or the theme's unused parts", () => {
    const root = join(import.meta.dirname, '../../../..');
    const siteDir = mkdtempSync(join(tmpdir(), 'subset-site-sources-'));
    try {
      const write = (rel: string) => {
        mkdirSync(join(siteDir, rel, '..'), { recursive: true });
        writeFileSync(join(siteDir, rel), 'export {};\n');
        return join(siteDir, rel);
      };
      const component = write('src/components/Card.tsx');
      const named = write('src/my_node_modules.js');
      const vendored = write('src/vendor/node_modules/lib/index.js');
      const doc = write('docs/intro.md');
      const files = subsetSources({
        packageRoot: root,
        siteDir,
        docFiles: [doc],
        configFiles: [],
        footerLinks: false,
      });
      expect(files).toEqual(expect.arrayContaining([component, named, doc]));
      expect(files).not.toContain(vendored);
      // The footer's links are left out, file and folder, and the rest of the theme stays.
      const theme = join(root, 'src/theme');
      expect(files).not.toContain(join(theme, 'FooterParts.tsx'));
      expect(files.some((f) => f.startsWith(join(theme, 'classic/Footer/Links') + sep))).toBe(
        false,
      );
      expect(files).toContain(join(theme, 'NavbarDropdown.tsx'));
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe('subsetSources of a site with a plugin theme', () => {
  // Bluesky's API pages: docusaurus-theme-openapi-docs' ApiItem (in node_modules, read by no
  // other source) lays its panels out with `col col--7` and `col col--5`; `.col--5` was left out
  // of the subset, and the right panel wrapped under the left one at full width.
  it("reads the plugins' theme folders and client modules, so their classes stay", async () => {
    const root = join(import.meta.dirname, '../../../..');
    const siteDir = mkdtempSync(join(tmpdir(), 'subset-plugin-theme-'));
    try {
      const theme = join(siteDir, 'node_modules', 'api-theme', 'lib', 'theme');
      mkdirSync(join(theme, 'ApiPage'), { recursive: true });
      const page = join(theme, 'ApiPage', 'index.js');
      writeFileSync(
        page,
        'exports.default = () => h("div", { className: "col col--5 api-panel" });\n',
      );
      const clientModule = join(siteDir, 'node_modules', 'api-theme', 'lib', 'client.js');
      writeFileSync(clientModule, 'document.body.classList.add("avatar");\n');
      const files = subsetSources({
        packageRoot: root,
        siteDir,
        docFiles: [],
        configFiles: [],
        pluginSources: [theme, clientModule, join(siteDir, 'missing')],
      });
      expect(files).toContain(page);
      expect(files).toContain(clientModule);
      const content = files.map((f) => ({
        raw: readFileSync(f, 'utf8'),
        extension: f.slice(f.lastIndexOf('.') + 1),
      }));
      const out = await subsetInfima(infima, content, 'all');
      expect(out).toMatch(/\.col--5\b/);
      expect(out).toMatch(/\.avatar\b/);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
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

describe('scanning the sources once', () => {
  it("scans each text once for the signature, the cached lines, the families and PurgeCSS's extractors, with the same results", async () => {
    const content = [
      { raw: 'const c = "navbar button--${v}"; // var(--ifm-a)', extension: 'ts' },
      {
        raw: '<div className="pagination-nav">\n<p style={{color: \'var(--b)\'}}>',
        extension: 'mdx',
      },
      { raw: '.x { color: var(--ifm-color-primary); }', extension: 'css' },
      { raw: 'hero', extension: 'txt' },
      { raw: 'let x = 1; // no string', extension: 'js' },
    ];
    const before = sourceScanCount();
    const { signature, lines, families, out } = await withSourceScans(async () => {
      const signature = subsetSignature(content);
      const lines = content.map((c) => signatureLine(c.raw, c.extension));
      const families = familiesBuiltFromData(content);
      const out = await subsetInfima(infima, content, 'built');
      // Texts equal to the scanned ones, read again (other strings): no scan either.
      subsetSignature(content.map((c) => ({ ...c, raw: [...c.raw].join('') })));
      return { signature, lines, families, out };
    });
    expect(sourceScanCount() - before).toBe(content.length);

    // What the scans give is what the extractors give on their own.
    const [ts, mdx, css, txt] = content.map((c) => c.raw) as [string, string, string, string];
    // A code file without a word keeps the code file's form of line.
    expect(lines).toEqual([
      `ts\0${codeStringWords(ts).join(' ')}\0${usedCustomProperties([ts]).join(' ')}`,
      `mdx\0${markdownClassNames(mdx).join(' ')}\0${usedCustomProperties([mdx]).join(' ')}`,
      `css\0${css}`,
      `txt\0${txt}`,
      'js\0\0',
    ]);
    // Each line as its hash (the signature is compared, never read).
    expect(signature).toBe(lines.map((l) => hashOf(l)).join('\n'));
    expect(families).toEqual(['button--']);
    expect(out).toMatch(/\.pagination-nav\s*\{/);
    expect(out).toMatch(/\.hero\s*\{/);
    expect(out).toMatch(/\.button--secondary\s*\{/);
    expect(out).not.toMatch(/\.badge--info\s*\{/);
    // Outside the scope nothing is kept: the same text is scanned again, each time.
    signatureLine(ts, 'ts');
    signatureLine(ts, 'ts');
    expect(sourceScanCount() - before).toBe(content.length + 2);
  });
});
