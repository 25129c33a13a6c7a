// What an ejected Docusaurus `Tabs` imports from `@docusaurus/theme-common/internal` (Casbin's
// site ejects it): `useTabs` (the tab set's values and selection, kept in step with the URL's
// query string and the group's stored choice, as the generator's own <Tabs> keeps them),
// `sanitizeTabsChildren` and `useScrollPositionBlocker`. Docusaurus 3.10 split `useTabs(props)` in
// two: `useTabsContextValue(props)` makes the tab set's state, `<TabsProvider value>` hands it down
// and `useTabs()` (no argument) reads it, as 3.10's `Tabs` and `TabItem` (and plugin themes written
// for it, such as docusaurus-theme-openapi-docs' `ApiTabs`) do. Both shapes are given: `useTabs`
// with props is 3.8's, without them 3.10's.
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
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
  lazy?: boolean;
  block?: boolean;
  children?: ReactNode;
}

/** A tab set's state as 3.10's `TabsProvider` hands it down. */
export interface TabsContextValue {
  selectedValue: string | null | undefined;
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
  lazy: boolean;
  block: boolean;
}

const TabsContext = createContext<TabsContextValue | null>(null);

/** 3.10's provider of a tab set's state to its list and items. */
export function TabsProvider(props: { value: TabsContextValue; children?: ReactNode }) {
  return createElement(TabsContext.Provider, { value: props.value }, props.children);
}

/**
 * The tab set's state: with `props`, made here (Docusaurus 3.8's `useTabs(props)`); without, read
 * from the enclosing `TabsProvider` (3.10's `useTabs()`).
 */
export function useTabs(props?: TabsProps): TabsContextValue {
  // One call site always passes props (3.8's Tabs) or never does (3.10's TabList, TabItem): the
  // branch is the same on every render of a component, so its hooks keep their order.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (props !== undefined) return useTabsContextValue(props);
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useTabsFromContext();
}

function useTabsFromContext(): TabsContextValue {
  const value = useContext(TabsContext);
  if (!value)
    throw new Error(
      'useTabs() without props reads the tab set of an enclosing <TabsProvider>, and there is none: call it inside a Tabs component that renders <TabsProvider value={useTabsContextValue(props)}> (Docusaurus 3.10), or pass the Tabs props (3.8)',
    );
  return value;
}

/** A tab set's values (from `values` or its items), the selected one and how to select another. */
export function useTabsContextValue(props: TabsProps): TabsContextValue {
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
  return {
    selectedValue,
    selectValue,
    tabValues: tabs,
    lazy: props.lazy ?? false,
    block: props.block ?? false,
  };
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
