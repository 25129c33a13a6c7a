// `useBackToTopButton` of `@docusaurus/theme-common/internal`: when the back-to-top button shows.
// As in Docusaurus, it appears while the reader scrolls up, past `threshold` pixels from the top
// and above the page's end; scrolling down, reaching the top or following a `#anchor` hides it.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../client/navigation.js';

/** Whether the button shows at `scrollY`, given the previous position (undefined: first event). */
export function nextShown(params: {
  scrollY: number;
  lastScrollY: number | undefined;
  threshold: number;
  atBottom: boolean;
  shown: boolean;
}): boolean {
  const { scrollY, lastScrollY, threshold, atBottom, shown } = params;
  if (lastScrollY === undefined) return shown;
  if (scrollY >= lastScrollY || scrollY < threshold) return false;
  return atBottom ? shown : true;
}

export function useBackToTopButton({ threshold }: { threshold: number }) {
  const [shown, setShown] = useState(false);
  const last = useRef<number | undefined>(undefined);
  const { hash } = useLocation();
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const scrollY = window.scrollY;
      const atBottom = scrollY + window.innerHeight >= document.documentElement.scrollHeight;
      setShown((s) =>
        nextShown({ scrollY, lastScrollY: last.current, threshold, atBottom, shown: s }),
      );
      last.current = scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  // A jump to an anchor scrolls without the reader: hide, and take the new position as the start.
  useEffect(() => {
    if (!hash) return;
    setShown(false);
    last.current = undefined;
  }, [hash]);
  const scrollToTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  return { shown, scrollToTop };
}
