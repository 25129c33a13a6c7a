// `@theme/DocSidebar/Desktop/CollapseButton`: the button at the foot of the desktop sidebar that
// hides it (docs.hideableSidebar), `onClick` its action.
import { translateTheme } from '../../../translate.js';
import IconArrow from '../../Icon/Arrow.js';

export default function DocSidebarDesktopCollapseButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      title={translateTheme('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
      aria-label={translateTheme('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
      className="button button--secondary button--outline doc-sidebar__collapse"
      onClick={onClick}
    >
      <IconArrow />
    </button>
  );
}
