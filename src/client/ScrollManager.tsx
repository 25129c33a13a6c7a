// Scroll after each swap of the page: a new page at the top or at its hash (below the fixed
// navbar: the headings' scroll-margin-top), Back/Forward at the entry's saved position, a reload
// where the reader was. The browser's own restoration is off (entryClient.tsx): it would restore
// before the page of the entry is in place.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationState } from './navigation.js';
import { getScrollPosition } from './scrollPositions.js';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return document.getElementById(hash.slice(1));
  }
}

export default function ScrollManager() {
  const { location, navigationType, preventScrollReset } = useNavigationState();
  const first = useRef(true);
  const lastPathname = useRef(location.pathname);
  useIsoLayoutEffect(() => {
    const samePage = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    if (first.current) {
      first.current = false;
      // A reload, or Back to a page of another document: where the reader left this entry.
      const saved = getScrollPosition(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (preventScrollReset) return;
    const saved = navigationType === 'POP' ? getScrollPosition(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hashTarget(location.hash);
    if (target) {
      target.scrollIntoView();
      // As the browser does for a fragment: a focusable target (the skip link's) takes focus.
      if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
      return;
    }
    // A hash that names nothing on the open page moves nothing, as in the browser.
    if (location.hash && samePage) return;
    window.scrollTo(0, 0);
    // After a new page, keyboard and screen-reader users start again from the skip link.
    if (navigationType === 'PUSH')
      document.getElementById('__skip')?.focus({ preventScroll: true });
  }, [location]);
  return null;
}
