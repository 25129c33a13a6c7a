// The default locale's own translation files (issue 39): a site whose navbar and footer labels are
// translation keys (`label: 'nav.docs'`) and whose `i18n/en/docusaurus-theme-classic/*.json` give
// the words showed the keys in its navbar and footer. Docusaurus applies the current locale's
// files, the default locale's too, before the theme config is used.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import {
  rawLocalizationDir,
  translateThemeConfig,
} from '../../../../plugins/i18n/translateThemeConfig.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const message = (m: string) => ({ message: m, description: 'from the site' });

/** A Docusaurus site whose labels are keys, with the words in `i18n/<folder>/`. */
function siteWithKeyLabels(i18n: string, folder: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'default-locale-labels-'));
  made.push(dir);
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n');
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    `export default {
  title: 'Tide Tables', url: 'https://tides.example', baseUrl: '/',
  ${i18n}
  presets: [['classic', { docs: {}, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'nav.title',
      items: [
        { to: '/docs/intro', label: 'nav.docs', position: 'left' },
        { label: 'nav.more', items: [{ href: 'https://example.org/gh', label: 'nav.github' }] },
      ],
    },
    footer: {
      links: [{ title: 'footer.community', items: [{ href: 'https://example.org/c', label: 'footer.chat' }] }],
      copyright: 'footer.copyright',
    },
  },
};
`,
  );
  const classic = join(dir, 'i18n', folder, 'docusaurus-theme-classic');
  mkdirSync(classic, { recursive: true });
  writeFileSync(
    join(classic, 'navbar.json'),
    JSON.stringify({
      title: message('Tide Tables'),
      'item.label.nav.docs': message('Docs'),
      'item.label.nav.more': message('More'),
      'item.label.nav.github': message('GitHub'),
    }),
  );
  writeFileSync(
    join(classic, 'footer.json'),
    JSON.stringify({
      'link.title.footer.community': message('Community'),
      'link.item.label.footer.chat': message('Chat'),
      copyright: message('Made at the harbour'),
    }),
  );
  return dir;
}

describe("the default locale's own navbar.json and footer.json", () => {
  it('relabel the navbar and footer of a build without --locale', async () => {
    const dir = siteWithKeyLabels('', 'en');
    const { siteConfig } = await loadSiteConfig(dir);
    expect(siteConfig.navbar.title).toBe('Tide Tables');
    expect(siteConfig.navbar.items.map((i) => ('label' in i ? i.label : undefined))).toEqual([
      'Docs',
      'More',
    ]);
    expect(JSON.stringify(siteConfig.navbar.items)).toContain('"label":"GitHub"');
    expect(JSON.stringify(siteConfig.navbar.items)).not.toContain('nav.');
    const footer = JSON.stringify(siteConfig.footer);
    expect(footer).toContain('"Community"');
    expect(footer).toContain('"Chat"');
    expect(footer).toContain('Made at the harbour');
    expect(footer).not.toContain('footer.');
  });

  it("are read from the htmlLang's folder on Docusaurus 3.10.0 alone (its getDefaultLocaleConfig)", () => {
    const config = {
      i18n: {
        defaultLocale: 'en',
        locales: ['en', 'fr'],
        localeConfigs: { fr: { htmlLang: 'fr-CA' } },
      },
    };
    const dir = siteWithKeyLabels('', 'fr');
    const on = (version: string) => {
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ dependencies: { '@docusaurus/core': version } }),
      );
      return rawLocalizationDir(dir, config, 'fr');
    };
    expect(on('3.10.0')).toBe(join(dir, 'i18n', 'fr-CA'));
    expect(on('3.10.2')).toBe(join(dir, 'i18n', 'fr'));
    expect(on('3.8.1')).toBe(join(dir, 'i18n', 'fr'));
  });

  it("are read from the default locale's folder (its localeConfigs path), not from en", () => {
    const config = {
      i18n: {
        defaultLocale: 'pt-BR',
        locales: ['pt-BR'],
        localeConfigs: { 'pt-BR': { path: 'pt' } },
      },
      themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'nav.docs' }] } },
    };
    const dir = siteWithKeyLabels('', 'pt');
    expect(rawLocalizationDir(dir, config)).toBe(join(dir, 'i18n', 'pt'));
    const { config: translated, files } = translateThemeConfig(
      config,
      rawLocalizationDir(dir, config),
    );
    expect(files).toContain(join(dir, 'i18n/pt/docusaurus-theme-classic/navbar.json'));
    expect(translated).toMatchObject({
      themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Docs' }] } },
    });
  });

  it('leave the labels as written when the locale has no files', async () => {
    const dir = siteWithKeyLabels("i18n: { defaultLocale: 'fr', locales: ['fr'] },", 'en');
    const { siteConfig } = await loadSiteConfig(dir);
    expect(siteConfig.navbar.items.map((i) => ('label' in i ? i.label : undefined))).toEqual([
      'nav.docs',
      'nav.more',
    ]);
  });
});
