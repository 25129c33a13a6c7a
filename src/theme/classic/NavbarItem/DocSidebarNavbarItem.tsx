// `@theme/NavbarItem/DocSidebarNavbarItem`: a link to the first doc of the sidebar `sidebarId`,
// current on every doc of that sidebar.
import NavbarDocItem, { type DocItemProps } from '../../navbarDocItem.js';

export default function DocSidebarNavbarItem({
  sidebarId,
  ...props
}: DocItemProps & { sidebarId: string }) {
  return <NavbarDocItem {...props} kind="docSidebar" id={sidebarId} />;
}
