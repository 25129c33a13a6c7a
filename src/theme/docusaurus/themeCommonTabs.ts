// What an ejected Docusaurus `Tabs` imports from `@docusaurus/theme-common/internal` (Casbin's
// site ejects it): `useTabs` (the tab set's values and selection, kept in step with the URL's
// query string and the group's stored choice, as the generator's own <Tabs> keeps them),
// `sanitizeTabsChildren` and `useScrollPositionBlocker`.
import { useState, type ReactNode } from 'react';
import {
  chooseTab,
  queryKeyOf,
  tabItemsOf,
  tabSetOf,
  useTabSelectionSync,
  type TabValue,
} from '../mdx/Tabs.js';

/** The `<TabItem>` children of a tab set; any other child but blank text is an error. */
export function sanitizeTabsChildren(children: ReactNode) {
  return tabItemsOf(children);
}

export interface TabsProps {
  values?: readonly TabValue[];
  defaultValue?: string | null;
  queryString?: string | boolean;
  groupId?: string;
  children?: ReactNode;
}

/** A tab set's values (from `values` or its items), the selected one and how to select another. */
export function useTabs(props: TabsProps) {
  const { groupId, queryString, children } = props;
  const { tabs, values, initial } = tabSetOf(children, props.values, props.defaultValue);
  const queryKey = queryKeyOf(queryString, groupId);
  const [selectedValue, setSelected] = useState(initial);
  useTabSelectionSync(groupId, queryKey, values, setSelected);
  const selectValue = (value: string) => {
    if (!values.includes(value))
      throw new Error(`Docs error: <Tabs> has no tab "${value}" (${values.join(', ')})`);
    chooseTab(value, { groupId, queryKey, setSelected });
  };
  return { selectedValue, selectValue, tabValues: tabs };
}

/**
 * Keeps an element where it is on screen across the next render (a tab chosen in a group changes
 * the height of the tab sets above it): its offset from the viewport's top is restored after the
 * render.
 */
export function useScrollPositionBlocker() {
  return {
    blockElementScrollPositionUntilNextRender(element: HTMLElement) {
      const before = element.getBoundingClientRect().top;
      requestAnimationFrame(() => {
        const moved = element.getBoundingClientRect().top - before;
        if (moved !== 0) window.scrollBy(0, moved);
      });
    },
  };
}
