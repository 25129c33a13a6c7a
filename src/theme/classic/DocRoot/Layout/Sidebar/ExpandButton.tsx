// `@theme/DocRoot/Layout/Sidebar/ExpandButton`: the thin bar that shows a hidden docs sidebar
// again (docs.hideableSidebar), `toggleSidebar` its action.
import { translateTheme } from '../../../../translate.js';
import IconArrow from '../../../Icon/Arrow.js';

export default function DocRootLayoutSidebarExpandButton({
  toggleSidebar,
}: {
  toggleSidebar: () => void;
}) {
  const label = translateTheme('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar');
  return (
    <button
      type="button"
      title={label}
      aria-label={translateTheme('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}
      className="clean-btn doc-sidebar__expand"
      onClick={toggleSidebar}
    >
      <span className="doc-sidebar__expand-icon">
        <IconArrow />
      </span>
    </button>
  );
}
