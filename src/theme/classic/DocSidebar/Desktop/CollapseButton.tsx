// `@theme/DocSidebar/Desktop/CollapseButton`: the button at the foot of the desktop sidebar that
// hides it (docs.hideableSidebar), `onClick` its action. On a Docusaurus site, with the local names
// of Docusaurus's CSS-module classes (`collapseSidebarButton_dv`, its icon's
// `collapseSidebarButtonIcon_dv`: ../../../classicLook.css).
import { translateTheme } from '../../../translate.js';
import IconArrow from '../../Icon/Arrow.js';

export default function DocSidebarDesktopCollapseButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      title={translateTheme('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
      aria-label={translateTheme('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
      className={`button button--secondary button--outline ${__DOCS_DOCUSAURUS_METADATA__ ? 'collapseSidebarButton_dv' : 'doc-sidebar__collapse'}`}
      onClick={onClick}
    >
      <IconArrow
        {...(__DOCS_DOCUSAURUS_METADATA__ ? { className: 'collapseSidebarButtonIcon_dv' } : {})}
      />
    </button>
  );
}
