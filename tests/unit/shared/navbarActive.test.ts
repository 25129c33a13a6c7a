import { describe, expect, it } from 'vitest';
import { isNavbarLinkActive } from '../../../src/shared/navbarActive.js';

describe('isNavbarLinkActive', () => {
  it('is current on the base path and below it, not on a path that only starts with it', () => {
    const rule = { activeBasePath: '/blog' };
    expect(isNavbarLinkActive(rule, '/blog', undefined)).toBe(true);
    expect(isNavbarLinkActive(rule, '/blog/2024/first-post', undefined)).toBe(true);
    expect(isNavbarLinkActive(rule, '/blogroll', undefined)).toBe(false);
    expect(isNavbarLinkActive({ activeBasePath: '/docs/' }, '/docs/intro', undefined)).toBe(true);
  });

  it('follows activeBaseRegex before activeBasePath', () => {
    const rule = { activeBaseRegex: '^/(api|sdk)/', activeBasePath: '/guide' };
    expect(isNavbarLinkActive(rule, '/sdk/python', undefined)).toBe(true);
    expect(isNavbarLinkActive(rule, '/guide/start', undefined)).toBe(false);
    expect(isNavbarLinkActive({ activeBaseRegex: '(' }, '/x', undefined)).toBe(false);
  });

  it("is current on the docs of the link's sidebars, and never without a rule", () => {
    const rule = { activeSidebars: ['guide', 'guide@v1'] };
    expect(isNavbarLinkActive(rule, '/docs/a', 'guide@v1')).toBe(true);
    expect(isNavbarLinkActive(rule, '/docs/a', 'api')).toBe(false);
    expect(isNavbarLinkActive(rule, '/docs/a', undefined)).toBe(false);
    expect(isNavbarLinkActive({}, '/', 'guide')).toBe(false);
  });
});
