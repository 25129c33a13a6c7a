// `@theme/DocRoot/Layout/Main`: the main column of a doc page, the page (`children`) in it.
// `hiddenSidebarContainer` widens it in Docusaurus; here the stylesheet does, from the sidebar's
// column (../../../hideableSidebar.css).
import type { ReactNode } from 'react';
import { joinClasses, moduleClass } from '../../../docusaurus/moduleClass.js';

export default function DocRootLayoutMain({
  children,
}: {
  hiddenSidebarContainer?: boolean;
  children?: ReactNode;
}) {
  return (
    <main
      className={joinClasses(
        moduleClass('docMainContainer'),
        'doc-main container padding-top--md padding-bottom--lg',
      )}
    >
      {children}
    </main>
  );
}
