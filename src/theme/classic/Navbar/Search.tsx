// `@theme/Navbar/Search`: where the navbar puts its search box (`children`, the `@theme/SearchBar`);
// the search box draws its own container here, so the default adds no element.
import type { ReactNode } from 'react';

export default function NavbarSearch({ children }: { children?: ReactNode; className?: string }) {
  return <>{children}</>;
}
