// A docsVersionDropdown's `dropdownItemsAfter` links: a `to` holding a full URL (Feature-Sliced
// Design's links to its old versions' sites) became `/https://…` on every page and failed the
// build at the link check; a site path gets its leading slash.
import { describe, expect, it } from 'vitest';
import { resolveNavbarItems } from '../../../../../plugins/config/docusaurus/resolveNavbarItems.js';
import type { LoadedDocSet } from '../../../../../plugins/docs/loadDocSets.js';

/** One doc set of the default instance, version `name` (what the dropdown reads of it). */
const set = (name: string) =>
  ({
    spec: { pluginId: 'default', version: { name, label: name }, versions: [] },
    docs: [],
    sidebars: {},
  }) as unknown as LoadedDocSet;

describe('docsVersionDropdown links around the versions', () => {
  it('keep a full URL in `to` and give a site path its slash', () => {
    const { items, errors } = resolveNavbarItems(
      [
        {
          kind: 'docsVersionDropdown',
          docsPluginId: 'default',
          position: 'right',
          item: {
            type: 'docsVersionDropdown',
            dropdownItemsAfter: [
              { to: 'https://old.example/v1.0.html', label: 'v1.0' },
              { to: '//mirror.example/docs', label: 'Mirror' },
              { to: 'versions', label: 'All versions' },
              { href: 'https://git.example/tree/rc', label: 'rc' },
            ],
          },
        },
      ],
      { docSets: [set('current')], configFile: 'docusaurus.config.js' },
    );
    expect(errors).toEqual([]);
    expect(items[0]).toMatchObject({
      dropdownItemsAfter: [
        { label: 'v1.0', href: 'https://old.example/v1.0.html' },
        { label: 'Mirror', href: '//mirror.example/docs' },
        { label: 'All versions', href: '/versions' },
        { label: 'rc', href: 'https://git.example/tree/rc' },
      ],
    });
  });
});
