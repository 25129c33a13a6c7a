// `swizzle` (scripts/swizzle.ts): the components offered are the theme modules a site can
// override, and eject/wrap write what the build then resolves as the site's override.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { THEME_MODULES } from '../../../plugins/mdx/remarkThemeImports.js';
import { scanSiteTheme } from '../../../plugins/themeResolver.js';
import { swizzle, swizzleComponents, swizzleFiles } from '../../../scripts/swizzle.js';

const root = join(import.meta.dirname, '../../..');
const siteDir = join(root, 'tests/.tmp/swizzle-site');
beforeEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const params = { siteDir, danger: false, typescript: false } as const;

describe('swizzle', () => {
  it('offers every @theme/ module the theme resolver lets a site override', () => {
    const names = swizzleComponents().map((c) => c.name);
    const themeModules = Object.keys(THEME_MODULES).filter((k) => k.startsWith('@theme/'));
    expect(names.sort()).toEqual(themeModules.map((k) => k.slice('@theme/'.length)).sort());
    expect(swizzleComponents().find((c) => c.name === 'CodeBlock')).toEqual({
      name: 'CodeBlock',
      eject: 'safe',
      wrap: 'safe',
    });
  });

  it('ejects a component as TypeScript, its relative imports made package imports', async () => {
    const file = await swizzle({
      ...params,
      component: 'CodeBlock',
      action: 'eject',
      typescript: true,
    });
    expect(file).toBe(join(siteDir, 'src/theme/CodeBlock.tsx'));
    const source = readFileSync(file, 'utf8');
    expect(source).toContain("from 'docusaurus-vite/src/theme/mdx/islands.tsx'");
    expect(source).toContain("from 'docusaurus-vite/src/theme/mdx/codeBlockParts.tsx'");
    expect(source).not.toMatch(/from '\.\.?\//);
    // The build sees it as the site's override of @theme/CodeBlock.
    expect(scanSiteTheme(siteDir).overrides).toEqual({ CodeBlock: file });
  });

  it("ejects a component whose parts are theme components importing them by their @theme/ names, as Docusaurus's do", async () => {
    const file = await swizzle({ ...params, component: 'Footer', action: 'eject', danger: true });
    const source = readFileSync(file, 'utf8');
    for (const part of ['Footer/Links', 'Footer/Logo', 'Footer/Copyright', 'Footer/Layout'])
      expect(source).toMatch(new RegExp(`from ["']@theme/${part}["']`));
    expect(source).not.toContain('docusaurus-vite/src/theme/classic/Footer');
    // As JavaScript, it keeps the source's opening comment and two-space indent.
    expect(source.startsWith('// The footer of every page')).toBe(true);
    expect(source).not.toMatch(/^\t/m);
    // A helper that is no theme component keeps its package path.
    const codeBlock = await swizzle({ ...params, component: 'CodeBlock', action: 'eject' });
    expect(readFileSync(codeBlock, 'utf8')).toMatch(/from ["']docusaurus-vite\/src\/theme\/mdx\//);
  });

  it('wraps a component: a module rendering the original, as JavaScript by default', async () => {
    const file = await swizzle({ ...params, component: 'MDXComponents/A', action: 'wrap' });
    expect(file).toBe(join(siteDir, 'src/theme/MDXComponents/A.jsx'));
    const source = readFileSync(file, 'utf8');
    expect(source).toContain("import A from '@theme-original/MDXComponents/A';");
    expect(source).toContain('<A {...props} />');
  });

  it('ejects the MDX components map as one that spreads the original (the form the build reads)', async () => {
    const file = await swizzle({ ...params, component: 'MDXComponents', action: 'eject' });
    expect(scanSiteTheme(siteDir).mdxComponents).toEqual([]);
    expect(readFileSync(file, 'utf8')).toContain('...MDXComponents');
  });

  it('refuses an unsafe eject without --danger, what cannot be done, and an override already there', async () => {
    await expect(swizzle({ ...params, component: 'Layout', action: 'eject' })).rejects.toThrow(
      /Add --danger/,
    );
    await swizzle({ ...params, component: 'Layout', action: 'eject', danger: true });
    await expect(
      swizzle({ ...params, component: 'Layout', action: 'wrap', danger: true }),
    ).rejects.toThrow(/already overrides Layout \(src\/theme\/Layout\.jsx\)/);
    await expect(swizzle({ ...params, component: 'TabItem', action: 'eject' })).rejects.toThrow(
      /wrap it instead/,
    );
    await expect(
      swizzle({ ...params, component: 'MDXComponents', action: 'wrap' }),
    ).rejects.toThrow(/eject it instead/);
    await expect(swizzle({ ...params, component: 'Navbarr', action: 'wrap' })).rejects.toThrow(
      /swizzle --list/,
    );
    expect(existsSync(join(siteDir, 'src/theme/TabItem.jsx'))).toBe(false);
  });

  // `docusaurus swizzle @docusaurus/theme-classic --list` (3.10.2): [component, eject, wrap], a
  // sample of its table covering each rating. An unsafe action without --danger is refused there
  // (after a prompt that, answered no, exits with 1); the same components need --danger here.
  const docusaurusList: [string, string, string][] = [
    ['Footer', 'safe', 'safe'],
    ['Footer/Links', 'safe', 'safe'],
    ['NotFound', 'safe', 'safe'],
    ['CodeBlock', 'safe', 'safe'],
    ['Icon/Arrow', 'safe', 'safe'],
    ['MDXContent', 'safe', 'safe'],
    ['ColorModeToggle', 'safe', 'safe'],
    ['DocSidebar', 'unsafe', 'safe'],
    ['MDXComponents', 'safe', 'forbidden'],
    ['Admonition/Types', 'safe', 'forbidden'],
    ['NavbarItem/ComponentTypes', 'safe', 'forbidden'],
    ['DocItem/Footer', 'unsafe', 'unsafe'],
    ['Navbar/Content', 'unsafe', 'unsafe'],
    ['NotFound/Content', 'unsafe', 'unsafe'],
    ['Layout', 'unsafe', 'unsafe'],
    ['BlogPostItem', 'unsafe', 'unsafe'],
    ['CodeBlock/Content', 'unsafe', 'unsafe'],
  ];

  it("rates each action as Docusaurus's classic theme does", () => {
    const ours = new Map(swizzleComponents().map((c) => [c.name, [c.name, c.eject, c.wrap]]));
    expect(docusaurusList.map(([name]) => ours.get(name))).toEqual(docusaurusList);
  });

  it('ejects a safe component without --danger and refuses an unsafe wrap, as Docusaurus does', async () => {
    const [footer] = await swizzleFiles({ ...params, component: 'Footer', action: 'eject' });
    expect(footer).toBe(join(siteDir, 'src/theme/Footer.jsx'));
    await expect(
      swizzle({ ...params, component: 'DocItem/Footer', action: 'wrap' }),
    ).rejects.toThrow(
      /^Swizzle action wrap is unsafe to perform on DocItem\/Footer: .*Add --danger/,
    );
    expect(existsSync(join(siteDir, 'src/theme/DocItem'))).toBe(false);
    await swizzle({ ...params, component: 'DocItem/Footer', action: 'wrap', danger: true });
    await expect(
      swizzle({ ...params, component: 'MDXComponents', action: 'wrap', danger: true }),
    ).rejects.toThrow(/^Swizzle action wrap is forbidden for component MDXComponents; eject it/);
  });

  it('builds a site (without node_modules) with an ejected component, its package imports resolved to the generator', async () => {
    cpSync(join(root, 'tests/fixtures/sites/minimal'), siteDir, { recursive: true });
    const file = await swizzle({ ...params, component: 'CodeBlock', action: 'eject' });
    const ejected = readFileSync(file, 'utf8');
    writeFileSync(file, ejected.replace(/(["'])code-block__body\1/, '"code-block__body ejected"'));
    // Parts of the sidebar, the TOC and the navbar, ejected as copies of ours and marked the same way.
    const marks: [string, RegExp, string][] = [
      [
        'DocSidebarItem/Link',
        /(["'])theme-doc-sidebar-item-link\1,/,
        '"ejected-link theme-doc-sidebar-item-link",',
      ],
      ['TOCItems/Tree', /<li key=\{n\.id\}>/, '<li key={n.id} className="ejected-toc">'],
      ['Navbar/Content', /(["'])navbar__inner\1/, '"navbar__inner ejected-navbar"'],
    ];
    for (const [component, pattern, mark] of marks) {
      const part = await swizzle({ ...params, component, action: 'eject', danger: true });
      const source = readFileSync(part, 'utf8');
      expect(source).toMatch(pattern);
      writeFileSync(
        part,
        source.replace(pattern, (m) => (m.startsWith('theme-') ? `${mark} ${m}` : mark)),
      );
    }
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    const pages = (readdirSync(outDir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.html'))
      .map((f) => readFileSync(join(outDir, f), 'utf8'));
    const withCode = pages.filter((html) => html.includes('code-block__body'));
    expect(withCode.length).toBeGreaterThan(0);
    for (const html of withCode) expect(html).toContain('code-block__body ejected');
    const withSidebar = pages.filter((html) => html.includes('theme-doc-sidebar-item-link'));
    const withToc = pages.filter((html) => html.includes('table-of-contents__link'));
    expect([withSidebar.length > 0, withToc.length > 0]).toEqual([true, true]);
    for (const html of withSidebar)
      expect(html).toContain('ejected-link theme-doc-sidebar-item-link');
    for (const html of withToc) expect(html).toContain('<li class="ejected-toc"><a href="#');
    for (const html of pages) expect(html).toContain('navbar__inner ejected-navbar');
  }, 180_000);
});

// What `docusaurus swizzle @docusaurus/theme-classic <X> --wrap` (3.8.1) writes, recorded in a copy
// of a fixture with Docusaurus's node_modules: `X/index.js` for a component the classic theme has
// as a folder, `X.js` for one it has as a file, `.tsx` with --typescript; the wrapper imports
// React and `@theme-original/X`, types its props with `WrapperProps` from `@docusaurus/types`, and
// renders the original with its props in a fragment.
describe('swizzle --wrap on a Docusaurus site', () => {
  const docusaurusSite = () =>
    cpSync(join(root, 'tests/fixtures/sites/server-defines'), siteDir, { recursive: true });

  it("writes Docusaurus's wrapper where Docusaurus writes it", async () => {
    docusaurusSite();
    const wrap = (component: string, typescript = false) =>
      swizzle({ ...params, component, action: 'wrap', typescript, danger: true });
    expect(await wrap('Footer')).toBe(join(siteDir, 'src/theme/Footer/index.js'));
    expect(await wrap('DocItem/Layout', true)).toBe(
      join(siteDir, 'src/theme/DocItem/Layout/index.tsx'),
    );
    expect(await wrap('MDXComponents/Code')).toBe(join(siteDir, 'src/theme/MDXComponents/Code.js'));
    expect(await wrap('ErrorPageContent', true)).toBe(
      join(siteDir, 'src/theme/ErrorPageContent.tsx'),
    );
    const lines = (file: string) =>
      readFileSync(join(siteDir, 'src/theme', file), 'utf8').split('\n');
    const body = (local: string) => [
      '  return (',
      '    <>',
      `      <${local} {...props} />`,
      '    </>',
      '  );',
      '}',
      '',
    ];
    expect(lines('Footer/index.js')).toEqual([
      "import React from 'react';",
      "import Footer from '@theme-original/Footer';",
      '',
      'export default function FooterWrapper(props) {',
      ...body('Footer'),
    ]);
    expect(lines('DocItem/Layout/index.tsx')).toEqual([
      "import React, {type ReactNode} from 'react';",
      "import Layout from '@theme-original/DocItem/Layout';",
      "import type LayoutType from '@theme/DocItem/Layout';",
      "import type {WrapperProps} from '@docusaurus/types';",
      '',
      'type Props = WrapperProps<typeof LayoutType>;',
      '',
      'export default function LayoutWrapper(props: Props): ReactNode {',
      ...body('Layout'),
    ]);
  });

  it('builds with the wrappers it writes', async () => {
    docusaurusSite();
    const config = join(siteDir, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        "onBrokenLinks: 'throw',",
        "onBrokenLinks: 'throw', themeConfig: { footer: { copyright: 'Tide times' } },",
      ),
    );
    for (const [component, typescript] of [
      ['Footer', false],
      ['Footer/Copyright', true],
    ] as const) {
      const file = await swizzle({ ...params, component, action: 'wrap', typescript });
      const mark = `wrapped-${component.replace('/', '-').toLowerCase()}`;
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('    <>', `    <>\n      <b id="${mark}" />`),
      );
    }
    const outDir = join(siteDir, 'build');
    await buildSite({
      siteDir,
      outDir,
      reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
    });
    const html = readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<b id="wrapped-footer">');
    expect(html).toContain('<b id="wrapped-footer-copyright">');
    expect(html).toContain('Tide times');
  }, 180_000);

  it('draws a Footer wrapper on a site without a footer config, around a footer of nothing', async () => {
    // Docusaurus's Footer renders null without `themeConfig.footer`; a wrapper around it is
    // still drawn (what it adds shows on every page).
    docusaurusSite();
    const file = await swizzle({ ...params, component: 'Footer', action: 'wrap' });
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('    <>', '    <>\n      <b id="wrapped-footer" />'),
    );
    const outDir = join(siteDir, 'build');
    await buildSite({
      siteDir,
      outDir,
      reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
    });
    const html = readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<b id="wrapped-footer">');
    expect(html).not.toContain('<footer');
  }, 180_000);
});

// What `docusaurus swizzle @docusaurus/theme-classic <X> --eject --danger --javascript` (3.10.2)
// writes, recorded in a copy of a fixture with Docusaurus's node_modules: the classic theme's
// folder of the component, each of its components as `Part/index.js` (the styles.module.css files
// beside some of them aside: our components have none).
describe('swizzle --eject on a Docusaurus site', () => {
  const docusaurusSite = () =>
    cpSync(join(root, 'tests/fixtures/sites/server-defines'), siteDir, { recursive: true });
  const ejected = async (component: string, typescript = false) =>
    (await swizzleFiles({ ...params, component, action: 'eject', danger: true, typescript })).map(
      (f) => f.slice(siteDir.length + 1),
    );

  it("lays the files out as Docusaurus does: the component's folder, its parts with it", async () => {
    docusaurusSite();
    expect(await ejected('DocItem/Footer')).toEqual(['src/theme/DocItem/Footer/index.js']);
    expect(await ejected('Navbar/Content')).toEqual(['src/theme/Navbar/Content/index.js']);
    expect((await ejected('DocSidebar')).sort()).toEqual([
      'src/theme/DocSidebar/Desktop/CollapseButton/index.js',
      'src/theme/DocSidebar/Desktop/Content/index.js',
      'src/theme/DocSidebar/Desktop/index.js',
      'src/theme/DocSidebar/Mobile/index.js',
      'src/theme/DocSidebar/index.js',
    ]);
    expect((await ejected('Footer')).sort()).toEqual([
      'src/theme/Footer/Copyright/index.js',
      'src/theme/Footer/Layout/index.js',
      'src/theme/Footer/LinkItem/index.js',
      'src/theme/Footer/Links/MultiColumn/index.js',
      'src/theme/Footer/Links/Simple/index.js',
      'src/theme/Footer/Links/index.js',
      'src/theme/Footer/Logo/index.js',
      'src/theme/Footer/index.js',
    ]);
    // A component the classic theme has as a file stays one; --typescript keeps the source's.
    expect(await ejected('ErrorPageContent')).toEqual(['src/theme/ErrorPageContent.js']);
    expect(await ejected('DocItem/Paginator', true)).toEqual([
      'src/theme/DocItem/Paginator/index.tsx',
    ]);
  });

  it('leaves a part the site already overrides, and builds with the copies it writes', async () => {
    docusaurusSite();
    const own = join(siteDir, 'src/theme/Footer/Copyright.js');
    mkdirSync(join(siteDir, 'src/theme/Footer'), { recursive: true });
    writeFileSync(
      own,
      'export default function Copyright() {\n  return <div id="own-copyright">Ours</div>;\n}\n',
    );
    const config = join(siteDir, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        "onBrokenLinks: 'throw',",
        "onBrokenLinks: 'throw', themeConfig: { footer: { copyright: 'Tide times', links: [{ label: 'Home', to: '/' }] } },",
      ),
    );
    const files = await ejected('Footer');
    expect(files).not.toContain('src/theme/Footer/Copyright/index.js');
    // The copy of a part two levels down (Footer/Links draws it by its @theme/ name) is drawn.
    const simple = join(siteDir, 'src/theme/Footer/Links/Simple/index.js');
    const source = readFileSync(simple, 'utf8');
    expect(source).toContain('"footer__links text--center"');
    writeFileSync(
      simple,
      source.replace('"footer__links text--center"', '"footer__links text--center ejected-links"'),
    );
    const outDir = join(siteDir, 'build');
    await buildSite({
      siteDir,
      outDir,
      reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
    });
    const html = readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('id="own-copyright"');
    expect(html).toContain('footer__links text--center ejected-links');
  }, 180_000);
});
