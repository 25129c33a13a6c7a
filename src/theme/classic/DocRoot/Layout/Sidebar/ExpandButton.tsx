// `@theme/DocRoot/Layout/Sidebar/ExpandButton`: the bar that shows a hidden docs sidebar again
// (docs.hideableSidebar), `toggleSidebar` its action. On a Docusaurus site, Docusaurus's element:
// a `div` with the button's role, the whole column (`expandButton_dv`), as
// ../../../../docusaurusSidebarColumn.tsx puts it in place of the hidden sidebar.
import { translateTheme } from '../../../../translate.js';
import IconArrow from '../../../Icon/Arrow.js';

export default function DocRootLayoutSidebarExpandButton({
  toggleSidebar,
}: {
  toggleSidebar: () => void;
}) {
  const label = translateTheme('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar');
  const ariaLabel = translateTheme('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar');
  if (__DOCS_DOCUSAURUS_METADATA__)
    return (
      <div
        className="expandButton_dv"
        title={label}
        aria-label={ariaLabel}
        tabIndex={0}
        role="button"
        // Any key, as Docusaurus's does.
        onKeyDown={toggleSidebar}
        onClick={toggleSidebar}
      >
        <IconArrow className="expandButtonIcon_dv" />
      </div>
    );
  return (
    <button
      type="button"
      title={label}
      aria-label={ariaLabel}
      className="clean-btn doc-sidebar__expand"
      onClick={toggleSidebar}
    >
      <span className="doc-sidebar__expand-icon">
        <IconArrow />
      </span>
    </button>
  );
}
