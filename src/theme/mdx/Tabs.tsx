// <Tabs>/<TabItem>: accessible tabs; a groupId keeps every group on the page, and later visits,
// on the same choice (stored locally).
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type KeyboardEvent,
} from 'react';
import { TAB_GROUP_KEY_PREFIX } from '../../shared/constants.js';
import { safeStorage } from '../../client/storage.js';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ children, hidden }: TabItemProps & { hidden?: boolean }) {
  return (
    <div role="tabpanel" className="tabs__panel" hidden={hidden}>
      {children}
    </div>
  );
}

const GROUP_EVENT = 'docs:tab-group';

export default function Tabs({
  groupId,
  defaultValue,
  children,
  className,
}: {
  groupId?: string;
  defaultValue?: string;
  children?: ReactNode;
  className?: string;
}) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> =>
      isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const values = items.map((i) => i.props.value);
  if (new Set(values).size !== values.length)
    throw new Error(`Docs error: <Tabs> has tabs with the same value: ${values.join(', ')}`);
  if (defaultValue !== undefined && !values.includes(defaultValue))
    throw new Error(
      `Docs error: the <Tabs> defaultValue "${defaultValue}" matches no <TabItem> value (${values.join(', ')})`,
    );
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0];
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (!groupId) return;
    const stored = safeStorage.get(TAB_GROUP_KEY_PREFIX + groupId);
    if (stored && values.includes(stored)) setSelected(stored);
    const onGroup = (e: Event) => {
      const { group, value } = (e as CustomEvent<{ group: string; value: string }>).detail;
      if (group === groupId && values.includes(value)) setSelected(value);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === TAB_GROUP_KEY_PREFIX + groupId && e.newValue && values.includes(e.newValue))
        setSelected(e.newValue);
    };
    window.addEventListener(GROUP_EVENT, onGroup);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(GROUP_EVENT, onGroup);
      window.removeEventListener('storage', onStorage);
    };
    // values is derived from children; the group wiring only depends on the group id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) {
      safeStorage.set(TAB_GROUP_KEY_PREFIX + groupId, value);
      window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { group: groupId, value } }));
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
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
  return (
    <div className={`tabs-container ${className ?? ''}`}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item, i) => {
          const active = item.props.value === selected;
          return (
            <li
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={`tabs__item${active ? ' tabs__item--active' : ''}`}
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.props.label ?? item.props.value}
            </li>
          );
        })}
      </ul>
      <div className="tabs__panels">
        {items.map((item, i) => (
          <div
            key={item.props.value}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${i}`}
            hidden={item.props.value !== selected}
            className="tabs__panel"
            data-tab-label={item.props.label ?? item.props.value}
          >
            {item.props.children}
          </div>
        ))}
      </div>
    </div>
  );
}
