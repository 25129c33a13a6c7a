// A sidebar link to another site ends with Docusaurus's external-link icon (an <svg>, as its
// navbar and footer links have it): Jellyfin's "API Documentation" link showed a text arrow "↗"
// beside Docusaurus's icon in Chromium.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DocSidebarItemLink from '../../../src/theme/classic/DocSidebarItem/Link.js';
import { renderAt } from './render.js';

afterEach(cleanup);

describe('DocSidebarItem/Link', () => {
  it("draws the external-link icon after a link that leaves the site, and none after a doc's", () => {
    const { container } = renderAt(
      <ul>
        <DocSidebarItemLink
          item={{ type: 'link', label: 'Tide API', href: 'https://api.example.org/' }}
          index={0}
          activePath="/guide/"
          level={1}
        />
        <DocSidebarItemLink
          item={{ type: 'link', label: 'Moorings', href: '/guide/moorings' }}
          index={1}
          activePath="/guide/"
          level={1}
        />
      </ul>,
      '/guide/',
    );
    const [external, internal] = [...container.querySelectorAll('a.menu__link')];
    expect(external!.textContent).toBe('Tide API');
    expect(external!.querySelector('svg.iconExternalLink_dv')).not.toBeNull();
    expect(internal!.querySelector('svg')).toBeNull();
    expect(container.textContent).not.toContain('↗');
  });
});
