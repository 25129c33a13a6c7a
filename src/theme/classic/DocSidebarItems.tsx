// `@theme/DocSidebarItems`: one level of the docs sidebar, each item through `@theme/DocSidebarItem`.
// A long level is shown in ranges (groupLevel), so the page's HTML stays the same size.
import siteConfig from 'virtual:docs/site-config';
import type { SidebarItem } from '../../shared/types.js';
import { groupLevel, isVisibleItem } from '../../shared/sidebar.js';
import { SidebarLevelContext, useSidebarLevelState } from '../docs/sidebarLevelState.js';
import DocSidebarItem from './DocSidebarItem.js';

export interface DocSidebarItemsProps {
  items: readonly SidebarItem[];
  activePath: string;
  level: number;
  onItemClick?: (item: SidebarItem) => void;
  /** A category's items' tab order (0, -1 while it is collapsed), on their links as Docusaurus's. */
  tabIndex?: number;
}

export default function DocSidebarItems({ items: all, ...props }: DocSidebarItemsProps) {
  const items = groupLevel(
    all.filter((item) => isVisibleItem(item, props.activePath)),
    siteConfig.docs.sidebarLevelLimit,
  );
  const state = useSidebarLevelState(items, props.activePath);
  return (
    <SidebarLevelContext.Provider value={state}>
      {items.map((item, index) => (
        <DocSidebarItem key={index} item={item} index={index} {...props} />
      ))}
    </SidebarLevelContext.Provider>
  );
}
