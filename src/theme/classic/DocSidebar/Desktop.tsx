// `@theme/DocSidebar/Desktop`: the docs sidebar on wide screens (the hide button, when
// docs.hideableSidebar is on, belongs to the column around it: ../../DocSidebar.tsx).
import type { SidebarItem } from '../../../shared/types.js';
import DocSidebarDesktopContent from './Desktop/Content.js';

export default function DocSidebarDesktop({
  path,
  sidebar,
}: {
  path: string;
  sidebar: readonly SidebarItem[];
  onCollapse?: () => void;
  isHidden?: boolean;
}) {
  return <DocSidebarDesktopContent path={path} sidebar={sidebar} />;
}
