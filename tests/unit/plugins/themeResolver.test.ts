import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../../plugins/diagnostics.js';
import { compileDoc, createDocCompiler } from '../../../plugins/mdx/compileDoc.js';
import { withStandaloneDigest } from '../../../plugins/mdx/standaloneStore.js';
import { createWorkerPool } from '../../../plugins/workerPool.js';
import { loadSiteExtensions, siteExtensionsOf } from '../../../plugins/mdx/siteExtensions.js';
import { parseAst } from 'rolldown/parseAst';
import { THEME_MODULES } from '../../../plugins/mdx/remarkThemeImports.js';
import {
  classicThemeFileAlias,
  coreClientExportAlias,
  generatorModule,
  mdxComponentNames,
  scanSiteTheme,
  frameLayoutFile,
  importedSpecifiers,
} from '../../../plugins/themeResolver.js';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/theme-modules');
const temp = mkdtempSync(join(tmpdir(), 'theme-resolver-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('site theme', () => {
  it("finds a site's overrides (Name.tsx and Name/index.tsx) and its MDXComponents' names", () => {
    const theme = scanSiteTheme(fixture);
    expect(Object.keys(theme.overrides).sort()).toEqual([
      'CodeBlock',
      'MDXComponents',
      'MDXComponents/A',
    ]);
    expect(theme.overrides.CodeBlock).toBe(join(fixture, 'src/theme/CodeBlock/index.tsx'));
    expect(theme.mdxComponents).toEqual(['Badge']);
  });

  it("reads only MDXComponents from the knowledgebase's src/theme, which is the generator's", () => {
    const theme = scanSiteTheme(root);
    expect(Object.keys(theme.overrides)).toEqual(['MDXComponents']);
    expect(theme.mdxComponents).toEqual([]);
  });

  it('reads the names of an MDXComponents object, and fails with a position on another shape', () => {
    const ok = mdxComponentNames(
      'M.tsx',
      "import O from '@theme-original/MDXComponents';\nimport X from './x';\nconst c = { ...O, Foo: X, 'Bar': X, Baz };\nexport default c;\n",
    );
    expect(ok).toEqual(['Foo', 'Bar', 'Baz']);
    let error: unknown;
    try {
      mdxComponentNames('M.js', "import other from './other';\nexport default { ...other };\n");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({
      file: 'M.js',
      line: 2,
      column: 18,
    });
  });
});

// Dyte's docs spread a module of icon components into the map: `import * as icons from
// '../icons'`, `...icons`. Its exported names are components docs use without an import.
describe('MDXComponents spreading a namespace import of a site module', () => {
  it("adds the module's exported names (following export *, without types)", () => {
    const dir = join(temp, 'namespace-spread');
    mkdirSync(join(dir, 'src/theme'), { recursive: true });
    mkdirSync(join(dir, 'src/icons'), { recursive: true });
    writeFileSync(
      join(dir, 'src/icons/index.tsx'),
      [
        "export * from './brands';",
        'export function AndroidIcon() { return <svg />; }',
        'export const IosIcon = () => <svg />;',
        'const Web = () => <svg />;',
        'export { Web as WebIcon };',
        'export type IconProps = { size: number };',
        'export default AndroidIcon;',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'src/icons/brands.ts'), 'export const GithubIcon = () => null;\n');
    const file = join(dir, 'src/theme/MDXComponents.js');
    const source = [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import * as icons from '../icons';",
      'export default { ...MDXComponents, ...icons, Card };',
    ].join('\n');
    expect(mdxComponentNames(file, source)).toEqual([
      'GithubIcon',
      'AndroidIcon',
      'IosIcon',
      'WebIcon',
      'Card',
    ]);
  });

  it("fails at the spread of a package's namespace, whose names are not read", () => {
    const file = join(temp, 'M.js');
    const source = "import * as lucide from 'lucide-react';\nexport default { ...lucide };\n";
    expect(() => mdxComponentNames(file, source)).toThrow(BuildError);
    try {
      mdxComponentNames(file, source);
    } catch (e) {
      expect((e as BuildError).diagnostics[0]).toMatchObject({ line: 2, column: 18 });
    }
  });
});

// Ory's src/hooks imports `@docusaurus/core/lib/client/exports/useDocusaurusContext`.
describe("Docusaurus core's client modules imported by their file", () => {
  it('are the @docusaurus/ modules of the same name', () => {
    for (const name of ['useDocusaurusContext', 'Link', 'useBaseUrl']) {
      const alias = coreClientExportAlias(`@docusaurus/core/lib/client/exports/${name}`);
      expect(alias).toBe(`@docusaurus/${name}`);
      expect(generatorModule(alias!), name).toBeDefined();
    }
    expect(coreClientExportAlias('@docusaurus/core/lib/client/exports/Head.js')).toBe(
      '@docusaurus/Head',
    );
    expect(coreClientExportAlias('@docusaurus/core/lib/server/brokenLinks')).toBeUndefined();
  });
});

// Dyte's ReleaseNotesGenerator imports `@docusaurus/theme-classic/lib/theme/Heading`.
describe("the classic theme's components imported by their file", () => {
  it("are the classic theme's own (@theme-init), below the site's overrides", () => {
    expect(classicThemeFileAlias('@docusaurus/theme-classic/lib/theme/Heading')).toBe(
      '@theme-init/Heading',
    );
    expect(
      classicThemeFileAlias('@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js'),
    ).toBe('@theme-init/DocItem/Layout');
    expect(classicThemeFileAlias('@docusaurus/theme-classic/lib/index.js')).toBeUndefined();
    expect(classicThemeFileAlias('@docusaurus/theme-common')).toBeUndefined();
  });
});

describe('theme modules', () => {
  it('name files that exist, with the exports they list', () => {
    for (const [specifier, module] of Object.entries(THEME_MODULES)) {
      const source = readFileSync(join(root, module.file), 'utf8');
      const program = parseAst(source, { lang: 'tsx' }) as unknown as {
        body: {
          type: string;
          declaration?: { id?: { name: string }; declarations?: { id: { name: string } }[] };
          specifiers?: { exported: { name: string }; exportKind?: string }[];
        }[];
      };
      const exported = new Set<string>();
      for (const stmt of program.body) {
        if (stmt.type === 'ExportDefaultDeclaration') exported.add('default');
        if (stmt.type !== 'ExportNamedDeclaration') continue;
        const type = (stmt.declaration as { type?: string } | undefined)?.type ?? '';
        if (type.startsWith('TS')) continue; // a type: nothing at run time
        if (stmt.declaration?.id) exported.add(stmt.declaration.id.name);
        for (const d of stmt.declaration?.declarations ?? []) exported.add(d.id.name);
        // `export { type A }`: a type too
        for (const s of stmt.specifiers ?? [])
          if (s.exportKind !== 'type') exported.add(s.exported.name);
      }
      if (!module.exports)
        expect(exported.has(module.exportName), `${specifier}: ${module.exportName}`).toBe(true);
      if (module.exports)
        expect(
          [...exported]
            .filter((e) => e !== 'default' || module.exports!.includes('default'))
            .sort(),
          specifier,
        ).toEqual([...module.exports].sort());
    }
  });
});

// Apache Answer (Docusaurus 3.1.1) swizzled DocItem/Layout when the unlisted banner was
// `@theme/Unlisted`; later versions name it `@theme/ContentVisibility/Unlisted`.
describe("Docusaurus 3.1's @theme/Unlisted", () => {
  it('is the unlisted banner of ContentVisibility', () => {
    expect(THEME_MODULES['@theme/Unlisted']).toEqual(
      THEME_MODULES['@theme/ContentVisibility/Unlisted'],
    );
  });
});

describe('docs plugin options', () => {
  const plugin = (options: { mark: string }) => () => options;
  it('signs each plugin by its code and options', () => {
    const a = siteExtensionsOf(temp, { remarkPlugins: [[plugin, { mark: 'a' }]] });
    const b = siteExtensionsOf(temp, { remarkPlugins: [[plugin, { mark: 'b' }]] });
    const c = siteExtensionsOf(temp, {
      remarkPlugins: [[(options: { mark: string }) => () => [options], { mark: 'a' }]],
    });
    expect(a.key).not.toBe('');
    expect(new Set([a.key, b.key, c.key]).size).toBe(3);
    expect(siteExtensionsOf(temp, { remarkPlugins: [[plugin, { mark: 'a' }]] }).key).toBe(a.key);
    expect(siteExtensionsOf(temp, undefined).key).toBe('');
  });

  it('applies the config plugins and recompiles when their options change (cache included)', async () => {
    const site = join(temp, 'site');
    cpSync(fixture, site, { recursive: true });
    const compiler = () => createDocCompiler({ cacheDir: join(site, '.cache', 'mdx') });
    const input = {
      body: 'Stamp: one\n',
      filePath: join(site, 'docs/x.mdx'),
      source: 'x.mdx',
      staticDirs: [join(site, 'static')],
      permalinkBySource: new Map<string, string>(),
    };
    const first = compiler();
    expect((await first.compile(input)).code).toContain('[stamped]');
    first.close();
    const config = join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("'[stamped]'", "'[sealed]'"));
    // A stamp of the config file changes with its size: the edit is seen without waiting.
    expect((await loadSiteExtensions(site)).plugins.remarkPlugins).toHaveLength(1);
    const second = compiler();
    const code = (await second.compile(input)).code;
    second.close();
    expect(code).toContain('[sealed]');
    expect(code).not.toContain('[stamped]');
    // A module the plugin imports counts too.
    const helper = join(site, 'src/remark/mark.ts');
    writeFileSync(helper, readFileSync(helper, 'utf8').replace('` ${mark}`', '` <${mark}>`'));
    const third = compiler();
    const edited = (await third.compile(input)).code;
    third.close();
    expect(edited).toContain('<[sealed]>');
  });

  it("compiles on a worker thread with the site's plugins and components, as in-process", async () => {
    const pool = createWorkerPool({ size: 1 });
    try {
      const input = {
        body: 'Stamp: on a worker <Badge>b</Badge>\n',
        filePath: join(fixture, 'docs/w.mdx'),
        source: 'w.mdx',
        staticDirs: [join(fixture, 'static')],
        permalinkBySource: new Map<string, string>(),
        standalone: true,
      };
      const onWorker = await createDocCompiler({ pool }).compile(input);
      expect(onWorker.standalone).toContain('[stamped]');
      // The compiler names the module by its digest (standaloneStore.ts); compileDoc does not.
      expect(onWorker).toEqual(withStandaloneDigest(await compileDoc(input)));
    } finally {
      await pool.close();
    }
  });
});

describe('an ejected Layout', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ejected-layout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, lines: string[]) => {
    const file = join(dir, name);
    writeFileSync(file, lines.join('\n') + '\n');
    return file;
  };
  const GENERATOR_LAYOUT = '/generator/src/theme/docusaurus/Layout.tsx';
  const layers = (site: Record<string, string>, plugin: Record<string, string> = {}) => [
    { name: 'site', components: site },
    { name: 'a-plugin-theme', components: plugin },
    { name: 'generator', components: { Layout: GENERATOR_LAYOUT } },
  ];

  it('reads the specifiers a module imports, re-exports and requires', () => {
    const file = write('specifiers.js', [
      "import React from 'react';",
      "// import Footer from '@theme/Footer'",
      "export { x } from './x';",
      "const N = require('@theme/Navbar');",
      'export default () => <N />;',
    ]);
    expect(importedSpecifiers(file, readFileSync(file, 'utf8'))).toEqual([
      'react',
      './x',
      '@theme/Navbar',
    ]);
    expect(importedSpecifiers(file, 'export default <;')).toBeUndefined();
  });

  it('draws the page frame when it imports the navbar or the footer', () => {
    const frame = write('Frame.tsx', [
      "import Footer from '@theme/Footer';",
      'export default ({ children }: { children: unknown }) => <>{children}<Footer /></>;',
    ]);
    expect(frameLayoutFile(layers({ Layout: frame }))).toBe(frame);
    // A plugin theme's frame Layout, and a site's wrapper of it (through @theme-original).
    const wrapper = write('Wrapper.jsx', [
      "import Layout from '@theme-original/Layout';",
      'export default (props) => <div className="w"><Layout {...props} /></div>;',
    ]);
    expect(frameLayoutFile(layers({}, { Layout: frame }))).toBe(frame);
    expect(frameLayoutFile(layers({ Layout: wrapper }, { Layout: frame }))).toBe(frame);
  });

  it("does not when it wraps the generator's Layout or draws neither", () => {
    const wrapper = write('GeneratorWrapper.jsx', [
      "import Layout from '@theme-original/Layout';",
      "import Provider from '@theme/Layout/Provider';",
      'export default (props) => <Provider><Layout {...props} /></Provider>;',
    ]);
    expect(frameLayoutFile(layers({ Layout: wrapper }))).toBeUndefined();
    const own = write('Own.jsx', ['export default ({ children }) => <main>{children}</main>;']);
    expect(frameLayoutFile(layers({ Layout: own }))).toBeUndefined();
    expect(frameLayoutFile(layers({}))).toBeUndefined();
  });
});
