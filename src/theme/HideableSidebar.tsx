// `docs.hideableSidebar` (Docusaurus's themeConfig.docs.sidebar.hideable): a button at the foot of
// the desktop sidebar hides it, leaving a thin bar that brings it back. The choice is this
// component's state: it holds while DocRoot stays mounted (doc → doc, → a generated index: the
// docs' route levels, ../DocRouteTree.tsx), and a new DocRoot (after a tags page, in another version)
// starts with the sidebar shown, as Docusaurus's DocRoot/Layout does.
import { useEffect, useState, type ReactNode } from 'react';
import CollapseButton from './classic/DocSidebar/Desktop/CollapseButton.js';
import ExpandButton from './classic/DocRoot/Layout/Sidebar/ExpandButton.js';
import { INERT_PROPS } from './inert.js';
import './hideableSidebar.css';

export default function HideableSidebar({
  children,
  onHiddenChange,
}: {
  children: ReactNode;
  /** Told the column's state (DocRoot/Layout's `hiddenSidebarContainer`). */
  onHiddenChange?: (hidden: boolean) => void;
}) {
  const [hidden, hide] = useState(false);
  useEffect(() => onHiddenChange?.(hidden), [hidden, onHiddenChange]);
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
