// The external-link arrow by Docusaurus release: 3.9+ labels it for screen readers ("(opens in
// new tab)", as the 3.10 template's build shows), 3.8 hides it from them, as does a site of ours.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import IconExternalLink from '../../../src/theme/classic/Icon/ExternalLink.js';
import { EXTERNAL_LINK_PATH, SVG_SPRITES_HTML } from '../../../src/shared/svgSprites.js';

const data = siteData as { docusaurusVersion?: string };
const htmlOf = (version?: string) => {
  if (version) data.docusaurusVersion = version;
  else delete data.docusaurusVersion;
  return renderToStaticMarkup(<IconExternalLink />);
};
const svgOf = (version?: string) => /<svg[^>]*>/.exec(htmlOf(version))![0];
afterEach(() => {
  delete data.docusaurusVersion;
});

describe('the external-link icon', () => {
  it('is labelled on a Docusaurus 3.9+ site', () => {
    for (const v of ['3.9.2', '3.10.0']) {
      const svg = svgOf(v);
      expect(svg).toContain('aria-label="(opens in new tab)"');
      expect(svg).not.toContain('aria-hidden');
    }
  });

  it("refers to the page's symbol from 3.8 on, the one the build writes (this suite: a Docusaurus site)", () => {
    for (const v of ['3.8.0', '3.9.2', '3.10.2']) {
      const href = /<use href="#([^"]+)"><\/use><\/svg>$/.exec(htmlOf(v))?.[1];
      expect(href, v).toBe('theme-svg-external-link');
      expect(SVG_SPRITES_HTML).toContain(`<symbol id="${href}" viewBox="0 0 24 24">`);
      expect(svgOf(v)).not.toContain('viewBox');
    }
  });

  it('draws itself inline before 3.8 and without a version, in the same box', () => {
    for (const v of ['3.7.0', '3.5.2', undefined]) {
      const html = htmlOf(v);
      expect(html, v).toContain('viewBox="0 0 24 24"');
      expect(html, v).toContain(`<path fill="currentColor" d="${EXTERNAL_LINK_PATH}"></path>`);
      expect(html, v).not.toContain('<use');
    }
  });

  it('is hidden from screen readers on a 3.8 site and on a site of ours', () => {
    for (const v of ['3.8.1', undefined]) {
      const svg = svgOf(v);
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).not.toContain('aria-label');
    }
  });
});
