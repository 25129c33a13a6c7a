// `@theme/DocSidebar/Desktop`: the docs sidebar on wide screens. On a Docusaurus site, in
// Docusaurus's element (`sidebar_dv`, `sidebarHidden_dv` once hidden) with, when
// docs.hideableSidebar is on, the collapse button at its foot (`onCollapse` its action: the
// column's, ../../docusaurusSidebarColumn.tsx); this generator's own sites keep the menu alone
// (their hide button belongs to the column around it: ../../HideableSidebar.tsx).
import siteConfig from 'virtual:docs/site-config';
import type { SidebarItem } from '../../../shared/types.js';
import DocSidebarDesktopCollapseButton from './Desktop/CollapseButton.js';
import DocSidebarDesktopContent from './Desktop/Content.js';

export default function DocSidebarDesktop({
  path,
  sidebar,
  onCollapse,
  isHidden,
}: {
  path: string;
  sidebar: readonly SidebarItem[];
  onCollapse?: () => void;
  isHidden?: boolean;
}) {
  const content = <DocSidebarDesktopContent path={path} sidebar={sidebar} />;
  if (!__DOCS_DOCUSAURUS_METADATA__) return content;
  const hideable = __DOCS_HIDEABLE_SIDEBAR__ && siteConfig.docs.hideableSidebar;
  const classes = [
    'sidebar_dv',
    siteConfig.navbar.hideOnScroll && 'sidebarWithHideableNavbar_dv',
    isHidden && 'sidebarHidden_dv',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {content}
      {hideable && <DocSidebarDesktopCollapseButton onClick={onCollapse ?? (() => {})} />}
    </div>
  );
}
