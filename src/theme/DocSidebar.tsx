// The docs sidebar's column beside a doc (Docusaurus's DocRoot/Layout/Sidebar): the page's
// `@theme/DocSidebar` in an aside, or in the hideable column when docs.hideableSidebar is on.
import siteConfig from 'virtual:docs/site-config';
import type { SidebarItem } from '../shared/types.js';
import ClassicDocSidebar from './classic/DocSidebar.js';
import DocusaurusSidebarColumn from './docusaurusSidebarColumn.js';
import HideableSidebar from './HideableSidebar.js';

export default function DocSidebar({
  items,
  pathname,
  name,
  onHiddenChange,
}: {
  items: SidebarItem[];
  pathname: string;
  /** The sidebar's name: another sidebar's items start from their own state, as Docusaurus's. */
  name?: string | undefined;
  /** Told when the hideable column hides or shows (DocRoot/Layout's state). */
  onHiddenChange?: (hidden: boolean) => void;
}) {
  const hideable = __DOCS_HIDEABLE_SIDEBAR__ && siteConfig.docs.hideableSidebar;
  // A Docusaurus site: Docusaurus's elements, its CSS-module classes with their local names
  // (`<local>_dv`): the sidebar's width is the inner element's (`--doc-sidebar-width`), so a
  // site's CSS that sizes the container (`width: fit-content`) lays it out as there; hideable or
  // not, as Docusaurus 3.8 draws it (./docusaurusSidebarColumn.tsx).
  if (__DOCS_DOCUSAURUS_METADATA__)
    return (
      <DocusaurusSidebarColumn
        items={items}
        pathname={pathname}
        name={name}
        hideable={hideable}
        onHiddenChange={onHiddenChange}
      />
    );
  const nav = <ClassicDocSidebar key={name} path={pathname} sidebar={items} />;
  // docs.hideableSidebar, in the bundles of the sites that set it (plugins/siteFeatures.ts).
  if (hideable) return <HideableSidebar onHiddenChange={onHiddenChange}>{nav}</HideableSidebar>;
  return <aside className="theme-doc-sidebar-container">{nav}</aside>;
}
