// `@docusaurus/theme-common`'s collapsing helpers (`useCollapsible`, `Collapsible`, `usePrevious`),
// which an ejected Docusaurus `DocSidebarItem/Category` or `Details` keeps its open state with.
// Our own sidebar keeps a level's state in `DocSidebarItems`; these serve the ejected files.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import ThemeCollapsible from '../Collapsible.js';

/** `{collapsed, setCollapsed, toggleCollapsed}`, as Docusaurus's hook returns them. */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/**
 * A block that opens and closes with a height animation (this theme's), under Docusaurus's props;
 * `onCollapseTransitionEnd`, `animation` and `disableSSRStyle` are accepted and not used.
 */
export function Collapsible({
  as = 'div',
  collapsed,
  children,
  className,
  lazy = false,
}: {
  as?: 'div' | 'ul';
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  lazy?: boolean;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  animation?: { duration?: number; easing?: string };
  disableSSRStyle?: boolean;
}) {
  return (
    <ThemeCollapsible as={as} collapsed={collapsed} className={className} lazy={lazy}>
      {children}
    </ThemeCollapsible>
  );
}

/** The value of the render before this one (undefined on the first). */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}
