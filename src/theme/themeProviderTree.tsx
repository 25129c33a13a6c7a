// `@theme/ThemeProvider` around the application, for a site that overrides it or its
// `TitleFormatter` (./themeProviderSlot.ts): every page's `<title>` is then the formatter's, in the
// server's HTML (entryServer.tsx applies the function recorded here) and after each navigation.
import { useContext, useRef, type ReactNode } from 'react';
import { isServerHeadStale } from '../client/initialHead.js';
import { useNavigationState } from '../client/navigation.js';
import ThemeProvider from './classic/ThemeProvider.js';
import { recordTitleFormat } from './docusaurus/serverHead.js';
import useIsomorphicLayoutEffect from './docusaurus/useIsomorphicLayoutEffect.js';
import { pageTitle, TitleFormatterContext } from './titleFormatter.js';

/** Formats the open page's title with the provided formatter and its route's plugin. */
function PageTitle() {
  const formatter = useContext(TitleFormatterContext);
  const { route } = useNavigationState();
  const plugin = route.routeContext?.plugin;
  const head = route.handle.head;
  recordTitleFormat((title) => pageTitle(formatter, title, plugin));
  const first = useRef(true);
  // After the layout's own (src/theme/Layout.tsx sets the default format first): a sibling after it.
  // Isomorphic: a layout effect warns in a React 18 server render (the dev server's).
  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      // The server wrote the first page's title, unless it sent another page's.
      if (!isServerHeadStale()) return;
    }
    document.title = pageTitle(formatter, head?.title, plugin);
  }, [formatter, head, plugin]);
  return null;
}

export function ThemeProviderTree({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <PageTitle />
    </ThemeProvider>
  );
}
