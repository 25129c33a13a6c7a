// The hooks an ejected doc route level imports (@docusaurus/plugin-content-docs/client,
// @docusaurus/theme-common): the version and sidebar a level provides to the ones inside it, the
// doc route DocRoot draws, and the tags list's grouping, rendered on their own.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  DocsSidebarProvider,
  DocsVersionProvider,
  getDocsVersionSearchTag,
  useBreadcrumbsStructuredData,
  useDocRootMetadata,
  useDocsSidebar,
  useDocsVersion,
} from '../../../../src/theme/docusaurus/docsClient.js';
import { DocRootMetadataContext } from '../../../../src/theme/docusaurus/docsRoutes.js';
import {
  listTagsByLetters,
  prefersReducedMotion,
  translateTagsPageTitle,
} from '../../../../src/theme/docusaurus/themeCommon.js';
import type { SidebarItem } from '../../../../src/shared/types.js';
import siteConfig from '../../theme/fixtures/siteConfig.js';

const items: SidebarItem[] = [{ type: 'link', label: 'Tides', href: '/docs/tides' }];

const version = {
  pluginId: 'default',
  version: '2.0',
  label: 'v2',
  banner: null,
  badge: true,
  noIndex: false,
  className: 'docs-version-2.0',
  isLast: false,
  docsSidebars: {},
  docs: {},
};

function Probe() {
  const sidebar = useDocsSidebar();
  const v = useDocsVersion();
  const root = useDocRootMetadata({});
  return (
    <p>
      {sidebar ? `${sidebar.name}:${sidebar.items.length}` : 'no sidebar'} {v.version} {v.label}{' '}
      {root ? root.docElement : 'no route'}
    </p>
  );
}

describe('the doc route levels’ hooks', () => {
  it('answer with what the levels around them provide', () => {
    const html = renderToString(
      <DocsVersionProvider version={version}>
        <DocRootMetadataContext.Provider
          value={{ docElement: <b>the doc</b>, sidebarName: 'guide', sidebarItems: items }}
        >
          <DocsSidebarProvider name="guide" items={items}>
            <Probe />
          </DocsSidebarProvider>
        </DocRootMetadataContext.Provider>
      </DocsVersionProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toBe('<p>guide:1 2.0 v2 <b>the doc</b></p>');
  });

  it('outside the levels: no sidebar, no doc route, the single current version', () => {
    expect(renderToString(<Probe />).replace(/<!-- -->/g, '')).toBe(
      '<p>no sidebar current Next no route</p>',
    );
  });

  it("gives the breadcrumbs' schema.org list with absolute URLs, and a version's search tag", () => {
    let data: ReturnType<typeof useBreadcrumbsStructuredData> | undefined;
    function Crumbs() {
      data = useBreadcrumbsStructuredData({
        breadcrumbs: [{ label: 'Charts' }, { label: 'Ports', href: '/docs/ports' }],
      });
      return null;
    }
    const before = siteConfig.url;
    siteConfig.url = 'https://tides.example.org';
    try {
      renderToString(<Crumbs />);
    } finally {
      siteConfig.url = before;
    }
    expect(data?.['@type']).toBe('BreadcrumbList');
    expect(data?.itemListElement).toHaveLength(1);
    expect(data?.itemListElement[0]).toMatchObject({ position: 1, name: 'Ports' });
    expect(data?.itemListElement[0]!.item).toBe(
      `https://tides.example.org${siteConfig.baseUrl}docs/ports`,
    );
    expect(getDocsVersionSearchTag('default', '2.0')).toBe('docs-default-2.0');
  });

  it("groups tags by first letter as theme-common's listTagsByLetters does", () => {
    const tags = [
      { label: 'tides', permalink: '/t', count: 1 },
      { label: 'Anchors', permalink: '/a', count: 2 },
      { label: 'almanac', permalink: '/al', count: 1 },
    ];
    expect(listTagsByLetters(tags).map((e) => [e.letter, e.tags.map((t) => t.label)])).toEqual([
      ['A', ['almanac', 'Anchors']],
      ['T', ['tides']],
    ]);
    expect(translateTagsPageTitle()).toBe('Tags');
    expect(typeof prefersReducedMotion()).toBe('boolean');
  });
});
