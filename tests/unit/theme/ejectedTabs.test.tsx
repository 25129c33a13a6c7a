// An ejected Docusaurus `Tabs` (Casbin's site has one) keeps its state with theme-common's
// `useTabs`, `sanitizeTabsChildren` and `useScrollPositionBlocker`: the tab values from the items,
// the selection from the URL's query string and the group's stored choice, a choice written back.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '../../../src/theme/docusaurus/themeCommon.js';
import type { TabsProps } from '../../../src/theme/docusaurus/themeCommonTabs.js';
import { TabItem } from '../../../src/theme/mdx/Tabs.js';

beforeEach(() => {
  window.history.replaceState(null, '', '/page');
  localStorage.clear();
});
afterEach(() => cleanup());

/** A tab set written as an ejected Tabs is: buttons for the values, the selected item shown. */
function EjectedTabs(props: TabsProps & { children: ReactNode }) {
  const { selectedValue, selectValue, tabValues } = useTabs(props);
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const items = sanitizeTabsChildren(props.children);
  return (
    <div>
      {tabValues.map((t) => (
        <button
          key={t.value}
          aria-pressed={t.value === selectedValue}
          onClick={(e) => {
            blockElementScrollPositionUntilNextRender(e.currentTarget);
            selectValue(t.value);
          }}
        >
          {t.label ?? t.value}
        </button>
      ))}
      {items.find((item) => item.props.value === selectedValue)}
    </div>
  );
}

const set = (props: TabsProps = {}) => (
  <EjectedTabs {...props}>
    <TabItem value="go" label="Go">
      Go code.
    </TabItem>
    {'\n'}
    <TabItem value="java" label="Java" default>
      Java code.
    </TabItem>
  </EjectedTabs>
);
const pressed = () =>
  screen.getAllByRole('button').find((b) => b.getAttribute('aria-pressed') === 'true')?.textContent;

describe('an ejected Tabs on theme-common', () => {
  it("selects the default item, and another on a click, written to the group's storage", () => {
    render(set({ groupId: 'lang' }));
    expect(pressed()).toBe('Java');
    expect(screen.getByRole('tabpanel').textContent).toBe('Java code.');
    act(() => fireEvent.click(screen.getByText('Go')));
    expect(pressed()).toBe('Go');
    expect(localStorage.getItem('docusaurus.tab.lang')).toBe('go');
  });

  it('starts from the query string, and writes a choice back to it', () => {
    window.history.replaceState(null, '', '/page?lang=go');
    render(set({ groupId: 'lang', queryString: true }));
    expect(pressed()).toBe('Go');
    act(() => fireEvent.click(screen.getByText('Java')));
    expect(window.location.search).toBe('?lang=java');
  });

  it('refuses a child that is not a tab item, as Docusaurus does', () => {
    expect(() => sanitizeTabsChildren([<p key="p">Stray.</p>])).toThrow(/<TabItem/);
  });
});

/** Docusaurus 3.10's shape: the set's state made once, handed down, read by the list and items. */
function Tabs310(props: TabsProps & { children: ReactNode }) {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabList310 />
      <div>{sanitizeTabsChildren(props.children)}</div>
    </TabsProvider>
  );
}
function TabList310() {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  return (
    <div data-block={String(block)}>
      {tabValues.map((t) => (
        <button
          key={t.value}
          aria-pressed={t.value === selectedValue}
          onClick={() => selectValue(t.value)}
        >
          {t.label ?? t.value}
        </button>
      ))}
    </div>
  );
}
function TabItem310({
  value,
  children,
}: {
  value: string;
  label?: string;
  default?: boolean;
  children: ReactNode;
}) {
  const { selectedValue, lazy } = useTabs();
  if (value !== selectedValue && lazy) return null;
  return (
    <div role="tabpanel" hidden={value !== selectedValue}>
      {children}
    </div>
  );
}

describe("an ejected Tabs and TabItem in Docusaurus 3.10's shape", () => {
  const set310 = (props: TabsProps = {}) => (
    <Tabs310 {...props}>
      <TabItem310 value="go" label="Go">
        Go code.
      </TabItem310>
      <TabItem310 value="java" label="Java" default>
        Java code.
      </TabItem310>
    </Tabs310>
  );

  it('hands the state down: the default selected, a click selects another in list and items', () => {
    render(set310({ groupId: 'lang', block: true }));
    expect(pressed()).toBe('Java');
    expect(screen.getByRole('tabpanel').textContent).toBe('Java code.');
    expect(document.querySelector('[data-block]')?.getAttribute('data-block')).toBe('true');
    act(() => fireEvent.click(screen.getByText('Go')));
    expect(pressed()).toBe('Go');
    expect(screen.getByRole('tabpanel').textContent).toBe('Go code.');
    expect(localStorage.getItem('docusaurus.tab.lang')).toBe('go');
  });

  it('renders only the selected item when lazy', () => {
    render(set310({ lazy: true }));
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
  });

  it('useTabs() outside a TabsProvider says where the state comes from', () => {
    expect(() => render(<TabItem310 value="go">Go code.</TabItem310>)).toThrow(/TabsProvider/);
  });
});
