// The browser's half of islands (issue 26; the theme's half is src/theme/mdx/islands.tsx): the
// first page's article stays the server's HTML; each island in it is hydrated as a React root of
// its own when it comes near the viewport or when the reader reaches for it, and the article's
// links get the client navigation and prefetch a hydrated link would have.
import { createContext, createElement, useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { Navigate } from './navigation.js';
import { prefetch, prefetchWhenVisible } from './prefetch.js';
import { isModifiedClick, stripBase } from './urls.js';
import { onRecoverableError } from './recoverableError.js';

let initialHydration = false;

/** The first hydration of the page starts (entryClient) and ends (its first commit). */
export function setInitialHydration(on: boolean): void {
  initialHydration = on;
}

/** Whether React is hydrating the server's HTML right now (not a client render or navigation). */
export const isInitialHydration = (): boolean => initialHydration;

/**
 * Inside an island: whether its hydrating render is on (`current`), for `useIsBrowser`, which must
 * be false there as on the server though the page around it hydrated long before.
 */
export const IslandHydratingContext = createContext<{ current: boolean } | null>(null);

/** An island's root: hydrating until its first commit. */
function IslandRoot({ children }: { children: ReactNode }) {
  const hydrating = useRef({ current: true }).current;
  useLayoutEffect(() => {
    hydrating.current = false;
  }, [hydrating]);
  return createElement(IslandHydratingContext.Provider, { value: hydrating }, children);
}

const islandRoot = (children: ReactNode) => createElement(IslandRoot, null, children);

/** How far outside the viewport an island starts hydrating. */
const NEAR = '300px 0px';
/** Events that come before a reader uses an island (pointer over it, focus, touch). */
const INTENT = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

export interface IslandHydration {
  /** Renders the hydrated islands again (the page's context values changed). */
  update(): void;
  dispose(): void;
}

/**
 * Hydrates each marker (`tag` elements of `container`, outermost) with `element(n)` when it comes
 * near the viewport or on intent, whichever is first; `prefix(marker)` is its `useId` prefix.
 */
export function hydrateIslands(
  container: Element,
  tag: string,
  element: (index: number) => ReactNode,
  prefix: (marker: Element) => string,
): IslandHydration {
  const markers = [...container.querySelectorAll(tag)].filter((m) => {
    const outer = m.parentElement?.closest(tag);
    return !outer || !container.contains(outer);
  });
  const roots = new Map<number, Root>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const e of entries) if (e.isIntersecting) hydrate(watched.get(e.target) ?? -1);
          },
          { rootMargin: NEAR },
        );
  // A marker has no box (display: contents): its children are what comes into view.
  const watched = new Map<Element, number>();
  const listeners = new Map<number, () => void>();
  function hydrate(i: number): void {
    const marker = markers[i];
    if (!marker || roots.has(i)) return;
    for (const child of marker.children) observer?.unobserve(child);
    const on = listeners.get(i);
    if (on) for (const type of INTENT) marker.removeEventListener(type, on, true);
    roots.set(
      i,
      hydrateRoot(marker, islandRoot(element(i)), {
        identifierPrefix: prefix(marker),
        onRecoverableError,
      }),
    );
  }
  markers.forEach((marker, i) => {
    const on = () => hydrate(i);
    listeners.set(i, on);
    for (const type of INTENT) marker.addEventListener(type, on, { capture: true, passive: true });
    const boxes = [...marker.children];
    boxes.forEach((child) => watched.set(child, i));
    if (observer && boxes.length) boxes.forEach((child) => observer.observe(child));
    else hydrate(i);
  });
  return {
    update() {
      for (const [i, root] of roots) root.render(islandRoot(element(i)));
    },
    dispose() {
      observer?.disconnect();
      // Not inside the page root's commit: React would refuse to unmount a root synchronously.
      const all = [...roots.values()];
      roots.clear();
      setTimeout(() => all.forEach((r) => r.unmount()));
    },
  };
}

/** The path below the base URL a static link navigates to, or undefined to leave it to the browser. */
function internalTarget(a: HTMLAnchorElement, basename: string): string | undefined {
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return undefined;
  const href = a.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  const url = new URL(a.href);
  if (url.origin !== window.location.origin) return undefined;
  if (/\.(pdf|zip|svg|png|jpe?g|txt|xml|csv)$/i.test(url.pathname)) return undefined;
  const inside = stripBase(basename, url.pathname);
  return inside === null ? undefined : inside + url.search + url.hash;
}

/**
 * The links of static HTML behave as the theme's `Link`: client navigation on click, prefetch on
 * hover, focus or touch and when in view. Links inside hydrated islands handle their own clicks.
 */
export function enhanceStaticLinks(
  container: Element,
  navigate: Navigate,
  basename: string,
): () => void {
  const linkOf = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    return a instanceof HTMLAnchorElement && container.contains(a) ? a : undefined;
  };
  const onClick = (e: MouseEvent) => {
    const a = linkOf(e);
    if (!a || e.defaultPrevented || isModifiedClick(e)) return;
    const target = internalTarget(a, basename);
    if (target === undefined) return;
    e.preventDefault();
    void navigate(target);
  };
  const onIntent = (e: Event) => {
    const a = linkOf(e);
    const target = a && internalTarget(a, basename);
    if (target !== undefined) prefetch(new URL(target, 'http://x').pathname);
  };
  container.addEventListener('click', onClick as EventListener);
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    container.addEventListener(type, onIntent, { passive: true });
  const unobserve = [...container.querySelectorAll('a[href]')].flatMap((a) => {
    const target = internalTarget(a as HTMLAnchorElement, basename);
    return target === undefined
      ? []
      : [prefetchWhenVisible(a, new URL(target, 'http://x').pathname)];
  });
  return () => {
    container.removeEventListener('click', onClick as EventListener);
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      container.removeEventListener(type, onIntent);
    unobserve.forEach((u) => u());
  };
}
