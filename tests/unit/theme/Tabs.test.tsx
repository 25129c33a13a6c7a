// <Tabs> as Docusaurus sites write it: values, defaultValue, default, queryString, lazy, groupId,
// attributes; and a query string read at load does not make hydration differ from the server.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import Tabs, { TabItem } from '../../../src/theme/mdx/Tabs.js';

const labels = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selected = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const panels = (container: HTMLElement) =>
  [...container.querySelectorAll('[role=tabpanel]')].map(
    (p) => `${p.textContent}${p.hasAttribute('hidden') ? ' (hidden)' : ''}`,
  );

beforeEach(() => {
  window.history.replaceState(null, '', '/page');
  localStorage.clear();
});
afterEach(() => cleanup());

const Fruit = (props: { defaultValue?: string }) => (
  <Tabs
    defaultValue={props.defaultValue}
    values={[
      { label: 'Apple', value: 'apple' },
      { label: 'Orange', value: 'orange' },
      { label: 'Banana', value: 'banana' },
    ]}
  >
    <TabItem value="banana">A banana.</TabItem>
    <TabItem value="apple">An apple.</TabItem>
    <TabItem value="orange">An orange.</TabItem>
  </Tabs>
);

describe('Tabs', () => {
  it('takes labels and order from values, and the selection from defaultValue', () => {
    const { container } = render(<Fruit defaultValue="orange" />);
    expect(labels()).toEqual(['Apple', 'Orange', 'Banana']);
    expect(selected()).toBe('Orange');
    expect(panels(container)).toEqual(['A banana. (hidden)', 'An apple. (hidden)', 'An orange.']);
  });

  it('selects the first of values without defaultValue', () => {
    render(<Fruit />);
    expect(selected()).toBe('Apple');
  });

  it('selects the item marked default, and labels an item without label by its value', () => {
    render(
      <Tabs>
        <TabItem value="linux" label="Linux">
          On Linux.
        </TabItem>
        <TabItem value="mac" label="macOS" default>
          On macOS.
        </TabItem>
        <TabItem value="win">On Windows.</TabItem>
      </Tabs>,
    );
    expect(labels()).toEqual(['Linux', 'macOS', 'win']);
    expect(selected()).toBe('macOS');
  });

  it('fails on a defaultValue no tab has, and on duplicate values', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Fruit defaultValue="kiwi" />)).toThrow(/defaultValue "kiwi"/);
    expect(() =>
      render(
        <Tabs>
          <TabItem value="a">1</TabItem>
          <TabItem value="a">2</TabItem>
        </Tabs>,
      ),
    ).toThrow(/same value/);
    vi.restoreAllMocks();
  });

  it('renders only the selected panel when lazy', () => {
    const { container } = render(
      <Tabs lazy>
        <TabItem value="one" label="One">
          First panel.
        </TabItem>
        <TabItem value="two" label="Two">
          Second panel.
        </TabItem>
      </Tabs>,
    );
    expect(panels(container)).toEqual(['First panel.']);
    fireEvent.click(screen.getByText('Two'));
    expect(panels(container)).toEqual(['Second panel.']);
  });

  it('puts a TabItem’s attributes on its tab', () => {
    render(
      <Tabs>
        <TabItem value="one" label="One" attributes={{ className: 'tab-one', 'data-x': 'y' }}>
          1
        </TabItem>
        <TabItem value="two" label="Two">
          2
        </TabItem>
      </Tabs>,
    );
    const [one] = screen.getAllByRole('tab');
    // Docusaurus's order (these tests render as a Docusaurus site): tabs__item, its CSS module's
    // tabItem, the item's class, then the active class.
    expect(one!.className).toBe('tabs__item tabItem_dv tab-one tabs__item--active');
    expect(one!.getAttribute('data-x')).toBe('y');
  });

  it("is drawn with Docusaurus's markup on a Docusaurus site", () => {
    // Docusaurus 3.7.0's build of a two-tab set: `<div class="tabs-container tabList_<h>"><ul
    // class="tabs">…</ul><div class="margin-top--md"><div role="tabpanel" class="tabItem_<h>">`;
    // the set's className on the list; a lazy set's one panel carries margin-top--md itself.
    const { container } = render(
      <>
        <Tabs className="os-tabs">
          <TabItem value="one" label="One" className="first">
            1
          </TabItem>
          <TabItem value="two" label="Two">
            2
          </TabItem>
        </Tabs>
        <Tabs lazy>
          <TabItem value="a" label="A">
            a
          </TabItem>
        </Tabs>
      </>,
    );
    const [set, lazySet] = [...container.querySelectorAll('.tabs-container')];
    expect(set!.className).toBe('tabs-container tabList_dv');
    expect(set!.querySelector('ul')!.className).toBe('tabs os-tabs');
    const wrapper = set!.children[1]!;
    expect(wrapper.className).toBe('margin-top--md');
    expect([...wrapper.children].map((p) => p.className)).toEqual([
      'tabItem_dv first',
      'tabItem_dv',
    ]);
    expect(lazySet!.children[1]!.className).toBe('tabItem_dv margin-top--md');
    expect(lazySet!.children[1]!.getAttribute('role')).toBe('tabpanel');
  });

  it("follows the site's release: theme-tabs-container from 3.9, a lazy panel wrapped from 3.10", () => {
    // theme-classic 3.9.0's Tabs adds ThemeClassNames.tabs.container before `tabs-container`;
    // 3.10.0's TabContent wraps every set's panels in the margin-top--md box, a lazy set's too.
    const data = siteData as { docusaurusVersion?: string };
    const lazySet = (version: string) => {
      data.docusaurusVersion = version;
      const { container } = render(
        <Tabs lazy className="os-tabs">
          <TabItem value="a" label="A" className="first">
            a
          </TabItem>
          <TabItem value="b" label="B">
            b
          </TabItem>
        </Tabs>,
      );
      const set = container.querySelector('.tabs-container')!;
      const shape = {
        container: set.className,
        afterList: set.children[1]!.className,
        panels: [...set.querySelectorAll('[role=tabpanel]')].map((p) => p.className),
      };
      cleanup();
      return shape;
    };
    try {
      expect(lazySet('3.8.1')).toEqual({
        container: 'tabs-container tabList_dv',
        afterList: 'tabItem_dv margin-top--md first',
        panels: ['tabItem_dv margin-top--md first'],
      });
      expect(lazySet('3.9.2')).toEqual({
        container: 'theme-tabs-container tabs-container tabList_dv',
        afterList: 'tabItem_dv margin-top--md first',
        panels: ['tabItem_dv margin-top--md first'],
      });
      expect(lazySet('3.10.2')).toEqual({
        container: 'theme-tabs-container tabs-container tabList_dv',
        afterList: 'margin-top--md',
        panels: ['tabItem_dv first'],
      });
    } finally {
      delete data.docusaurusVersion;
    }
  });

  it('reads and writes a named query string, replacing the history entry', () => {
    window.history.replaceState({ key: 'k' }, '', '/page?os=two#h');
    const length = window.history.length;
    render(
      <Tabs queryString="os">
        <TabItem value="one" label="One">
          1
        </TabItem>
        <TabItem value="two" label="Two">
          2
        </TabItem>
      </Tabs>,
    );
    expect(selected()).toBe('Two');
    fireEvent.click(screen.getByText('One'));
    expect(window.location.search).toBe('?os=one');
    expect(window.location.hash).toBe('#h');
    expect(window.history.state).toEqual({ key: 'k' });
    expect(window.history.length).toBe(length);
  });

  it('ignores a query value no tab has, and prefers the query to the stored group value', () => {
    localStorage.setItem('docusaurus.tab.lang', 'py');
    window.history.replaceState(null, '', '/page?lang=js');
    const Lang = () => (
      <Tabs groupId="lang" queryString>
        <TabItem value="js" label="JavaScript">
          js
        </TabItem>
        <TabItem value="py" label="Python">
          py
        </TabItem>
        <TabItem value="go" label="Go">
          go
        </TabItem>
      </Tabs>
    );
    render(<Lang />);
    expect(selected()).toBe('JavaScript');
    cleanup();
    window.history.replaceState(null, '', '/page?lang=cobol');
    render(<Lang />);
    expect(selected()).toBe('Python');
  });

  it('fails on a child that is not a TabItem, and ignores blank text between items', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Tabs>
          <TabItem value="a">a</TabItem>
          <p>stray</p>
        </Tabs>,
      ),
    ).toThrow(/must be a <TabItem value="…">, found <p>/);
    expect(() =>
      render(
        <Tabs>
          {'\n'}
          <TabItem value="a">a</TabItem>
          {'  '}
        </Tabs>,
      ),
    ).not.toThrow();
    vi.restoreAllMocks();
  });

  it('needs a groupId for queryString={true}', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Tabs queryString>
          <TabItem value="a">a</TabItem>
        </Tabs>,
      ),
    ).toThrow(/needs a groupId/);
    vi.restoreAllMocks();
  });

  it('keeps every tab set of a group on the same choice', () => {
    const Group = () => (
      <Tabs groupId="os">
        <TabItem value="linux">L</TabItem>
        <TabItem value="mac">M</TabItem>
      </Tabs>
    );
    render(
      <>
        <Group />
        <Group />
      </>,
    );
    fireEvent.click(screen.getAllByText('mac')[0]!);
    expect(screen.getAllByRole('tab', { selected: true }).map((t) => t.textContent)).toEqual([
      'mac',
      'mac',
    ]);
    expect(localStorage.getItem('docusaurus.tab.os')).toBe('mac');
  });

  it('hydrates without a warning when the URL selects another tab than the server rendered', async () => {
    const page = (
      <Tabs queryString="os">
        <TabItem value="one" label="One">
          1
        </TabItem>
        <TabItem value="two" label="Two">
          2
        </TabItem>
      </Tabs>
    );
    const html = renderToString(page);
    expect(html).toContain(
      'aria-selected="true" tabindex="0" class="tabs__item tabItem_dv tabs__item--active"',
    );
    window.history.replaceState(null, '', '/page?os=two');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (e) => void recoverable.push(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(selected()).toBe('Two');
    container.remove();
    vi.restoreAllMocks();
  });
});
