// `@docusaurus/BrowserOnly`: renders `children()` only in the browser, after hydration; the server
// (and the hydrating render) show `fallback`.
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

export default function BrowserOnly({
  children,
  fallback,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{fallback ?? null}</>;
  if (typeof children !== 'function')
    throw new Error('BrowserOnly: its child must be a function returning the elements to render');
  return <>{children()}</>;
}
