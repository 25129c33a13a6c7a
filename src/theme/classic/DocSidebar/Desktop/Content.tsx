// `@theme/DocSidebar/Desktop/Content`: the docs sidebar's menu on wide screens.
import { useEffect, useState } from 'react';
import type { SidebarItem } from '../../../../shared/types.js';
import { useAnnouncementBar } from '../../../AnnouncementBar.js';
import DocSidebarItems from '../../DocSidebarItems.js';
import { translateTheme } from '../../../translate.js';

/** Whether the announcement bar shows above the page's top (open, and the window not scrolled). */
function useShowBarOnDocusaurus(): boolean {
  const { isActive } = useAnnouncementBar();
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    if (!isActive) return;
    const onScroll = () => setAtTop(window.scrollY === 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isActive]);
  return isActive && atTop;
}

// A site of ours has no such class: no hook, and none of its code in the bundle.
const useShowAnnouncementBar = __DOCS_DOCUSAURUS_METADATA__ ? useShowBarOnDocusaurus : () => false;

export default function DocSidebarDesktopContent({
  path,
  sidebar,
  className,
}: {
  path: string;
  sidebar: readonly SidebarItem[];
  className?: string;
}) {
  const showAnnouncementBar = useShowAnnouncementBar();
  return (
    <nav
      aria-label={translateTheme('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}
      className={[
        'menu thin-scrollbar',
        // Docusaurus's CSS-module classes on its sites (`menu_<hash>`, and
        // `menuWithAnnouncementBar_<hash>` while the bar shows above the top of the page).
        __DOCS_DOCUSAURUS_METADATA__ && 'menu_dv',
        __DOCS_DOCUSAURUS_METADATA__ && showAnnouncementBar && 'menuWithAnnouncementBar_dv',
        'doc-sidebar',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <ul className="theme-doc-sidebar-menu menu__list">
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </ul>
    </nav>
  );
}
