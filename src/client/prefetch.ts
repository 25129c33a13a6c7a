// Polite prefetching: links in view (when the browser is idle) and on hover or touch; never on
// save-data or 2g connections.
import { prefetchRoute } from './routeTable.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(): boolean {
  if (typeof navigator === 'undefined') return false;
  const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!conn) return true;
  return !conn.saveData && !(conn.effectiveType ?? '').includes('2g');
}

/** `withSidebar: false` for links merely in view (see prefetchRoute). */
export function prefetch(pathname: string, withSidebar = true): void {
  if (canPrefetch()) prefetchRoute(pathname, withSidebar);
}

let observer: IntersectionObserver | undefined;
const targets = new WeakMap<Element, string>();

function getObserver(): IntersectionObserver | undefined {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const path = targets.get(entry.target);
      observer!.unobserve(entry.target);
      if (!path) continue;
      const run = () => prefetch(path, false);
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 200);
    }
  });
  return observer;
}

/** Prefetches the target of `el` once it scrolls into view; returns a cleanup function. */
export function prefetchWhenVisible(el: Element, pathname: string): () => void {
  if (!canPrefetch()) return () => undefined;
  const io = getObserver();
  if (!io) return () => undefined;
  targets.set(el, pathname);
  io.observe(el);
  return () => io.unobserve(el);
}
