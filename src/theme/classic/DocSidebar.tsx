// `@theme/DocSidebar`: the docs sidebar of the open page (on wide screens; the navbar's slide-in
// menu draws `@theme/DocSidebar/Mobile` itself, as its secondary menu).
import type { SidebarItem } from '../../shared/types.js';
import DocSidebarDesktop from './DocSidebar/Desktop.js';

export default function DocSidebar(props: {
  path: string;
  sidebar: readonly SidebarItem[];
  onCollapse?: () => void;
  isHidden?: boolean;
}) {
  return <DocSidebarDesktop {...props} />;
}
