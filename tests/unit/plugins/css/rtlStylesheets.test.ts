// The flipped stylesheets of right-to-left locales (plugins/css/rtlStylesheets.ts): rtlcss over a
// built (minified, comment-free) stylesheet, with the compiled stylesheets' directives put back.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  collectDirectives,
  flipStylesheet,
  hasRtlLocale,
  rtlStylesheetFile,
} from '../../../../plugins/css/rtlStylesheets.js';

const compiled = `.code .body {
  position: relative;
  /* rtl:ignore */
  direction: ltr;
  margin-left: 1rem;
}
/* rtl:ignore */
.buttons { right: 0; }
.crumb:after {
  margin-left: 2px;
  /*rtl:raw:
  transform: rotate(180deg);
  */
}
`;
// What a minifier makes of it: no comments, other whitespace.
const built =
  '.code .body{direction:ltr;margin-left:1rem;position:relative}.buttons{right:0}.crumb:after{margin-left:2px}.menu{padding-left:8px;border-right:1px solid}';

describe('flipped stylesheets', () => {
  it('flips what Docusaurus flips and keeps what the directives keep, though the minifier dropped them', () => {
    const directives = collectDirectives(compiled, 'theme.css');
    expect(directives.map((d) => [d.text.trim().split(/\s/)[0], d.selector, d.line])).toEqual([
      ['rtl:ignore', '.code.body', 3],
      ['rtl:ignore', '.buttons', 7],
      ['rtl:raw:', '.crumb:after', 11],
    ]);
    expect(flipStylesheet(built, directives)).toBe(
      '.code .body{direction:ltr;margin-right:1rem;position:relative}.buttons{right:0}.crumb:after{margin-right:2px;\n  transform: rotate(180deg)}.menu{padding-right:8px;border-left:1px solid}',
    );
    // Without them, rtlcss flips every rule.
    expect(flipStylesheet(built, [])).toContain('.code .body{direction:rtl;');
  });

  it("gives Infima's own right-to-left stylesheet for Infima's stylesheet", () => {
    const require = createRequire(import.meta.url);
    const infima = (f: string) =>
      readFileSync(require.resolve(`infima/dist/css/default/${f}`), 'utf8');
    const ltr = infima('default.css');
    // Compared without comments and whitespace (the build's stylesheets have neither).
    const bare = (css: string) => css.replace(/\/\*[^]*?\*\//g, '').replace(/\s+/g, '');
    const flipped = flipStylesheet(
      ltr.replace(/\/\*[^]*?\*\//g, ''), // as built: no comments
      collectDirectives(ltr, 'default.css'),
    );
    expect(bare(flipped)).toBe(bare(infima('default-rtl.css')));
    expect(bare(flipped)).not.toBe(bare(ltr));
  });

  it('is made only for a site with a right-to-left locale, beside each stylesheet', () => {
    const i18n = (direction: 'ltr' | 'rtl') => ({
      defaultLocale: 'en',
      currentLocale: 'en',
      locales: ['en', 'x'],
      localeConfigs: { en: { direction: 'ltr' }, x: { direction } },
    });
    expect(hasRtlLocale(i18n('rtl') as never)).toBe(true);
    expect(hasRtlLocale(i18n('ltr') as never)).toBe(false);
    expect(hasRtlLocale(undefined)).toBe(false);
    expect(rtlStylesheetFile('assets/css/styles.K7aHPI3R.css')).toBe(
      'assets/css/styles.K7aHPI3R.rtl.css',
    );
  });
});
