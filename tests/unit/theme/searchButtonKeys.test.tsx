// The search button's "Ctrl" key: on a Docusaurus site it is DocSearch 3.9's drawing of the word (its
// button's `ControlKeyIcon`, a 15 px SVG in the 20 px key), as Docusaurus shows it; as text it made
// the key, and the button, 10 px wider at 1280 px. The knowledgebase keeps its text key.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import config from 'virtual:docs/site-config';
import SearchBar from '../../../src/theme/SearchBar.js';

const withI18n = config as unknown as { i18n?: unknown };

afterEach(() => {
  cleanup();
  delete withI18n.i18n;
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
