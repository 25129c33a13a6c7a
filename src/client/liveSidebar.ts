// Development only: sidebars pushed by the dev server when docs or sidebars.ts change, so the
// open page shows the new sidebar without a reload.
import { useEffect, useState } from 'react';
import type { SidebarItem } from '../shared/types.js';

const EVENT = 'docs:sidebar';
const latest = new Map<string, SidebarItem[]>();

if (import.meta.hot) {
  import.meta.hot.on('docs:sidebar-update', (data: { name: string; items: SidebarItem[] }) => {
    latest.set(data.name, data.items);
    window.dispatchEvent(new CustomEvent(EVENT, { detail: data }));
  });
}

export function useLiveSidebar(
  name: string | undefined,
  initial: SidebarItem[] | undefined,
): SidebarItem[] | undefined {
  const [items, setItems] = useState(initial);
  useEffect(() => setItems((name && latest.get(name)) || initial), [name, initial]);
  useEffect(() => {
    if (!import.meta.hot || !name) return;
    const on = (e: Event) => {
      const d = (e as CustomEvent<{ name: string; items: SidebarItem[] }>).detail;
      if (d.name === name) setItems(d.items);
    };
    window.addEventListener(EVENT, on);
    return () => window.removeEventListener(EVENT, on);
  }, [name]);
  return items;
}
