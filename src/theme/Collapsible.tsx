// Height animation for collapsible blocks; duration grows with content height, 1 ms under
// reduced motion, no animation on first mount.
import { createElement, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { collapseDuration } from '../shared/collapse.js';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export default function Collapsible({
  collapsed,
  children,
  className,
  id,
  lazy = true,
  as = 'div',
}: {
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  id?: string;
  lazy?: boolean;
  /** The element (Docusaurus's `<Collapsible as="ul">`). */
  as?: 'div' | 'ul';
}) {
  const ref = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  // The hidden attribute is only set by React on first render; afterwards the effect owns it,
  // so a collapse can animate before the block disappears.
  const [initiallyCollapsed] = useState(collapsed);
  // A lazy block is rendered the first time it opens, element and all, as Docusaurus's
  // `<Collapsible lazy>` (keeps pages small on big sites).
  const [rendered, setRendered] = useState(!collapsed || !lazy);
  if (!collapsed && !rendered) setRendered(true);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!mounted.current) {
      mounted.current = true;
      // The element is drawn as rendered, unless it first appears on opening a lazy block that
      // started collapsed: that one opens from nothing, as any later opening does.
      if (!(initiallyCollapsed && !collapsed)) return;
    }
    el.hidden = false;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.style.display = 'block';
    const full = el.scrollHeight;
    const duration = collapseDuration(full, reduced);
    el.style.overflow = 'hidden';
    el.style.transition = `height ${duration}ms ease-in-out`;
    if (collapsed) {
      el.style.height = `${full}px`;
      requestAnimationFrame(() => {
        el.style.height = '0px';
      });
    } else {
      el.style.height = '0px';
      requestAnimationFrame(() => {
        el.style.height = `${full}px`;
      });
    }
    const done = () => {
      el.style.transition = '';
      if (collapsed) {
        el.hidden = true;
        el.style.display = '';
        el.style.height = '';
      } else {
        el.style.height = 'auto';
        el.style.overflow = 'visible';
      }
    };
    const t = setTimeout(done, duration + 20);
    return () => clearTimeout(t);
  }, [collapsed]);
  if (!rendered) return null;
  return createElement(
    as,
    { ref, id, className, hidden: initiallyCollapsed || undefined },
    children,
  );
}
