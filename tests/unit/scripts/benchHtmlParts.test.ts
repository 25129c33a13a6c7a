// The benchmark splits a page's HTML into the sidebar, the article and the rest, to show which part
// grows with the site.
import { describe, expect, it } from 'vitest';
import { htmlParts } from '../../../scripts/bench/lib/browser.js';

describe('benchmark HTML parts', () => {
  it('measures the docs sidebar nav and the article in bytes, and 0 for a part that is missing', () => {
    const sidebar = '<nav aria-label="Docs sidebar" class="menu"><ul><li>Ré</li></ul></nav>';
    const article = '<article class="doc">text</article>';
    const html = `<html><body><nav aria-label="Main">top</nav>${sidebar}<main>${article}</main></body></html>`;
    expect(htmlParts(html)).toEqual({
      sidebar: Buffer.byteLength(sidebar),
      article: article.length,
    });
    expect(htmlParts('<main><p>no sidebar</p></main>')).toEqual({ sidebar: 0, article: 0 });
    expect(htmlParts('<articles>x</articles>').article).toBe(0);
  });
});
