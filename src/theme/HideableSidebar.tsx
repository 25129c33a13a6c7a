// `docs.hideableSidebar` (Docusaurus's themeConfig.docs.sidebar.hideable): a button at the foot of
// the desktop sidebar hides it, leaving a thin bar that brings it back. The choice holds across
// client navigations; a page load starts with the sidebar shown, as the server rendered it.
import { useEffect, useState, type ReactNode } from 'react';
import CollapseButton from './classic/DocSidebar/Desktop/CollapseButton.js';
import ExpandButton from './classic/DocRoot/Layout/Sidebar/ExpandButton.js';
import { INERT_PROPS } from './inert.js';
import './hideableSidebar.css';

let sidebarHidden = false;

export default function HideableSidebar({
  children,
  onHiddenChange,
}: {
  children: ReactNode;
  /** Told the column's state (DocRoot/Layout's `hiddenSidebarContainer`). */
  onHiddenChange?: (hidden: boolean) => void;
}) {
  const [hidden, setHidden] = useState(() => sidebarHidden);
  useEffect(() => onHiddenChange?.(hidden), [hidden, onHiddenChange]);
  const hide = (on: boolean) => {
    sidebarHidden = on;
    setHidden(on);
  };
  return (
    <aside
      className={`theme-doc-sidebar-container${hidden ? ' theme-doc-sidebar-container--hidden' : ''}`}
    >
      <div className="doc-sidebar-viewport" {...(hidden ? INERT_PROPS : {})}>
        {children}
        <CollapseButton onClick={() => hide(true)} />
      </div>
      {hidden && <ExpandButton toggleSidebar={() => hide(false)} />}
    </aside>
  );
}
