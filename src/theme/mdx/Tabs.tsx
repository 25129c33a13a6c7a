// <Tabs>/<TabItem>: accessible tabs; a groupId keeps every group on the page, and later visits,
// on the same choice (stored locally).
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type KeyboardEvent,
} from 'react';
import { TAB_GROUP_KEY_PREFIX } from '../../shared/constants.js';
import { safeStorage, storageKey } from '../../client/storage.js';
import { siteOnDocusaurus } from '../blog/authorRelease.js';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** Attributes of the item's tab (its `<li>`), as in Docusaurus; `className` is added to ours. */
  attributes?: Record<string, unknown> & { className?: string };
  className?: string;
  children?: ReactNode;
}

/**
 * A panel's classes. A Docusaurus site's are its TabItem's (the CSS module's `tabItem`, then the
 * item's own), a site of ours's `tabs__panel` (its stylesheet spaces and prints it).
 */
function panelClass(className: string | undefined): string {
  const own = __DOCS_DOCUSAURUS_METADATA__ ? 'tabItem_dv' : 'tabs__panel';
  return className ? `${own} ${className}` : own;
}

export function TabItem({ children, hidden, className }: TabItemProps & { hidden?: boolean }) {
  return (
    <div role="tabpanel" className={panelClass(className)} hidden={hidden}>
      {children}
    </div>
  );
}

/** A tab as `<Tabs values>` gives it (labels and order), or as a `<TabItem>` does. */
export interface TabValue {
  value: string;
  label?: string;
  attributes?: TabItemProps['attributes'];
  default?: boolean;
}

const GROUP_EVENT = 'docs:tab-group';

/** The `<TabItem>`s; anything else but blank text is an error, as in Docusaurus (never dropped). */
export function tabItemsOf(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).flatMap((c) => {
    if (typeof c === 'string' && !c.trim()) return [];
    if (isValidElement(c) && typeof (c.props as TabItemProps).value === 'string')
      return [c as ReactElement<TabItemProps>];
    const name = isValidElement(c)
      ? typeof c.type === 'string'
        ? c.type
        : ((c.type as { name?: string }).name ?? 'component')
      : JSON.stringify(String(c).slice(0, 40));
    throw new Error(
      `Docs error: every child of <Tabs> must be a <TabItem value="…">, found ${isValidElement(c) ? `<${name}>` : `text ${name}`}`,
    );
  });
}

/** The query-string key of a tab set: `queryString` itself, or the groupId for `true`. */
export function queryKeyOf(queryString: string | boolean | undefined, groupId: string | undefined) {
  if (typeof queryString === 'string') return queryString;
  if (queryString !== true) return undefined;
  if (!groupId)
    throw new Error(
      'Docs error: <Tabs queryString> needs a groupId (its name in the URL), or give the name: queryString="tab"',
    );
  return groupId;
}

function readQuery(key: string): string | null {
  return new URLSearchParams(window.location.search).get(key);
}

function writeQuery(key: string, value: string) {
  const params = new URLSearchParams(window.location.search);
  params.set(key, value);
  const { pathname, hash } = window.location;
  // Replace, keep the router's state: a tab choice is no new history entry (Docusaurus does so).
  window.history.replaceState(window.history.state, '', `${pathname}?${params.toString()}${hash}`);
}

/** A visitor's choice: selected here, written to the URL and stored for the group's tab sets. */
export function chooseTab(
  value: string,
  to: { groupId?: string; queryKey?: string; setSelected: (value: string) => void },
) {
  to.setSelected(value);
  if (to.queryKey) writeQuery(to.queryKey, value);
  if (to.groupId) {
    safeStorage.set(TAB_GROUP_KEY_PREFIX + to.groupId, value);
    const detail = { group: to.groupId, value };
    window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail }));
  }
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The tab set's items, tabs (labels and order), values and first selection. */
export function tabSetOf(
  children: ReactNode,
  valuesProp: readonly TabValue[] | undefined,
  defaultValue: string | null | undefined,
) {
  const items = tabItemsOf(children);
  const tabs: readonly TabValue[] =
    valuesProp ??
    items.map(({ props }) => ({
      value: props.value,
      label: props.label,
      attributes: props.attributes,
      default: props.default,
    }));
  const values = tabs.map((t) => t.value);
  if (new Set(values).size !== values.length)
    throw new Error(`Docs error: <Tabs> has tabs with the same value: ${values.join(', ')}`);
  if (defaultValue != null && !values.includes(defaultValue))
    throw new Error(
      `Docs error: the <Tabs> defaultValue "${defaultValue}" matches no <TabItem> value (${values.join(', ')})`,
    );
  // The first render is the same on the server and in the browser (no hydration mismatch); the
  // URL's and the stored choice are applied in a layout effect, before the first paint.
  const initial =
    defaultValue !== undefined
      ? defaultValue
      : (tabs.find((t) => t.default)?.value ??
        items.find((i) => i.props.default)?.props.value ??
        values[0]);
  return { items, tabs, values, initial };
}

/**
 * After hydration: the URL's and the stored choice applied (in a layout effect, before the first
 * paint), then kept in step with the other tab sets of the group, other windows and Back/Forward.
 */
export function useTabSelectionSync(
  groupId: string | undefined,
  queryKey: string | undefined,
  values: string[],
  setSelected: (value: string) => void,
) {
  useIsoLayoutEffect(() => {
    const fromQuery = queryKey ? readQuery(queryKey) : null;
    const stored = groupId ? safeStorage.get(TAB_GROUP_KEY_PREFIX + groupId) : null;
    const chosen = [fromQuery, stored].find((v) => v != null && values.includes(v));
    if (chosen) setSelected(chosen);
    if (!groupId && !queryKey) return;
    const onGroup = (e: Event) => {
      const { group, value } = (e as CustomEvent<{ group: string; value: string }>).detail;
      if (group === groupId && values.includes(value)) setSelected(value);
    };
    const onStorage = (e: StorageEvent) => {
      if (
        e.key === storageKey(TAB_GROUP_KEY_PREFIX + groupId) &&
        e.newValue &&
        values.includes(e.newValue)
      )
        setSelected(e.newValue);
    };
    const onPopState = () => {
      const v = queryKey ? readQuery(queryKey) : null;
      if (v != null && values.includes(v)) setSelected(v);
    };
    if (groupId) {
      window.addEventListener(GROUP_EVENT, onGroup);
      window.addEventListener('storage', onStorage);
    }
    if (queryKey) window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener(GROUP_EVENT, onGroup);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('popstate', onPopState);
    };
    // values is derived from children; the wiring only depends on the group and the query key
  }, [groupId, queryKey]);
}

export default function Tabs({
  groupId,
  defaultValue,
  values: valuesProp,
  queryString,
  lazy,
  block,
  children,
  className,
}: {
  groupId?: string;
  /** The tab selected first; `null` selects none. */
  defaultValue?: string | null;
  /** Labels and order of the tabs (Docusaurus); without it they come from the items. */
  values?: readonly TabValue[];
  /** Keep the selection in the URL: `?<groupId>=` for `true`, `?<name>=` for a name. */
  queryString?: string | boolean;
  /** Render only the selected panel. */
  lazy?: boolean;
  block?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const { items, tabs, values, initial } = tabSetOf(children, valuesProp, defaultValue);
  const queryKey = queryKeyOf(queryString, groupId);
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);

  useTabSelectionSync(groupId, queryKey, values, setSelected);

  const select = (value: string) => chooseTab(value, { groupId, queryKey, setSelected });
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(values[index]!);
      return;
    }
    if (next !== undefined) {
      e.preventDefault();
      tabRefs.current[next]?.focus();
    }
  };
  const labelOf = (value: string) => tabs.find((t) => t.value === value)?.label ?? value;
  const panels = lazy ? items.filter((item) => item.props.value === selected) : items;
  // On a Docusaurus site, its Tabs' markup: the CSS module's `tabList` on the container (with
  // `theme-tabs-container` from 3.9), the set's `className` on the list, `tabItem` on each tab,
  // the panels in a `margin-top--md` (before 3.10 a lazy set's one panel has the class itself).
  // A site of ours keeps its own.
  const docusaurus = __DOCS_DOCUSAURUS_METADATA__;
  const lazyPanelOwnsMargin = docusaurus && lazy && !siteOnDocusaurus(3, 10);
  const listClass = [block ? 'tabs tabs--block' : 'tabs', docusaurus && className]
    .filter(Boolean)
    .join(' ');
  const panelElements = panels.map((item) => {
    const i = values.indexOf(item.props.value);
    const own = lazyPanelOwnsMargin
      ? `margin-top--md ${item.props.className ?? ''}`
      : item.props.className;
    return (
      <div
        key={item.props.value}
        role="tabpanel"
        aria-labelledby={i >= 0 ? `${id}-tab-${i}` : undefined}
        hidden={item.props.value !== selected}
        className={panelClass(own?.trim() || undefined)}
        data-tab-label={labelOf(item.props.value)}
      >
        {item.props.children}
      </div>
    );
  });
  return (
    <div
      className={
        docusaurus
          ? `${siteOnDocusaurus(3, 9) ? 'theme-tabs-container ' : ''}tabs-container tabList_dv`
          : `tabs-container ${className ?? ''}`
      }
    >
      <ul role="tablist" aria-orientation="horizontal" className={listClass}>
        {tabs.map((tab, i) => {
          const active = tab.value === selected;
          const { className: tabClass, ...attributes } = tab.attributes ?? {};
          return (
            <li
              key={tab.value}
              {...attributes}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={
                docusaurus
                  ? `tabs__item tabItem_dv${tabClass ? ` ${tabClass}` : ''}${active ? ' tabs__item--active' : ''}`
                  : `tabs__item${active ? ' tabs__item--active' : ''}${tabClass ? ` ${tabClass}` : ''}`
              }
              onClick={() => select(tab.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label ?? tab.value}
            </li>
          );
        })}
      </ul>
      {lazyPanelOwnsMargin ? (
        panelElements
      ) : (
        <div className={docusaurus ? 'margin-top--md' : 'tabs__panels'}>{panelElements}</div>
      )}
    </div>
  );
}
