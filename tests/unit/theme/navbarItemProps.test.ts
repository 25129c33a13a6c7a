// The navbar's config items, as the build resolved them, back in the props Docusaurus gives
// `@theme/NavbarItem` (src/theme/navbarItemProps.ts): what a site's wrapper of it sees.
import { describe, expect, it } from 'vitest';
import { docusaurusNavbarProps } from '../../../src/theme/navbarItemProps.js';

describe('docusaurusNavbarProps', () => {
  it('gives a link `to` when it is current under its own path, else `href`, and its attributes', () => {
    expect(
      docusaurusNavbarProps({
        label: 'Log',
        href: '/blog',
        position: 'left',
        activeBasePath: '/blog',
        attributes: { 'aria-label': 'The log' },
      }),
    ).toEqual({ label: 'Log', to: '/blog', position: 'left', 'aria-label': 'The log' });
    expect(
      docusaurusNavbarProps({ label: 'Git', href: 'https://git.example', position: 'right' }),
    ).toEqual({ label: 'Git', href: 'https://git.example', position: 'right' });
    // A full URL the config gave as `to` goes back as `to` (no external-link icon then).
    expect(
      docusaurusNavbarProps({
        label: 'Forum',
        href: 'https://forum.example',
        externalIcon: false,
        position: 'right',
      }),
    ).toEqual({ label: 'Forum', to: 'https://forum.example', position: 'right' });
  });

  it('gives doc and docSidebar items their type and id', () => {
    expect(
      docusaurusNavbarProps({
        label: 'Guide',
        href: '/docs/intro',
        position: 'left',
        activeSidebars: ['tides'],
        docusaurusItem: { type: 'docSidebar', id: 'tides' },
      }),
    ).toEqual({ type: 'docSidebar', sidebarId: 'tides', label: 'Guide', position: 'left' });
    expect(
      docusaurusNavbarProps({
        label: 'intro',
        href: '/docs/intro',
        position: 'left',
        docsPluginId: 'default',
        docusaurusItem: { type: 'doc', id: 'intro' },
      }),
    ).toEqual({
      type: 'doc',
      docId: 'intro',
      label: 'intro',
      position: 'left',
      docsPluginId: 'default',
    });
  });

  it('gives a dropdown its items (no type: `items` makes it one), html and custom items their keys', () => {
    expect(
      docusaurusNavbarProps({
        label: 'More',
        position: 'right',
        items: [
          { label: 'Charts', href: '/docs/charts' },
          { type: 'html', value: '<hr/>' },
          { label: 'Almanac', href: 'https://almanac.example' },
        ],
      }),
    ).toEqual({
      label: 'More',
      position: 'right',
      items: [
        { label: 'Charts', to: '/docs/charts' },
        { type: 'html', value: '<hr/>' },
        { label: 'Almanac', href: 'https://almanac.example' },
      ],
    });
    expect(docusaurusNavbarProps({ type: 'html', value: '<b>x</b>', position: 'left' })).toEqual({
      type: 'html',
      value: '<b>x</b>',
      position: 'left',
    });
    expect(
      docusaurusNavbarProps({ type: 'custom-clock', position: 'right', props: { label: '06:12' } }),
    ).toEqual({ type: 'custom-clock', position: 'right', label: '06:12' });
  });
});
