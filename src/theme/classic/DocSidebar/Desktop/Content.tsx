// `@theme/DocSidebar/Desktop/Content`: the docs sidebar's menu on wide screens.
import type { SidebarItem } from '../../../../shared/types.js';
import DocSidebarItems from '../../DocSidebarItems.js';
import { translateTheme } from '../../../translate.js';

export default function DocSidebarDesktopContent({
  path,
  sidebar,
  className,
}: {
  path: string;
  sidebar: readonly SidebarItem[];
  className?: string;
}) {
  return (
    <nav
      aria-label={translateTheme('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}
      className={`menu thin-scrollbar doc-sidebar${className ? ` ${className}` : ''}`}
    >
      <ul className="theme-doc-sidebar-menu menu__list">
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </ul>
    </nav>
  );
}
