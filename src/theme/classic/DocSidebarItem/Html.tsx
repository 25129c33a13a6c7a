// `@theme/DocSidebarItem/Html`: a sidebar item of raw HTML (`type: 'html'`).
import type { SidebarHtml } from '../../../shared/types.js';

export default function DocSidebarItemHtml({
  item,
  level,
}: {
  item: SidebarHtml;
  index: number;
  level: number;
}) {
  return (
    <li
      className={[
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        // Docusaurus's CSS-module class (`menuHtmlItem_<hash>`): padded as a link is.
        item.defaultStyle && 'menuHtmlItem_dv menu__list-item',
        item.className,
      ]
        .filter(Boolean)
        .join(' ')}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
