// `@theme/TOCCollapsible/CollapseButton`: the "On this page" button of the collapsible table of
// contents (`collapsed`, and the props given to its <button>: `onClick` toggles it).
import type { ComponentProps } from 'react';
import { translateTheme } from '../../translate.js';

export default function TOCCollapsibleCollapseButton({
  collapsed,
  className,
  ...props
}: ComponentProps<'button'> & { collapsed: boolean }) {
  return (
    <button
      type="button"
      className={[
        'clean-btn',
        // Docusaurus's CSS-module classes (`tocCollapsibleButton_<hash>`…) on its sites.
        __DOCS_DOCUSAURUS_METADATA__ && 'tocCollapsibleButton_dv',
        __DOCS_DOCUSAURUS_METADATA__ && !collapsed && 'tocCollapsibleButtonExpanded_dv',
        'toc-collapsible__button',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-expanded={!collapsed}
      {...props}
    >
      {translateTheme('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
    </button>
  );
}
