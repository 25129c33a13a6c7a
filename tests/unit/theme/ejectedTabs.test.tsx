// An ejected Docusaurus `Tabs` (Casbin's site has one) keeps its state with theme-common's
// `useTabs`, `sanitizeTabsChildren` and `useScrollPositionBlocker`: the tab values from the items,
// the selection from the URL's query string and the group's stored choice, a choice written back.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  sanitizeTabsChildren,
  useScrollPositionBlocker,
  useTabs,
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
