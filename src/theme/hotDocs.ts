// Development only: the doc modules the dev server hot-replaced (plugins/dev/hmr.ts dispatches
// `docs:hmr` with the new module), the newest by permalink. Every reader of an open doc takes the
// newest: its page (DocPage), the doc context of the docs' route levels around it (DocRouteTree:
// DocRoot and what it renders) and the page's title, so an edited title or front matter shows
// everywhere without a reload, and again after navigating away and back.
import { useEffect, useState } from 'react';

const EVENT = 'docs:hmr';
const latest = new Map<string, unknown>();

if (import.meta.env?.DEV && typeof window !== 'undefined')
  // Registered when this module loads, before any component's listener: they read it updated.
  window.addEventListener(EVENT, (e) => {
    const { permalink, mod } = (e as CustomEvent<{ permalink: string; mod: unknown }>).detail;
    latest.set(permalink, mod);
  });

/** The newest hot-replaced module of the doc at `permalink` (none: undefined, as in a build). */
export function useHotDoc<T>(permalink: string | undefined): T | undefined {
  const [, setUpdates] = useState(0);
  useEffect(() => {
    if (!import.meta.env?.DEV || permalink === undefined) return;
    const on = (e: Event) => {
      if ((e as CustomEvent<{ permalink: string }>).detail.permalink === permalink)
        setUpdates((n) => n + 1);
    };
    window.addEventListener(EVENT, on);
    return () => window.removeEventListener(EVENT, on);
  }, [permalink]);
  return permalink === undefined ? undefined : (latest.get(permalink) as T | undefined);
}
