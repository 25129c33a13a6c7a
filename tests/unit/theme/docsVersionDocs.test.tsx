// `useDocById` and `useDocsVersion().docs` of @docusaurus/plugin-content-docs/client, as Ory's
// swizzled DocCard calls them: the version's docs by id, loaded with the doc route
// (src/theme/docusaurus/versionDocs.ts; the fixture's virtual:docs/version-docs has one version).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  isVisibleSidebarItem,
  useDocById,
  useDocsVersion,
} from '../../../src/theme/docusaurus/docsClient.js';
import {
  DocsVersionProvider,
  type DocsVersionProp,
} from '../../../src/theme/docusaurus/docsRoutes.js';
import { loadVersionDocs, type VersionDocs } from '../../../src/theme/docusaurus/versionDocs.js';
import type { SidebarItem } from '../../../src/shared/types.js';

const versionWith = (docs: VersionDocs): DocsVersionProp => ({
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {},
  docs,
});

function Card({ id }: { id: string | undefined }) {
  const doc = useDocById(id);
  return <p>{doc ? `${doc.title} (${doc.sidebar ?? 'no sidebar'})` : 'no doc'}</p>;
}

const inVersion = (docs: VersionDocs, id: string | undefined) =>
  renderToStaticMarkup(
    <DocsVersionProvider version={versionWith(docs)}>
      <Card id={id} />
    </DocsVersionProvider>,
  );

describe('the docs of a version by id', () => {
  it('loads the only version for a page not told its version, once', async () => {
    const docs = await loadVersionDocs(undefined);
    expect(Object.keys(docs)).toEqual(['intro', 'changelog']);
    expect(await loadVersionDocs({ pluginId: 'default', name: 'current' } as never)).toBe(docs);
    // A version the build has no docs module for: none.
    expect(await loadVersionDocs({ pluginId: 'other', name: '1.0' } as never)).toEqual({});
  });

  it('gives a doc by id, undefined for no id, and throws for an id the version has not', async () => {
    const docs = await loadVersionDocs(undefined);
    expect(inVersion(docs, 'intro')).toBe('<p>Introduction (docs)</p>');
    expect(inVersion(docs, 'changelog')).toBe('<p>Changelog (no sidebar)</p>');
    expect(inVersion(docs, undefined)).toBe('<p>no doc</p>');
    expect(() => inVersion(docs, 'missing')).toThrow('no version doc found by id=missing');
    // Docs not loaded at all: the message says so.
    expect(() => inVersion({}, 'intro')).toThrow(/by id=intro \(the docs of this version/);
  });

  it('is what useDocsVersion().docs holds', async () => {
    const docs = await loadVersionDocs(undefined);
    function Ids() {
      return <>{Object.keys(useDocsVersion().docs).join(' ')}</>;
    }
    const html = renderToStaticMarkup(
      <DocsVersionProvider version={versionWith(docs)}>
        <Ids />
      </DocsVersionProvider>,
    );
    expect(html).toBe('intro changelog');
  });

  it('shows a sidebar item as Docusaurus does: an unlisted link only when it is the page', () => {
    const link = (href: string, unlisted = false): SidebarItem =>
      ({ type: 'link', href, label: href, unlisted }) as SidebarItem;
    expect(isVisibleSidebarItem(link('/a', true), '/b')).toBe(false);
    expect(isVisibleSidebarItem(link('/a', true), '/a')).toBe(true);
    expect(isVisibleSidebarItem(link('/a'), '/b')).toBe(true);
    const category = { type: 'category', label: 'C', items: [link('/a', true)] } as SidebarItem;
    expect(isVisibleSidebarItem(category, '/b')).toBe(false);
    expect(isVisibleSidebarItem(category, '/a')).toBe(true);
  });
});
