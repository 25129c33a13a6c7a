// What a page puts in the navbar's slide-in menu as its second panel when it has no docs sidebar
// (Docusaurus's NavbarSecondaryMenuFiller): the blog's posts on a narrow screen
// (`@theme/BlogSidebar/Mobile`). One page at a time fills it, so one slot is enough.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

let content: ReactNode = null;
const listeners = new Set<() => void>();

function set(next: ReactNode) {
  content = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows `node` as the menu's second panel while the calling component is mounted. */
export function useNavbarSecondaryMenuFiller(node: ReactNode): void {
  useEffect(() => {
    set(node);
    return () => set(null);
  }, [node]);
}

/** The second panel a page filled (null: none). */
export function useNavbarSecondaryMenuContent(): ReactNode {
  return useSyncExternalStore(
    subscribe,
    () => content,
    () => null,
  );
}
