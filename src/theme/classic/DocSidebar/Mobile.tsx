// `@theme/DocSidebar/Mobile`: the docs sidebar in the navbar's slide-in menu on narrow screens;
// following a link closes the menu.
import type { SidebarItem } from '../../../shared/types.js';
import { useNavbarMobileSidebar } from '../../navbarMobileSidebar.js';
import DocSidebarItems from '../DocSidebarItems.js';

export default function DocSidebarMobile({
  path,
  sidebar,
}: {
  path: string;
  sidebar: readonly SidebarItem[];
}) {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className="theme-doc-sidebar-menu menu__list">
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        level={1}
        onItemClick={() => mobileSidebar.toggle()}
      />
    </ul>
  );
}
