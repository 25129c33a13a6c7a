// The hooks an ejected DocBreadcrumbs imports (Keploy's, from Docusaurus 3.x:
// `useSidebarBreadcrumbs` of @docusaurus/plugin-content-docs/client, `useHomePageRoute` of
// @docusaurus/theme-common/internal): the page's category path in its sidebar, and the home route.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../src/shared/types.js';
import { DocContext } from '../../../src/theme/DocContext.js';
import { useSidebarBreadcrumbs } from '../../../src/theme/docusaurus/docsClient.js';
import { useHomePageRoute } from '../../../src/theme/docusaurus/themeCommon.js';

const SIDEBAR = [
  { type: 'link', label: 'Intro', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/guides',
    collapsed: true,
    collapsible: true,
    items: [{ type: 'link', label: 'Install', href: '/docs/guides/install' }],
  },
] as unknown as SidebarItem[];

function Crumbs() {
  const crumbs = useSidebarBreadcrumbs();
  const home = useHomePageRoute();
  return (
    <p>
      {home?.path ?? 'no home'}|
      {crumbs === null ? 'null' : crumbs.map((c) => ('label' in c ? c.label : '')).join('>')}
    </p>
  );
}
const render = (value: { sidebar?: SidebarItem[]; permalink: string }) =>
  renderToStaticMarkup(
    <DocContext.Provider value={value}>
      <Crumbs />
    </DocContext.Provider>,
  );

describe('the ejected DocBreadcrumbs hooks', () => {
  it('gives the categories down to the page, and the home route', () => {
    expect(render({ sidebar: SIDEBAR, permalink: '/docs/guides/install' })).toBe(
      '<p>/|Guides&gt;Install</p>',
    );
    expect(render({ sidebar: SIDEBAR, permalink: '/docs/intro' })).toBe('<p>/|Intro</p>');
  });

  it('is null on a page without a sidebar', () => {
    expect(render({ permalink: '/docs/alone' })).toBe('<p>/|null</p>');
  });
});
