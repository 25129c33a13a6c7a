// `navbar.hideOnScroll`: the navbar hides while the reader scrolls down past its height, and shows
// again when they scroll up, reach the end of the page, or move the keyboard focus into it; a jump
// to an anchor of the page hides it (the heading then sits 0.5rem below the window's top,
// ./classicLook.css), a new page shows it. As Docusaurus's useHideableNavbar,
// a scroll down hides it only from a position other than the top: the first step down from the
// top leaves it shown, the next one hides it; and a page opened already scrolled down (a reload)
// hides it at once.
import { useEffect, useRef, useState } from 'react';

/** Whether the navbar is hidden now, and a function that shows it. */
export function useHiddenOnScroll(
  enabled: boolean,
  pathname: string,
  hash: string,
): readonly [boolean, () => void] {
  const [hidden, setHidden] = useState(false);
  const anchorJump = useRef(false);
  const opened = useRef(false);
  useEffect(() => {
    // Not on the first location (Docusaurus's useLocationChange): the scroll check below decides.
    if (!enabled || !opened.current) return void (opened.current = true);
    if (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) {
      anchorJump.current = true;
      setHidden(true);
    } else setHidden(false);
  }, [enabled, pathname, hash]);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const barHeight = document.querySelector('.navbar')?.clientHeight ?? 0;
      const previous = last;
      last = y;
      if (y < barHeight) return setHidden(false);
      if (anchorJump.current) return void (anchorJump.current = false);
      const end = document.documentElement.scrollHeight - barHeight;
      if (previous && y >= previous) setHidden(true);
      else if (y + window.innerHeight < end) setHidden(false);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return [hidden, () => setHidden(false)] as const;
}
