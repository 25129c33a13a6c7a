// A doc's breadcrumbs by the Docusaurus release a site depends on. Docusaurus 3.7.0's build of a
// doc two categories deep (the first without a link, the second with one) wrote schema.org's
// BreadcrumbList as microdata on the list:
//   <ul class="breadcrumbs" itemscope="" itemtype="https://schema.org/BreadcrumbList">
//   <li class="breadcrumbs__item"><span class="breadcrumbs__link">Setup</span>
//     <meta itemprop="position" content="1"></li>
//   <li itemscope="" itemprop="itemListElement" itemtype="https://schema.org/ListItem" …>
//     <a class="breadcrumbs__link" itemprop="item" href="…"><span itemprop="name">…</span></a>
//     <meta itemprop="position" content="2"></li>
//   <li itemscope="" … class="breadcrumbs__item breadcrumbs__item--active">
//     <span class="breadcrumbs__link" itemprop="name">…</span><meta … content="3"></li>
// 3.8 moved the data to JSON-LD in the head and kept the link's inner span. Before, ours had
// neither the microdata nor the span.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import Breadcrumbs from '../../../src/theme/Breadcrumbs.js';
import type { SidebarItem } from '../../../src/shared/types.js';
import { renderAt } from './render.js';

const data = siteData as { docusaurusVersion?: string };
afterEach(() => {
  delete data.docusaurusVersion;
  cleanup();
});

const SIDEBAR = [
  {
    type: 'category',
    label: 'Setup',
    collapsed: false,
    collapsible: true,
    items: [
      {
        type: 'category',
        label: 'Boats',
        href: '/docs/setup/boats',
        collapsed: false,
        collapsible: true,
        items: [{ type: 'link', label: 'Rigging', href: '/docs/setup/boats/rigging', docId: 'r' }],
      },
    ],
  },
] as SidebarItem[];

function crumbs(version?: string) {
  if (version) data.docusaurusVersion = version;
  const { container } = renderAt(
    <Breadcrumbs sidebar={SIDEBAR} pathname="/docs/setup/boats/rigging" />,
    '/docs/setup/boats/rigging',
  );
  return container.querySelector('ul.breadcrumbs')!;
}

describe('breadcrumbs', () => {
  it('carry the BreadcrumbList microdata on a site before Docusaurus 3.8', () => {
    const ul = crumbs('3.7.0');
    expect(ul.getAttribute('itemtype')).toBe('https://schema.org/BreadcrumbList');
    expect(ul.hasAttribute('itemscope')).toBe(true);
    // The home item is first and has no microdata.
    const [home, setup, boats, rigging] = [...ul.querySelectorAll(':scope > li')];
    expect(home!.querySelector('meta')).toBeNull();
    expect(setup!.hasAttribute('itemscope')).toBe(false);
    expect(setup!.querySelector('meta')!.outerHTML).toBe('<meta itemprop="position" content="1">');
    expect(boats!.getAttribute('itemprop')).toBe('itemListElement');
    expect(boats!.getAttribute('itemtype')).toBe('https://schema.org/ListItem');
    expect(boats!.querySelector('a')!.getAttribute('itemprop')).toBe('item');
    expect(boats!.querySelector('a > span')!.outerHTML).toBe('<span itemprop="name">Boats</span>');
    expect(boats!.querySelector('meta')!.getAttribute('content')).toBe('2');
    expect(rigging!.getAttribute('itemprop')).toBe('itemListElement');
    expect(rigging!.querySelector('span')!.getAttribute('itemprop')).toBe('name');
    expect(rigging!.querySelector('meta')!.getAttribute('content')).toBe('3');
  });

  it('carry none from 3.8 on (nor on a site of unknown release), the link keeping its span', () => {
    for (const version of ['3.8.1', undefined]) {
      const ul = crumbs(version);
      expect(ul.outerHTML).not.toMatch(/itemscope|itemprop|itemtype/);
      expect(ul.querySelector('meta')).toBeNull();
      expect(ul.querySelector('a.breadcrumbs__link[href="/docs/setup/boats"]')!.innerHTML).toBe(
        '<span>Boats</span>',
      );
      cleanup();
    }
  });

  it("draw the home link's house as Docusaurus does: the item's CSS-module class, no size of its own", () => {
    // Docusaurus 3.7 to 3.10: `<svg viewBox="0 0 24 24" class="breadcrumbHomeIcon_<hash>">`, sized by
    // that class's rule (1.1rem); a site's CSS for `[class*=breadcrumbHomeIcon]` reaches it.
    const ul = crumbs('3.7.0');
    const svg = ul.querySelector('li:first-child > a.breadcrumbs__link > svg')!;
    expect([...svg.attributes].map((a) => `${a.name}=${a.value}`)).toEqual([
      'viewBox=0 0 24 24',
      'class=breadcrumbHomeIcon_dv',
    ]);
  });
});
