// themeConfig.prism's themes as our code.theme (plugins/config/docusaurus/prismThemes.ts): the
// themes prism-react-renderer names map onto Shiki's, and a site's own Prism theme object is
// converted to a TextMate theme whose rules Shiki applies to the scopes its grammars give.
import { bundledThemesInfo, hastToHtml as toHtml } from 'shiki';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import {
  PRISM_TO_SHIKI,
  prismThemeToShiki,
  scopesOf,
} from '../../../../../plugins/config/docusaurus/prismThemes.js';
import { PRISM_THEMES, standInSource } from '../../../../../plugins/config/docusaurus/standIns.js';
import { validateSiteConfig } from '../../../../../plugins/config/loadSiteConfig.js';
import { BuildError } from '../../../../../plugins/diagnostics.js';
import { highlight, parseCodeMeta } from '../../../../../plugins/mdx/rehypeCodeBlocks.js';
import { themes } from 'prism-react-renderer';

const FILE = '/site/docusaurus.config.js';
const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
const named = (name: string) => ({ __docsPrismTheme: name, plain: {}, styles: [] });
const map = (prism: Record<string, unknown>) =>
  mapDocusaurusConfig({ ...base, themeConfig: { prism } }, { configFile: FILE, source: '' });

/** A small Prism theme of a site, in prism-react-renderer's shape. */
const SAND = {
  plain: { color: '#3b2f1e', backgroundColor: '#fbf3e4' },
  styles: [
    { types: ['comment'], style: { color: 'rgb(110, 100, 80)', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#8a1c4a', fontWeight: 'bold' } },
    { types: ['string'], style: { color: '#1d6b3a' } },
    { types: ['number'], style: { color: 'hsl(210, 80%, 35%)' } },
    { types: ['function'], style: { color: '#6b3fa0' } },
    { types: ['punctuation'], style: { color: '#000000', opacity: 0.5 } },
    { types: ['tag'], languages: ['markup'], style: { color: '#aa0000' } },
  ],
};

describe('prism-react-renderer themes', () => {
  it('maps every theme the stand-in exports onto a theme Shiki bundles', () => {
    const shiki = new Set(bundledThemesInfo.map((t) => t.id));
    expect(Object.keys(PRISM_TO_SHIKI).sort()).toEqual([...PRISM_THEMES].sort());
    for (const name of PRISM_THEMES) expect(shiki, name).toContain(PRISM_TO_SHIKI[name]);
    // A light Prism theme becomes a light Shiki theme, a dark one a dark one.
    const type = (id: string) => bundledThemesInfo.find((t) => t.id === id)!.type;
    expect(type(PRISM_TO_SHIKI.github)).toBe('light');
    expect(type(PRISM_TO_SHIKI.vsLight)).toBe('light');
    expect(type(PRISM_TO_SHIKI.dracula)).toBe('dark');
    expect(type(PRISM_TO_SHIKI.palenight)).toBe('dark');
  });

  it('exposes v2 `themes.*` and v1 `prism-react-renderer/themes/*` in the stand-in', () => {
    const v2 = standInSource('prism-react-renderer')!;
    // Each with prism-react-renderer 2.4.1's own plain and styles, which a config may change.
    for (const name of PRISM_THEMES)
      expect(v2).toContain(`${name}: Object.assign({ "__docsPrismTheme": "${name}" }, {"plain":{`);
    expect(v2).toContain('"plain":{"color":"#393A34","backgroundColor":"#f6f8fa"}');
    expect(standInSource('prism-react-renderer/themes/night-owl-light')).toContain(
      '"nightOwlLight"',
    );
  });

  it('sets code.theme from prism.theme and prism.darkTheme', () => {
    const { siteConfig } = map({ theme: named('github'), darkTheme: named('dracula') });
    expect(siteConfig.code?.theme).toEqual({ light: 'github-light', dark: 'dracula' });
    expect(validateSiteConfig(siteConfig, FILE).code.theme).toEqual({
      light: 'github-light',
      dark: 'dracula',
    });
  });

  it('uses prism.theme in dark mode too when darkTheme is absent (as Docusaurus does)', () => {
    expect(map({ theme: named('oneLight') }).siteConfig.code?.theme).toEqual({
      light: 'one-light',
      dark: 'one-light',
    });
  });

  it("gives Docusaurus's default, palenight, where the config names no theme", () => {
    const palenight = PRISM_TO_SHIKI.palenight;
    expect(map({}).siteConfig.code?.theme).toEqual({ light: palenight, dark: palenight });
    expect(map({}).siteConfig.code?.prism?.theme).toEqual(themes.palenight);
    expect(map({}).siteConfig.code?.prism?.darkTheme).toEqual(themes.palenight);
    const dark = map({ darkTheme: { ...named('vsDark'), plain: { color: '#fff' } } }).siteConfig;
    expect(dark.code?.theme).toEqual({ light: palenight, dark: 'dark-plus' });
    expect(dark.code?.prism?.theme).toEqual(themes.palenight);
    expect(dark.code?.prism?.darkTheme).toEqual({ plain: { color: '#fff' }, styles: [] });
  });

  it('fails on a theme name prism-react-renderer does not have, and on a non-theme', () => {
    const error = (prism: Record<string, unknown>) => {
      try {
        map(prism);
      } catch (e) {
        expect(e).toBeInstanceOf(BuildError);
        return (e as BuildError).diagnostics[0]!;
      }
      throw new Error('expected a failure');
    };
    const unknown = error({ theme: named('githubDark') });
    expect(unknown.message).toMatch(/"themeConfig.prism.theme" names a Prism theme .*githubDark/);
    expect(unknown.hint).toMatch(/dracula/);
    expect(error({ darkTheme: 'dracula' }).message).toMatch(/must be a Prism theme/);
  });

  it('applies changes made to a named theme to the Prism theme, as Docusaurus does', () => {
    const changed = { ...named('github'), plain: { backgroundColor: '#fff' } };
    const { siteConfig, warnings } = map({ theme: changed });
    expect(siteConfig.code?.prism?.theme).toEqual({
      plain: { backgroundColor: '#fff' },
      styles: [],
    });
    expect(warnings.map((w) => w.message).join('\n')).not.toMatch(/Prism theme github/);
  });

  it('fails on an added language Prism does not have, at its place in the config', () => {
    try {
      map({ additionalLanguages: ['java', 'klingon'] });
    } catch (e) {
      expect(e).toBeInstanceOf(BuildError);
      const d = (e as BuildError).diagnostics[0]!;
      expect(d.message).toMatch(
        /"themeConfig.prism.additionalLanguages.1" names "klingon", which is not a Prism language/,
      );
      expect(d.hint).toMatch(/prismjs.com/);
      return;
    }
    throw new Error('expected a failure');
  });
});

describe('converting a Prism theme object', () => {
  it('gives a TextMate theme: plain colours, hex colours, font styles, opacity', () => {
    const t = prismThemeToShiki(SAND, 'sand', 'light');
    expect(t).toMatchObject({ name: 'sand', type: 'light', fg: '#3b2f1e', bg: '#fbf3e4' });
    const rule = (scope: string) =>
      (t.tokenColors as { scope?: string[]; settings: Record<string, string> }[]).find((r) =>
        r.scope?.includes(scope),
      )?.settings;
    expect(rule('comment')).toEqual({ foreground: '#6e6450', fontStyle: 'italic' });
    expect(rule('keyword')).toEqual({ foreground: '#8a1c4a', fontStyle: 'bold' });
    expect(rule('constant.numeric')).toEqual({ foreground: '#1259a1' });
    expect(rule('punctuation')).toEqual({ foreground: '#00000080' });
    // Operators are plain unless the theme styles Prism's `operator`.
    expect(rule('keyword.operator')).toEqual({ foreground: '#3b2f1e', fontStyle: '' });
    expect(rule('text.html entity.name.tag')).toEqual({ foreground: '#aa0000' });
  });

  it('takes the type from the background, and the first colour of a gradient', () => {
    const t = prismThemeToShiki(
      { plain: { color: '#f92aad', backgroundColor: 'linear-gradient(#2a2139 75%, #34294f)' } },
      'glow',
      'light',
    );
    expect(t).toMatchObject({ type: 'dark', bg: '#2a2139', fg: '#f92aad' });
  });

  it('maps a type to the scopes of its parts, and languages to root scopes', () => {
    expect(scopesOf(['string'])).toEqual(['string', 'punctuation.definition.string']);
    expect(scopesOf(['made-up'])).toEqual(['made-up']);
    expect(scopesOf(['tag'], ['css'])).toEqual(['source.css entity.name.tag']);
  });

  it('highlights code with the converted theme’s colours', async () => {
    const t = prismThemeToShiki(SAND, 'sand', 'light');
    const pre = await highlight(
      '// note\nconst s = "tide" + 42;\nconsole.log(s);',
      'js',
      parseCodeMeta(undefined),
      {
        theme: { light: t, dark: 'dracula' },
      },
    );
    const spans = [...toHtml(pre).matchAll(/<span class="([^"]*)">([^<]*)<\/span>/g)].map(
      (m) => [m[2]!.trim(), m[1]!] as const,
    );
    const classOf = (text: string) => spans.find(([t]) => t === text)?.[1] ?? '';
    expect(classOf('// note')).toContain('shl-6e6450');
    expect(classOf('// note')).toContain('shl-italic');
    expect(classOf('const')).toMatch(/shl-8a1c4a.*shl-bold/);
    expect(classOf('42')).toContain('shl-1259a1');
    expect(classOf('=')).toContain('shl-3b2f1e');
    expect(classOf('=')).not.toContain('shl-bold'); // not the keywords' bold
    // A call's object stays plain, its function takes the function colour (as Prism colours them).
    expect(classOf('console')).toContain('shl-3b2f1e');
    expect(classOf('log')).toContain('shl-6b3fa0');
    // dracula's colours in dark mode.
    expect(classOf('const')).toContain('shd-ff79c6');
  });
});

describe('code.theme in the site config', () => {
  it('takes Shiki theme names and theme objects, and fails on others at their position', () => {
    const object = { name: 'sea', type: 'dark', tokenColors: [] };
    expect(
      validateSiteConfig(
        { ...base, code: { theme: { light: 'github-light', dark: object } } },
        FILE,
      ).code.theme,
    ).toEqual({ light: 'github-light', dark: object });
    const source =
      "export default {\n  code: { theme: { light: 'nope', dark: { name: 'x' } } },\n};\n";
    let diagnostics: BuildError['diagnostics'] = [];
    try {
      validateSiteConfig(
        { ...base, code: { theme: { light: 'nope', dark: { name: 'x' } } } },
        FILE,
        source,
      );
    } catch (e) {
      diagnostics = (e as BuildError).diagnostics;
    }
    expect(diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [
        2,
        20,
        expect.stringMatching(/^"code.theme.light": expected the name of a theme Shiki bundles/),
      ],
      [2, 35, expect.stringMatching(/^"code.theme.dark": expected .*TextMate theme object/)],
    ]);
  });
});
