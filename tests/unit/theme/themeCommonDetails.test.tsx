// Electron's API history table imports `{ Details } from '@docusaurus/theme-common/Details'` and
// gives the summary as a prop; the build stopped at the import before (the module is in
// THEME_MODULES: tests/unit/plugins/themeResolver.test.ts checks its file exports `Details`).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Details } from '../../../src/theme/docusaurus/ThemeCommonDetails.js';

describe('@docusaurus/theme-common/Details', () => {
  it('draws a text summary as the <summary>, then the content', () => {
    const html = renderToStaticMarkup(
      <Details summary="History" className="api-history" open>
        <p>Added in 38</p>
      </Details>,
    );
    // As theme-common's: its own class, none of theme-classic's alert ones.
    expect(html).toMatch(/^<details class="details api-history" open="">/);
    expect(html).toContain(
      '<summary>History</summary><div class="details__content"><p>Added in 38</p></div>',
    );
  });

  it('keeps a <summary> element given as the summary, and says "Details" without one', () => {
    const own = renderToStaticMarkup(<Details summary={<summary id="s">Own</summary>}>x</Details>);
    expect(own).toContain('<summary id="s">Own</summary>');
    expect(own.match(/<summary/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<Details>x</Details>)).toContain('<summary>Details</summary>');
  });
});
