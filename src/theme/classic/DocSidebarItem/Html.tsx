// `@theme/DocSidebarItem/Html`: a sidebar item of raw HTML (`type: 'html'`).
import type { SidebarHtml } from '../../../shared/types.js';

export default function DocSidebarItemHtml({
  item,
}: {
  item: SidebarHtml;
  index: number;
  level: number;
}) {
  return (
    <li
      className={`theme-doc-sidebar-item-link${item.defaultStyle ? ' menu__list-item theme-doc-sidebar-item-html' : ''}${item.className ? ` ${item.className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
