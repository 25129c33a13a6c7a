// Which categories of one sidebar level are open: the state `@theme/DocSidebarItems` keeps for
// its level and each `@theme/DocSidebarItem/Category` reads by its index (so the category's props
// are Docusaurus's). The active category starts open and opens again when the reader navigates
// into it; with docs.autoCollapseCategories (or a level shown in ranges) one is open at a time.
import { createContext, useContext, useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { SidebarItem } from '../../shared/types.js';
import { RANGE_CLASS, isActiveItem } from '../../shared/sidebar.js';

export interface SidebarLevelState {
  /** Whether the level's category at `index` is open. */
  isExpanded: (index: number, item: SidebarItem) => boolean;
  /** Opens or closes the level's category at `index`. */
  setExpanded: (index: number, open: boolean) => void;
  /**
   * The index of the category opened last (null: none), as Docusaurus's
   * `useDocSidebarItemsExpandedState()` gives it to an ejected `DocSidebarItem/Category`.
   */
  expandedItem: number | null;
  setExpandedItem: (index: number | null) => void;
}

const ALWAYS_OPEN: SidebarLevelState = {
  isExpanded: () => true,
  setExpanded: () => undefined,
  expandedItem: null,
  setExpandedItem: () => undefined,
};

export const SidebarLevelContext = createContext<SidebarLevelState>(ALWAYS_OPEN);

export const useSidebarLevel = () => useContext(SidebarLevelContext);

/** The open categories of a level's (visible, grouped) items. */
export function useSidebarLevelState(items: SidebarItem[], pathname: string): SidebarLevelState {
  const oneOpen =
    siteConfig.docs.autoCollapseCategories ||
    items.some((i) => i.type === 'category' && i.className === RANGE_CLASS);
  const activeIndex = items.findIndex((i) => i.type === 'category' && isActiveItem(i, pathname));
  const [expanded, setExpandedOne] = useState<number | null>(
    activeIndex >= 0 ? activeIndex : null,
  );
  // Without auto-collapse: each category's own state, where the reader or a navigation set it.
  const [opened, setOpened] = useState<ReadonlyMap<number, boolean>>(
    () => new Map(activeIndex >= 0 ? [[activeIndex, true]] : []),
  );
  const [lastOpened, setLastOpened] = useState<number | null>(null);
  useEffect(() => {
    if (activeIndex < 0) return;
    setExpandedOne(activeIndex);
    setOpened((m) => (m.get(activeIndex) ? m : new Map(m).set(activeIndex, true)));
  }, [activeIndex, pathname]);
  return {
    isExpanded: (i, item) =>
      item.type !== 'category' ||
      !item.collapsible ||
      (oneOpen
        ? expanded === i || (expanded === null && !item.collapsed)
        : (opened.get(i) ?? !item.collapsed)),
    setExpanded: (i, open) =>
      oneOpen
        ? setExpandedOne(open ? i : expanded === i ? -1 : expanded)
        : setOpened((m) => new Map(m).set(i, open)),
    // With one category open at a time, the last opened is the open one (-1: closed by the reader).
    expandedItem: oneOpen ? (expanded === -1 ? null : expanded) : lastOpened,
    setExpandedItem: (i) => (oneOpen ? setExpandedOne(i ?? -1) : setLastOpened(i)),
  };
}
