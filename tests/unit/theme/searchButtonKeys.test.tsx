// The search button's "Ctrl" key: on a Docusaurus site it is DocSearch 3.9's drawing of the word (its
// button's `ControlKeyIcon`, a 15 px SVG in the 20 px key), as Docusaurus shows it; as text it made
// the key, and the button, 10 px wider at 1280 px. The knowledgebase keeps its text key.
// theme-search-algolia renders the DocSearchButton of the @docsearch/react installed for the site
// (3.9 and 3.10 accept 3.9 or 4: a fresh 3.9 install has 4, a 3.10 lock file may keep 3); the
// build passes its version (`siteData.docsearchVersion`). DocSearch 4's button, as 3.10.2 wrote it
// (a site with an `algolia` themeConfig built in /tmp, 2026-11-30; after hydration):
//   <button class="DocSearch DocSearch-Button" …><span class="DocSearch-Button-Container">
//   <svg width="20" height="20" class="DocSearch-Search-Icon" viewBox="0 0 24 24"><circle cx="11"
//   cy="11" r="8" …/><path d="m21 21-4.3-4.3" …/></svg><span class="DocSearch-Button-Placeholder">
//   Search</span></span><span class="DocSearch-Button-Keys"><kbd class="DocSearch-Button-Key
//   DocSearch-Button-Key--ctrl">Ctrl</kbd><kbd class="DocSearch-Button-Key">K</kbd></span></button>
// In Chromium its computed look (1280 light / 900 dark): 175.6 × 38 px, 1 px border #d6d6e7 /
// #212139, radius 8 px, background #fff / #15172a, text #5a5e9a / #c4c7dc; keys 33 × 24 and
// 24 × 24, radius 4 px, #f5f5fa / #36395a on #5a5e9a / #b6b7d5, 14 px.
// The SearchBar is that button alone (a page may draw it anywhere: crowdsec-docs's home page draws
// it in its hero); the navbar's box around it is `@theme/Navbar/Search`'s, which carries what the
// box's padding follows. The button's look is global CSS, as @docsearch/css's is
// (src/theme/docsearch4Look.css, docsearchFlushKeys.css: plugins/pages/siteLook.ts picks them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import config, { siteData } from 'virtual:docs/site-config';
import SearchBar from '../../../src/theme/SearchBar.js';
import NavbarSearch from '../../../src/theme/classic/Navbar/Search.js';

const withI18n = config as unknown as { i18n?: unknown };

const data = siteData as { docusaurusVersion?: string; docsearchVersion?: string };

afterEach(() => {
  cleanup();
  delete withI18n.i18n;
  delete data.docusaurusVersion;
  delete data.docsearchVersion;
});

const keys = () => {
  const { container } = render(<SearchBar />);
  return [...container.querySelectorAll('.DocSearch-Button-Key')];
};

describe('the search button’s keys', () => {
  it('draw "Ctrl" as DocSearch’s icon on a Docusaurus site', () => {
    withI18n.i18n = { defaultLocale: 'en', locales: ['en'], currentLocale: 'en' };
    const [ctrl, k] = keys();
    expect(ctrl!.textContent).toBe('');
    const svg = ctrl!.querySelector('svg.DocSearch-Control-Key-Icon');
    expect(svg?.getAttribute('width')).toBe('15');
    expect(svg?.getAttribute('height')).toBe('15');
    expect(svg?.querySelector('path')?.getAttribute('stroke-width')).toBe('1.2');
    expect(k!.textContent).toBe('K');
  });

  it('keep "Ctrl" as text on a site in the generator’s own format', () => {
    const [ctrl, k] = keys();
    expect(ctrl!.textContent).toBe('Ctrl');
    expect(ctrl!.querySelector('svg')).toBeNull();
    expect(k!.textContent).toBe('K');
  });
});

/** DocSearch 4's values (@docsearch/css 4.7 as Docusaurus 3.10.2 installs it), light and dark. */
const DOCSEARCH4 = {
  light: {
    background: '#fff',
    text: '#5a5e9a',
    subtle: '#d6d6e7',
    key: '#f5f5fa',
    keyText: '#5a5e9a',
  },
  dark: {
    background: '#15172a',
    text: '#c4c7dc',
    subtle: '#212139',
    key: '#36395a',
    keyText: '#b6b7d5',
  },
};

describe('the search button of a Docusaurus site running DocSearch 4', () => {
  /** The navbar's search box of a Docusaurus site (Navbar/Search around the SearchBar). */
  const docusaurusSite = (version: string, docsearch: string) => {
    withI18n.i18n = { defaultLocale: 'en', locales: ['en'], currentLocale: 'en' };
    data.docusaurusVersion = version;
    data.docsearchVersion = docsearch;
    return render(
      <NavbarSearch>
        <SearchBar />
      </NavbarSearch>,
    ).container;
  };

  it('is the button alone, the navbar’s box Navbar/Search’s, as theme-search-algolia draws it', () => {
    withI18n.i18n = { defaultLocale: 'en', locales: ['en'], currentLocale: 'en' };
    data.docusaurusVersion = '3.10.2';
    data.docsearchVersion = '4.7.1';
    const alone = render(<SearchBar />).container;
    expect(alone.children).toHaveLength(1);
    expect(alone.firstElementChild?.className).toBe('DocSearch DocSearch-Button');
    cleanup();
    const box = docusaurusSite('3.10.2', '4.7.1').firstElementChild!;
    expect(box.className).toBe('navbar__search navbar__search--docsearch4');
    expect(box.firstElementChild?.className).toBe('DocSearch DocSearch-Button');
  });

  it('is named as the installed DocSearch names it once the page runs (off Apple platforms)', () => {
    // @docsearch/react 4.7.1's DocSearchButton: `Search (Control+k)` and the shortcut; 3.9.0's:
    // `Search (Ctrl+K)` and none (Docusaurus 3.10.2's pre-render has `Meta+k` and `Command+K`:
    // the platform is known only in the browser; tests/unit/plugins/heroSearch.test.ts).
    const button4 = docusaurusSite('3.10.2', '4.7.1').querySelector('button')!;
    expect(button4.getAttribute('aria-label')).toBe('Search (Control+k)');
    expect(button4.getAttribute('aria-keyshortcuts')).toBe('Control+k');
    cleanup();
    const button3 = docusaurusSite('3.9.2', '3.9.0').querySelector('button')!;
    expect(button3.getAttribute('aria-label')).toBe('Search (Ctrl+K)');
    expect(button3.hasAttribute('aria-keyshortcuts')).toBe(false);
  });

  it('draws DocSearch 4’s icon and a "Ctrl" key in text', () => {
    const root = docusaurusSite('3.10.2', '4.7.1');
    expect(root.querySelector('.navbar__search--docsearch4')).not.toBeNull();
    const icon = root.querySelector('svg.DocSearch-Search-Icon')!;
    expect(icon.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(icon.querySelector('circle')?.getAttribute('r')).toBe('8');
    expect(icon.querySelector('path')?.getAttribute('d')).toBe('m21 21-4.3-4.3');
    const [ctrl, k] = root.querySelectorAll('.DocSearch-Button-Key');
    expect(ctrl!.className).toBe('DocSearch-Button-Key DocSearch-Button-Key--ctrl');
    expect(ctrl!.textContent).toBe('Ctrl');
    expect(k!.className).toBe('DocSearch-Button-Key');
  });

  it('follows the installed DocSearch, not the release: 4’s on a 3.9 site that installed it', () => {
    const root = docusaurusSite('3.9.2', '4.5.0');
    expect(root.querySelector('.navbar__search--docsearch4')).not.toBeNull();
    expect(root.querySelector('svg.DocSearch-Search-Icon')?.getAttribute('viewBox')).toBe(
      '0 0 24 24',
    );
    expect(root.querySelector('.DocSearch-Button-Key--ctrl')?.textContent).toBe('Ctrl');
  });

  it('keeps DocSearch 3’s button where 3 is installed, on a 3.10 site too (a lock file)', () => {
    for (const release of ['3.8.1', '3.10.2']) {
      const root = docusaurusSite(release, '3.9.0');
      expect(root.querySelector('.navbar__search--docsearch4'), release).toBeNull();
      expect(root.querySelector('svg.DocSearch-Search-Icon')?.getAttribute('viewBox')).toBe(
        '0 0 20 20',
      );
      expect(root.querySelector('.DocSearch-Button-Key--ctrl')).toBeNull();
      expect(
        root.querySelector('.DocSearch-Button-Key svg.DocSearch-Control-Key-Icon'),
      ).not.toBeNull();
      cleanup();
    }
  });

  it('takes the padding off DocSearch 3’s keys from 3.9 on, as the Algolia theme’s stylesheet does', () => {
    const flush = (release: string, docsearch: string) => {
      const root = docusaurusSite(release, docsearch);
      const marked = root.querySelector('.navbar__search--flush-keys') !== null;
      cleanup();
      return marked;
    };
    expect(flush('3.8.1', '3.9.0')).toBe(false);
    expect(flush('3.9.2', '3.9.0')).toBe(true);
    expect(flush('3.10.2', '3.9.0')).toBe(true);
    // DocSearch 4's keys have no padding of their own (the docsearch4 rules).
    expect(flush('3.10.2', '4.7.1')).toBe(false);
    const css = readFileSync(
      join(import.meta.dirname, '../../../src/theme/docsearchFlushKeys.css'),
      'utf8',
    ).replace(/\s+/g, ' ');
    expect(css).toContain('.DocSearch-Button .DocSearch-Button-Key { padding: 0; }');
  });

  it('is given DocSearch 4’s size, radius and colours by its stylesheet, light and dark', () => {
    const css = readFileSync(
      join(import.meta.dirname, '../../../src/theme/docsearch4Look.css'),
      'utf8',
    ).replace(/\s+/g, ' ');
    const vars = (scope: string) => css.slice(css.indexOf(`${scope} { --docsearch-search-button`));
    for (const [mode, scope] of [
      ['light', ':root'],
      ['dark', "html[data-theme='dark']"],
    ] as const) {
      const v = DOCSEARCH4[mode];
      const block = vars(scope).slice(0, vars(scope).indexOf('}'));
      expect(block, mode).toContain(`--docsearch-search-button-background: ${v.background};`);
      expect(block, mode).toContain(`--docsearch-search-button-text-color: ${v.text};`);
      expect(block, mode).toContain(`--docsearch-subtle-color: ${v.subtle};`);
      expect(block, mode).toContain(`--docsearch-key-background: ${v.key};`);
      expect(block, mode).toContain(`--docsearch-key-color: ${v.keyText};`);
    }
    const rule = (selector: string) => {
      const at = css.indexOf(`${selector} {`);
      return at < 0 ? '' : css.slice(at, css.indexOf('}', at));
    };
    const button = rule('.DocSearch-Button:is(:hover, :focus, :active)');
    expect(button).toContain('height: 36px;');
    expect(button).toContain('border: 1px solid var(--docsearch-subtle-color);');
    expect(button).toContain('border-radius: 0.5rem;');
    const key = rule('.DocSearch-Button .DocSearch-Button-Key');
    expect(key).toContain('width: 24px;');
    expect(key).toContain('height: 24px;');
    expect(key).toContain('border-radius: 4px;');
    expect(rule('.DocSearch-Button .DocSearch-Button-Key--ctrl')).toContain('width: 33px;');
  });
});
