// `docs.hideableSidebar` (Docusaurus's themeConfig.docs.sidebar.hideable): a button at the foot of
// the desktop sidebar hides it, leaving a thin bar that brings it back. The choice holds across
// client navigations; a page load starts with the sidebar shown, as the server rendered it.
import { useState, type ReactNode } from 'react';
import IconArrow from './classic/Icon/Arrow.js';
import './hideableSidebar.css';
import { translateTheme } from './translate.js';

let sidebarHidden = false;

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
          title={translateTheme('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
          aria-label={translateTheme(
            'theme.docs.sidebar.collapseButtonAriaLabel',
            'Collapse sidebar',
          )}
          className="button button--secondary button--outline doc-sidebar__collapse"
          onClick={() => hide(true)}
        >
          <IconArrow />
        </button>
      </div>
      {hidden && (
        <button
          type="button"
          title={translateTheme('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')}
          aria-label={translateTheme('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}
          className="clean-btn doc-sidebar__expand"
          onClick={() => hide(false)}
        >
          <span className="doc-sidebar__expand-icon">
            <IconArrow />
          </span>
        </button>
      )}
    </aside>
  );
}
