// `@theme/Root`: wraps the whole application, never unmounted on navigation (a site's override
// adds its providers here, as in Docusaurus).
import type { ReactNode } from 'react';

export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
