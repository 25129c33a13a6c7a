// `@theme/DocSidebarItem`: one item of the docs sidebar, drawn by the part for its type.
import type { SidebarItem } from '../../shared/types.js';
import DocSidebarItemCategory from './DocSidebarItem/Category.js';
import DocSidebarItemHtml from './DocSidebarItem/Html.js';
import DocSidebarItemLink from './DocSidebarItem/Link.js';

export interface DocSidebarItemProps {
  item: SidebarItem;
  index: number;
  activePath: string;
  level: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

export default function DocSidebarItem({ item, ...props }: DocSidebarItemProps) {
  switch (item.type) {
    case 'category':
      return <DocSidebarItemCategory item={item} {...props} />;
    case 'html':
      return <DocSidebarItemHtml item={item} {...props} />;
    default:
      return <DocSidebarItemLink item={item} {...props} />;
  }
}
