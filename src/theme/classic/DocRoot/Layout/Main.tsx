// `@theme/DocRoot/Layout/Main`: the main column of a doc page, the page (`children`) in it.
// `hiddenSidebarContainer` widens it in Docusaurus; here the stylesheet does, from the sidebar's
// column (../../../hideableSidebar.css). On a Docusaurus site it carries `docMainContainer_dv`, as
// Docusaurus's carries `docMainContainer_<hash>` (../Layout.tsx).
import type { ReactNode } from 'react';

export default function DocRootLayoutMain({
  children,
}: {
  hiddenSidebarContainer?: boolean;
  children?: ReactNode;
}) {
  return (
    <main
      className={
        __DOCS_DOCUSAURUS_METADATA__
          ? 'docMainContainer_dv doc-main container padding-top--md padding-bottom--lg'
          : 'doc-main container padding-top--md padding-bottom--lg'
      }
    >
      {children}
    </main>
  );
}
