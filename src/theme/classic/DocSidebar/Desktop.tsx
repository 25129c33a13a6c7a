// `@theme/DocSidebar/Desktop`: the docs sidebar on wide screens. On a Docusaurus site, in
// Docusaurus's element (`sidebar_dv`, `sidebarHidden_dv` once hidden) with, when
// docs.hideableSidebar is on, the collapse button at its foot (`onCollapse` its action: the
// column's, ../../docusaurusSidebarColumn.tsx), and when navbar.hideOnScroll is on the navbar's
// logo and title at its top (`sidebarLogo_dv`, out of the tab order), as Docusaurus draws it; this generator's own sites keep the menu alone
// (their hide button belongs to the column around it: ../../HideableSidebar.tsx).
import siteConfig from 'virtual:docs/site-config';
import type { SidebarItem } from '../../../shared/types.js';
import Logo from '../Logo.js';
import DocSidebarDesktopCollapseButton from './Desktop/CollapseButton.js';
import DocSidebarDesktopContent from './Desktop/Content.js';

interface DocSidebarDesktopProps {
  path: string;
  sidebar: readonly SidebarItem[];
  onCollapse?: () => void;
  isHidden?: boolean;
}

/** This generator's own sites: the menu alone. */
function OwnDocSidebarDesktop({ path, sidebar }: DocSidebarDesktopProps) {
  return <DocSidebarDesktopContent path={path} sidebar={sidebar} />;
}

function DocusaurusDocSidebarDesktop({
  path,
  sidebar,
  onCollapse,
  isHidden,
}: DocSidebarDesktopProps) {
  const hideable = __DOCS_HIDEABLE_SIDEBAR__ && siteConfig.docs.hideableSidebar;
  const classes = [
    'sidebar_dv',
    siteConfig.navbar.hideOnScroll && 'sidebarWithHideableNavbar_dv',
    isHidden && 'sidebarHidden_dv',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {siteConfig.navbar.hideOnScroll && <Logo tabIndex={-1} className="sidebarLogo_dv" />}
      <DocSidebarDesktopContent path={path} sidebar={sidebar} />
      {hideable && <DocSidebarDesktopCollapseButton onClick={onCollapse ?? (() => {})} />}
    </div>
  );
}

const DocSidebarDesktop = __DOCS_DOCUSAURUS_METADATA__
  ? DocusaurusDocSidebarDesktop
  : OwnDocSidebarDesktop;
export default DocSidebarDesktop;
