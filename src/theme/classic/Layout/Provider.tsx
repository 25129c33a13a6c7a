// `@theme/Layout/Provider`: the providers around every page's layout (a site's override adds its own).
import type { ReactNode } from 'react';

export default function LayoutProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
