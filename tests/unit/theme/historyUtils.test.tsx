// `useHistorySelector` and `mergeSearchStrings` of @docusaurus/theme-common, as HAMi's swizzled
// locale dropdown uses them (each locale's link keeps the page's query and hash): its pages
// stopped pre-rendering at "useHistorySelector is not a function".
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  mergeSearchStrings,
  useHistorySelector,
} from '../../../src/theme/docusaurus/themeCommon.js';
import { renderAt } from './render.js';

afterEach(cleanup);

function LocaleLink() {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  return <a href={`/fr/guide${mergeSearchStrings([search, '?lang=fr'], 'append')}${hash}`}>fr</a>;
}

describe('useHistorySelector', () => {
  it("reads the history's location", () => {
    renderAt(<LocaleLink />, '/guide?tab=cli#install');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/guide?tab=cli&lang=fr#install');
  });
});

describe('mergeSearchStrings', () => {
  it('appends or replaces, and is empty without parameters', () => {
    expect(mergeSearchStrings(['?a=1&b=2', 'a=3', undefined], 'append')).toBe('?a=1&b=2&a=3');
    expect(mergeSearchStrings(['?a=1&b=2', 'a=3'], 'replace')).toBe('?a=3&b=2');
    expect(mergeSearchStrings([undefined, ''], 'append')).toBe('');
  });
});
