// `@theme/Navbar/Search`: where the navbar puts its search box (`children`, the `@theme/SearchBar`);
// the search box draws its own container here, so the default adds no element, unless a
// `type: 'search'` item gives a `className` (then a <div> of that class, as Docusaurus's).
import type { ReactNode } from 'react';

export default function NavbarSearch({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
