// A page titled as the site itself (a home page's `<Layout title={siteConfig.title}>`): Docusaurus
// before 3.8 repeats the site's title ("Lamp Room | Lamp Room", theme-common's useTitleFormatter
// up to 3.7.0), 3.8's TitleFormatter gives the site's title alone. The build follows the version
// the site depends on.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import type { DocusaurusVersion } from '../../../../../plugins/config/docusaurus/docusaurusVersion.js';
import { validateSiteConfig } from '../../../../../plugins/config/loadSiteConfig.js';
import { renderHtmlDocument } from '../../../../../plugins/output/htmlTemplate.js';
import { formatTitle } from '../../../../../src/shared/pageHead.js';

const FILE = '/site/docusaurus.config.js';
const base = { title: 'Lamp Room', url: 'https://lamp.example', baseUrl: '/' };

function siteConfigFor(version: DocusaurusVersion | undefined) {
  const { siteConfig } = mapDocusaurusConfig(base, { configFile: FILE, source: '', version });
  return validateSiteConfig(siteConfig, FILE);
}

function titleTag(version: DocusaurusVersion | undefined, title: string): string {
  const html = renderHtmlDocument({
    siteConfig: siteConfigFor(version),
    pathname: '/',
    head: { title },
    appHtml: '',
    assets: { css: [], entry: '/e.js', preloads: [] },
    themeScript: '',
  });
  return /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '';
}

describe('the title of a page titled as the site', () => {
  it('repeats the site title for a site on Docusaurus 3.5 or 3.7', () => {
    expect(titleTag({ major: 3, minor: 5, patch: 2 }, 'Lamp Room')).toBe(
      '<title>Lamp Room | Lamp Room</title>',
    );
    expect(titleTag({ major: 3, minor: 7, patch: 0 }, ' Lamp Room ')).toBe(
      '<title>Lamp Room | Lamp Room</title>',
    );
  });

  it('is the site title alone on Docusaurus 3.8 and later, or when the version is unknown', () => {
    for (const v of [
      { major: 3, minor: 8, patch: 0 },
      { major: 3, minor: 10, patch: 2 },
      undefined,
    ])
      expect(titleTag(v, 'Lamp Room')).toBe('<title>Lamp Room</title>');
  });

  it('formats other titles alike in every version', () => {
    for (const v of [{ major: 3, minor: 5, patch: 2 }, undefined]) {
      expect(titleTag(v, 'Wicks')).toBe('<title>Wicks | Lamp Room</title>');
      expect(titleTag(v, '  ')).toBe('<title>Lamp Room</title>');
    }
  });

  it('sets repeatSiteTitle only below 3.8 (the client formats titles with it)', () => {
    expect(siteConfigFor({ major: 3, minor: 7, patch: 9 }).repeatSiteTitle).toBe(true);
    expect(siteConfigFor({ major: 3, minor: 8, patch: 1 }).repeatSiteTitle).toBeUndefined();
    expect(formatTitle('Lamp Room', 'Lamp Room', '·', true)).toBe('Lamp Room · Lamp Room');
    expect(formatTitle('', 'Lamp Room', '·', true)).toBe('Lamp Room');
  });
});
