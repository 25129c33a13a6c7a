// The lifecycle methods Docusaurus runs beside a build's own stages, on
// tests/fixtures/sites/plugin-lifecycle-i18n (a local plugin with extendCli, getTranslationFiles,
// translateContent, translateThemeConfig, getDefaultCodeTranslationMessages and
// getTypeScriptThemePath), compared with what Docusaurus 3.8.1 gave for the same folder (run once,
// by hand, 2026-11-29, with scripts/bench/peer's install: `docusaurus build --out-dir …`,
// `docusaurus write-translations --locale fr`, `docusaurus light-lanterns 2 --colour green`,
// `docusaurus swizzle lantern-plugin LanternBadge --typescript --eject --danger`, and with
// `--wrap`, and both without --typescript (`--javascript`); the values it gave are written here).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { writeTranslations } from '../../../../plugins/i18n/writeTranslations.js';
import { runPluginCommand } from '../../../../plugins/lifecycle/extendCli.js';
import { sitePluginThemes, swizzlePluginTheme } from '../../../../scripts/swizzle.js';

/** What Docusaurus 3.8.1 gave for tests/fixtures/sites/plugin-lifecycle-i18n. */
const DOCUSAURUS = {
  htmlFiles: [
    '404.html',
    'docs/intro/index.html',
    'fr/404.html',
    'fr/docs/intro/index.html',
    'fr/index.html',
    'fr/lanterns/index.html',
    'index.html',
    'lanterns/index.html',
  ],
  /**
   * The lantern page's marker texts in each locale: translateContent's heading and footnote (the
   * fr file overrides the heading only), <Translate> ids with the plugin's default code messages
   * (over the children), the theme component's own <Translate>.
   */
  text: {
    'lanterns/index.html': {
      'lantern-heading': 'Every lantern we keep',
      'lantern-greeting': 'Welcome, lamplighter',
      'lantern-footnote': 'Trim the wick first.',
      'lantern-badge': 'storm: Lit by the guild',
      'lantern-list': 'paperbrassstorm',
    },
    'fr/lanterns/index.html': {
      'lantern-heading': 'Toutes nos lanternes',
      'lantern-greeting': 'Bienvenue, allumeur',
      'lantern-footnote': 'Trim the wick first.',
      'lantern-badge': 'storm: Allumée par la guilde',
      'lantern-list': 'paperbrassstorm',
    },
  } as Record<string, Record<string, string>>,
  /**
   * What the lantern page reads of the locale being built: the plugin's setGlobalData through
   * usePluginData (#lantern-plugin-data), and `@generated/i18n`, `@generated/globalData` and
   * `@generated/docusaurus.config` imported by the site's component (#lantern-generated).
   */
  generatedData: {
    'lanterns/index.html': {
      'lantern-plugin-data': { locale: 'en', heading: 'Every lantern we keep' },
      'lantern-generated': { currentLocale: 'en', plugin: 'en', baseUrl: '/' },
    },
    'fr/lanterns/index.html': {
      'lantern-plugin-data': { locale: 'fr', heading: 'Toutes nos lanternes' },
      'lantern-generated': { currentLocale: 'fr', plugin: 'fr', baseUrl: '/fr/' },
    },
  } as Record<string, Record<string, unknown>>,
  /**
   * The generated files folder after the build (Docusaurus's `.docusaurus/`): the locale built
   * last's (fr), as Docusaurus builds the locales one after the other into the same folder.
   */
  generatedFolder: {
    'i18n.json': { currentLocale: 'fr', locales: ['en', 'fr'], path: 'i18n' },
    'globalData.json': {
      'lantern-plugin': { default: { locale: 'fr', heading: 'Toutes nos lanternes' } },
    },
    'lantern-plugin/default/lanterns.json': {
      heading: 'Toutes nos lanternes',
      footnote: 'Trim the wick first.',
      lanterns: ['paper', 'brass', 'storm'],
    },
  } as Record<string, Record<string, unknown>>,
  /** The navbar item translateThemeConfig relabels, on every page of each locale. */
  navbarLink: {
    en: ['/lanterns', 'All lanterns'],
    fr: ['/fr/lanterns', 'Lanternes'],
  } as Record<string, [string, string]>,
  /** `write-translations --locale fr`: the files, their message counts, the plugin's entries. */
  writeTranslations: {
    files: {
      'code.json': 83,
      'docusaurus-theme-classic/navbar.json': 3,
      'lantern-plugin/lanterns.json': 3,
      'docusaurus-plugin-content-docs/current.json': 1,
    },
    // The existing fr file's two messages kept, the missing one added with its default.
    'lantern-plugin/lanterns.json': {
      heading: { message: 'Toutes nos lanternes', description: 'The heading of the lantern page' },
      'navbar.label': {
        message: 'Lanternes',
        description: "The label of the lantern page's navbar item",
      },
      footnote: { message: 'Trim the wick first.', description: 'The note under the list' },
    },
    // The untranslated navbar labels are the keys (translateThemeConfig does not rename them).
    'docusaurus-theme-classic/navbar.json': {
      title: { message: 'Lantern Guild', description: 'The title in the navbar' },
      'item.label.Lanterns': {
        message: 'Lanterns',
        description: 'Navbar item with label Lanterns',
      },
      'item.label.Guide': { message: 'Guide', description: 'Navbar item with label Guide' },
    },
    'docusaurus-plugin-content-docs/current.json': {
      'version.label': { message: 'Next', description: 'The label for version current' },
    },
    // In code.json, the ids of the site's and the plugin theme's <Translate>, with the fr default
    // messages of getDefaultCodeTranslationMessages (no "unused default message" warning).
    code: {
      'lantern.greeting': {
        message: 'Bienvenue, allumeur',
        description: 'The greeting above the lanterns',
      },
      'lantern.badge': { message: 'Allumée par la guilde' },
    },
  },
  /** `docusaurus light-lanterns 2 --colour green` (extendCli), the file its action wrote. */
  lit: {
    count: 2,
    colour: 'green',
    lanterns: ['paper', 'brass'],
    site: 'Lantern Guild',
    locale: 'en',
    outDir: 'build',
    // Docusaurus's is `.docusaurus`; this generator's generated files are under `.cache/generated`
    // (reference/plugins.md, the load context), a difference kept on purpose.
    generatedFilesDir: '.docusaurus',
  },
  /** `swizzle lantern-plugin LanternBadge --typescript --wrap --danger`: src/theme/LanternBadge.tsx */
  wrapTs: `import React, {type ReactNode} from 'react';
import LanternBadge from '@theme-original/LanternBadge';
import type LanternBadgeType from '@theme/LanternBadge';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LanternBadgeType>;

export default function LanternBadgeWrapper(props: Props): ReactNode {
  return (
    <>
      <LanternBadge {...props} />
    </>
  );
}
`,
  /** The same with `--javascript`: src/theme/LanternBadge.js */
  wrapJs: `import React from 'react';
import LanternBadge from '@theme-original/LanternBadge';

export default function LanternBadgeWrapper(props) {
  return (
    <>
      <LanternBadge {...props} />
    </>
  );
}
`,
};

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/plugin-lifecycle-i18n');
const siteDir = join(root, 'tests/.tmp/plugin-lifecycle-i18n-unit');
const outDir = join(siteDir, 'build');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

/** The text of the element with `id` (tags dropped, React's text separators too). */
function textOf(html: string, id: string): string | undefined {
  const start = html.indexOf(` id="${id}"`);
  if (start < 0) return undefined;
  const tag = html.lastIndexOf('<', start);
  const name = /^<(\w+)/.exec(html.slice(tag))![1]!;
  let depth = 0;
  const re = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  re.lastIndex = tag;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0)
      return html
        .slice(tag, m.index)
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]*>/g, '');
  }
  return undefined;
}

/** The navbar's links to `href` in a page: their labels. */
const navbarLabels = (html: string, href: string) =>
  [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/g)]
    .filter((m) => m[1]!.includes('navbar__item') && m[1]!.includes(`href="${href}"`))
    .map((m) => m[2]!.replace(/<[^>]*>/g, ''));

const fresh = () => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
};

describe('the translation methods in a build of both locales', () => {
  beforeAll(async () => {
    fresh();
    await buildSite({ siteDir, outDir });
  }, 300_000);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('writes the pages Docusaurus 3.8.1 wrote, the plugin route in both locales', () => {
    const files = (readdirSync(outDir, { recursive: true }) as string[])
      .map((f) => f.split('\\').join('/'))
      .filter((f) => f.endsWith('.html') && !/(^|\/)search/.test(f))
      .filter((f) => statSync(join(outDir, f)).isFile())
      .sort();
    expect(files).toEqual(DOCUSAURUS.htmlFiles);
  });

  it('renders the translated content and the default code messages of each locale', () => {
    for (const [file, markers] of Object.entries(DOCUSAURUS.text))
      for (const [id, text] of Object.entries(markers))
        expect(textOf(read(file), id), `${file} #${id}`).toBe(text);
  });

  it("reads each locale's own global data and @generated modules, as Docusaurus's build of it", () => {
    const unescape = (text: string) =>
      text
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
    for (const [file, markers] of Object.entries(DOCUSAURUS.generatedData))
      for (const [id, value] of Object.entries(markers))
        expect(JSON.parse(unescape(textOf(read(file), id) ?? 'null')), `${file} #${id}`).toEqual(
          value,
        );
  });

  it('leaves the generated files of the locale built last, as Docusaurus leaves .docusaurus/', () => {
    const generated = join(siteDir, '.cache/generated');
    for (const [file, value] of Object.entries(DOCUSAURUS.generatedFolder))
      expect(JSON.parse(readFileSync(join(generated, file), 'utf8')), file).toMatchObject(value);
  });

  it("relabels the navbar item with translateThemeConfig's slice on every page", () => {
    for (const file of DOCUSAURUS.htmlFiles.filter((f) => !f.endsWith('404.html'))) {
      const [href, label] = DOCUSAURUS.navbarLink[file.startsWith('fr/') ? 'fr' : 'en']!;
      expect(navbarLabels(read(file), href), file).toEqual([label]);
    }
  });
});

describe('write-translations, extendCli and swizzle on the same site', () => {
  beforeAll(fresh);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it("writes the fr files Docusaurus writes, with the plugin's files and default messages", async () => {
    const result = await writeTranslations({ siteDir, locale: 'fr' });
    const dir = join(siteDir, 'i18n/fr');
    const rel = (file: string) =>
      file
        .slice(dir.length + 1)
        .split('\\')
        .join('/');
    expect(Object.fromEntries(result.written.map((w) => [rel(w.file), w.count]).sort())).toEqual(
      Object.fromEntries(Object.entries(DOCUSAURUS.writeTranslations.files).sort()),
    );
    const json = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    for (const file of [
      'lantern-plugin/lanterns.json',
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-plugin-content-docs/current.json',
    ] as const)
      expect(json(file), file).toEqual(DOCUSAURUS.writeTranslations[file]);
    const code = json('code.json') as Record<string, unknown>;
    for (const [id, entry] of Object.entries(DOCUSAURUS.writeTranslations.code))
      expect(code[id], id).toEqual(entry);
    expect(result.warnings).toEqual([]);
  });

  it("runs the plugin's command with its options and the site's load context", async () => {
    const argv = ['node', 'docusaurus', 'light-lanterns', '2', '--colour', 'green'];
    expect(await runPluginCommand(argv, siteDir)).toBe(true);
    const lit = JSON.parse(readFileSync(join(siteDir, 'lanterns-lit.json'), 'utf8')) as object;
    expect(lit).toEqual({ ...DOCUSAURUS.lit, generatedFilesDir: '.cache/generated' });
  });

  it('ejects the TypeScript source and wraps the component as Docusaurus writes them', async () => {
    const [theme] = await sitePluginThemes(siteDir);
    expect(theme!.name).toBe('lantern-plugin');
    const params = { siteDir, theme: theme!, component: 'LanternBadge' } as const;
    const source = (dir: string, file: string) =>
      readFileSync(join(siteDir, 'plugins/lantern-plugin', dir, file), 'utf8');
    // --typescript --eject: the TypeScript theme path's file, as it is.
    expect(swizzlePluginTheme({ ...params, typescript: true, action: 'eject' })).toEqual([
      join(siteDir, 'src/theme/LanternBadge.tsx'),
    ]);
    expect(readFileSync(join(siteDir, 'src/theme/LanternBadge.tsx'), 'utf8')).toBe(
      source('src/theme', 'LanternBadge.tsx'),
    );
    rmSync(join(siteDir, 'src/theme'), { recursive: true });
    // --eject (JavaScript): the theme path's file.
    swizzlePluginTheme({ ...params, typescript: false, action: 'eject' });
    expect(readFileSync(join(siteDir, 'src/theme/LanternBadge.js'), 'utf8')).toBe(
      source('lib/theme', 'LanternBadge.js'),
    );
    rmSync(join(siteDir, 'src/theme'), { recursive: true });
    // --typescript --wrap, then --wrap (JavaScript).
    expect(swizzlePluginTheme({ ...params, typescript: true, action: 'wrap' })).toEqual([
      join(siteDir, 'src/theme/LanternBadge.tsx'),
    ]);
    expect(readFileSync(join(siteDir, 'src/theme/LanternBadge.tsx'), 'utf8')).toBe(
      DOCUSAURUS.wrapTs,
    );
    rmSync(join(siteDir, 'src/theme'), { recursive: true });
    expect(swizzlePluginTheme({ ...params, typescript: false, action: 'wrap' })).toEqual([
      join(siteDir, 'src/theme/LanternBadge.js'),
    ]);
    expect(readFileSync(join(siteDir, 'src/theme/LanternBadge.js'), 'utf8')).toBe(
      DOCUSAURUS.wrapJs,
    );
    expect(existsSync(join(siteDir, 'src/theme/LanternBadge.jsx'))).toBe(false);
  });
});
