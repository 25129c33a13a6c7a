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

/**
 * The sidebar `name` as the dev server last pushed it, else `initial` (the route's). Read on each
 * render, so a component kept mounted from one route to the next (the docs' route levels) draws the
 * new route's sidebar in the same render as its page.
 */
export function useLiveSidebar(
  name: string | undefined,
  initial: SidebarItem[] | undefined,
): SidebarItem[] | undefined {
  const [, setPushes] = useState(0);
  useEffect(() => {
    if (!import.meta.hot || !name) return;
    const on = (e: Event) => {
      if ((e as CustomEvent<{ name: string }>).detail.name === name) setPushes((n) => n + 1);
    };
    window.addEventListener(EVENT, on);
    return () => window.removeEventListener(EVENT, on);
  }, [name]);
  return (name && latest.get(name)) || initial;
}
