// `docs.hideableSidebar` (Docusaurus's themeConfig.docs.sidebar.hideable): a button at the foot of
// the desktop sidebar hides it, leaving a thin bar that brings it back. The choice holds across
// client navigations; a page load starts with the sidebar shown, as the server rendered it.
import { useState, type ReactNode } from 'react';
import './hideableSidebar.css';

let sidebarHidden = false;

function CollapseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M11 7 6 12l5 5 1.4-1.4L8.8 12l3.6-3.6zm6 0-5 5 5 5 1.4-1.4-3.6-3.6 3.6-3.6z"
      />
    </svg>
  );
}

export default function HideableSidebar({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(() => sidebarHidden);
  const hide = (on: boolean) => {
    sidebarHidden = on;
    setHidden(on);
  };
  return (
    <aside
      className={`theme-doc-sidebar-container${hidden ? ' theme-doc-sidebar-container--hidden' : ''}`}
    >
      <div className="doc-sidebar-viewport" {...(hidden ? { inert: true } : {})}>
        {children}
        <button
          type="button"
          title="Collapse sidebar"
          aria-label="Collapse sidebar"
          className="button button--secondary button--outline doc-sidebar__collapse"
          onClick={() => hide(true)}
        >
          <CollapseIcon />
        </button>
      </div>
      {hidden && (
        <button
          type="button"
          title="Expand sidebar"
          aria-label="Expand sidebar"
          className="clean-btn doc-sidebar__expand"
          onClick={() => hide(false)}
        >
          <span className="doc-sidebar__expand-icon">
            <CollapseIcon />
          </span>
        </button>
      )}
    </aside>
  );
}
