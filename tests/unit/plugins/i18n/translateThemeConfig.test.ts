// The classic theme's navbar.json and footer.json applied to a config, key for key as
// @docusaurus/theme-classic 3.8.1's translateThemeConfig (lib/translations.js) applies them: every
// key its getTranslationFiles writes is read back (`title`, `logo.alt`, `item.label.*`;
// `link.title.*`, `link.item.label.*`, `copyright`, `logo.alt`), including where the config itself
// has no value for it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translateThemeConfig } from '../../../../plugins/i18n/translateThemeConfig.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A locale folder with the theme's two files, each `{ key: message }`. */
function localeDir(navbar: Record<string, string>, footer: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'theme-config-'));
  dirs.push(dir);
  const theme = join(dir, 'docusaurus-theme-classic');
  mkdirSync(theme, { recursive: true });
  const file = (messages: Record<string, string>) =>
    JSON.stringify(
      Object.fromEntries(Object.entries(messages).map(([k, message]) => [k, { message }])),
    );
  writeFileSync(join(theme, 'navbar.json'), file(navbar));
  writeFileSync(join(theme, 'footer.json'), file(footer));
  return dir;
}

const themeConfigOf = (config: unknown) =>
  (config as { themeConfig: { navbar: unknown; footer: unknown } }).themeConfig;

describe("the classic theme's translateThemeConfig", () => {
  it('translates the navbar title and logo alt, items and their sub-items', () => {
    const dir = localeDir(
      {
        title: 'Lanterne',
        'logo.alt': 'Une lanterne',
        'item.label.Guide': 'Le guide',
        'item.label.Blog': 'Le blog',
      },
      {},
    );
    const config = {
      themeConfig: {
        navbar: {
          title: 'Lantern',
          logo: { alt: 'A lantern', src: 'img/l.svg' },
          items: [
            { label: 'Guide', to: '/docs' },
            { label: 'More', items: [{ label: 'Blog' }] },
          ],
        },
      },
    };
    expect(themeConfigOf(translateThemeConfig(config, dir).config).navbar).toEqual({
      title: 'Lanterne',
      logo: { alt: 'Une lanterne', src: 'img/l.svg' },
      items: [
        { label: 'Le guide', to: '/docs' },
        { label: 'More', items: [{ label: 'Le blog' }] },
      ],
    });
  });

  it("sets a title, logo alt and copyright the config does not have, as Docusaurus's does", () => {
    const dir = localeDir(
      { title: 'Lanterne', 'logo.alt': 'Une lanterne' },
      { copyright: 'Droits réservés', 'logo.alt': 'Les fabricants' },
    );
    const config = {
      themeConfig: {
        navbar: { logo: { src: 'img/l.svg' }, items: [] },
        footer: { logo: { src: 'img/l.svg' }, links: [] },
      },
    };
    const { navbar, footer } = themeConfigOf(translateThemeConfig(config, dir).config);
    expect(navbar).toEqual({
      title: 'Lanterne',
      logo: { src: 'img/l.svg', alt: 'Une lanterne' },
      items: [],
    });
    expect(footer).toEqual({
      logo: { src: 'img/l.svg', alt: 'Les fabricants' },
      links: [],
      copyright: 'Droits réservés',
    });
  });

  it("translates a footer's columns (titles, labels) or its simple links, by its first link", () => {
    const footerMessages = {
      'link.title.Docs': 'Documentation',
      'link.item.label.Intro': 'Bien commencer',
      'link.item.label.Blog': 'Le blog',
    };
    const dir = localeDir({}, footerMessages);
    const columns = {
      themeConfig: {
        navbar: { items: [] },
        footer: {
          links: [
            { title: 'Docs', items: [{ label: 'Intro', to: '/docs' }] },
            { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
          ],
        },
      },
    };
    expect(themeConfigOf(translateThemeConfig(columns, dir).config).footer).toEqual({
      links: [
        { title: 'Documentation', items: [{ label: 'Bien commencer', to: '/docs' }] },
        { title: 'More', items: [{ label: 'Le blog', to: '/blog' }] },
      ],
    });
    const simple = {
      themeConfig: {
        navbar: { items: [] },
        footer: {
          links: [
            { label: 'Intro', to: '/docs' },
            { label: 'Blog', href: '/blog' },
          ],
        },
      },
    };
    expect(themeConfigOf(translateThemeConfig(simple, dir).config).footer).toEqual({
      links: [
        { label: 'Bien commencer', to: '/docs' },
        { label: 'Le blog', href: '/blog' },
      ],
    });
  });
});
