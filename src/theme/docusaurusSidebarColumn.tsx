// The docs sidebar's column on a Docusaurus site, as Docusaurus 3.8's DocRoot/Layout/Sidebar draws
// it: its elements with the local names of Docusaurus's CSS-module classes (`<local>_dv`). With
// docs.hideableSidebar, the collapse button (`@theme/DocSidebar/Desktop`'s) first narrows the
// column (`docSidebarContainerHidden`); once its width's transition ends, the sidebar hides
// (`sidebarHidden`) and the column becomes Docusaurus's expand button.
// Without a transition (the reader prefers reduced motion) the sidebar hides at once, as there.
import { useCallback, useEffect, useState } from 'react';
import type { SidebarItem } from '../shared/types.js';
import ClassicDocSidebar from './classic/DocSidebar.js';
import ExpandButton from './classic/DocRoot/Layout/Sidebar/ExpandButton.js';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function DocusaurusSidebarColumn({
  items,
  pathname,
  name,
  hideable,
  onHiddenChange,
}: {
  items: SidebarItem[];
  pathname: string;
  name?: string | undefined;
  hideable: boolean;
  onHiddenChange?: ((hidden: boolean) => void) | undefined;
}) {
  const [hiddenContainer, setHiddenContainer] = useState(false);
  const [hiddenSidebar, setHiddenSidebar] = useState(false);
  useEffect(() => onHiddenChange?.(hiddenContainer), [hiddenContainer, onHiddenChange]);
  const toggle = useCallback(() => {
    if (hiddenSidebar) setHiddenSidebar(false);
    if (!hiddenSidebar && prefersReducedMotion()) setHiddenSidebar(true);
    setHiddenContainer((value) => !value);
  }, [hiddenSidebar]);
  const sidebar = (
    <ClassicDocSidebar
      path={pathname}
      sidebar={items}
      {...(hideable ? { onCollapse: toggle, isHidden: hiddenSidebar } : {})}
    />
  );
  return (
    <aside
      className={`theme-doc-sidebar-container docSidebarContainer_dv${hiddenContainer ? ' docSidebarContainerHidden_dv' : ''}`}
      onTransitionEnd={
        hideable
          ? (event) => {
              // Any transition ending in the column, as Docusaurus's handler takes them.
              if (!event.currentTarget.classList.contains('docSidebarContainer_dv')) return;
              if (hiddenContainer) setHiddenSidebar(true);
            }
          : undefined
      }
    >
      {/* Another sidebar's items are drawn anew (Docusaurus's ResetOnSidebarChange). */}
      <div key={name} className="sidebarViewport_dv">
        {sidebar}
        {hiddenSidebar && <ExpandButton toggleSidebar={toggle} />}
      </div>
    </aside>
  );
}
