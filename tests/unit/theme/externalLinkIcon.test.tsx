// The external-link arrow by Docusaurus release: 3.9+ labels it for screen readers ("(opens in
// new tab)", as the 3.10 template's build shows), 3.8 hides it from them, as does a site of ours.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import IconExternalLink from '../../../src/theme/classic/Icon/ExternalLink.js';

const data = siteData as { docusaurusVersion?: string };
const svgOf = (version?: string) => {
  if (version) data.docusaurusVersion = version;
  else delete data.docusaurusVersion;
  return /<svg[^>]*>/.exec(renderToStaticMarkup(<IconExternalLink />))![0];
};
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

  it('is hidden from screen readers on a 3.8 site and on a site of ours', () => {
    for (const v of ['3.8.1', undefined]) {
      const svg = svgOf(v);
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).not.toContain('aria-label');
    }
  });
});
