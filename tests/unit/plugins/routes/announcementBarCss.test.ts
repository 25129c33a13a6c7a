// The announcement bar's colours reach the page as a stylesheet rule (no style attribute, which a
// strict Content-Security-Policy blocks), and only colours get there.
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { announcementBarCss } from '../../../../plugins/routes/virtualModules.js';

const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };

describe('announcement bar colours', () => {
  it('become a rule of the theme stylesheet, and nothing when the site sets none', () => {
    expect(announcementBarCss({ backgroundColor: '#20232a', textColor: 'rgb(255 255 255)' })).toBe(
      '\n.announcement-bar{background-color:#20232a;color:rgb(255 255 255)}\n',
    );
    expect(announcementBarCss({ textColor: 'tomato' })).toBe('\n.announcement-bar{color:tomato}\n');
    expect(announcementBarCss(undefined)).toBe('');
    expect(announcementBarCss({})).toBe('');
  });

  it('must be CSS colours: anything that could close the rule fails the config', () => {
    const bar = (backgroundColor: string) =>
      validateSiteConfig(
        { ...base, announcementBar: { content: 'Hi', backgroundColor } },
        'site.config.ts',
      );
    expect(bar('hsl(210 40% 96%)').announcementBar?.backgroundColor).toBe('hsl(210 40% 96%)');
    expect(() => bar('red;} body{display:none')).toThrow(/a CSS colour/);
  });
});
