// `@theme/DocRoot/Layout/Main`: the main column of a doc page, the page (`children`) in it.
// `hiddenSidebarContainer` widens it in Docusaurus; here the stylesheet does, from the sidebar's
// column (../../../hideableSidebar.css). On a Docusaurus site it carries `docMainContainer_dv`, as
// Docusaurus's carries `docMainContainer_<hash>` (../Layout.tsx), and `docMainContainerEnhanced_dv`
// where Docusaurus's has `docMainContainerEnhanced_<hash>`: the page has no sidebar, or it is hidden.
import type { ReactNode } from 'react';
import { useDocsSidebar } from '../../../docusaurus/docsRoutes.js';

const CLASSES = 'doc-main container padding-top--md padding-bottom--lg';

export default function DocRootLayoutMain({
  hiddenSidebarContainer,
  children,
}: {
  hiddenSidebarContainer?: boolean;
  children?: ReactNode;
}) {
  return __DOCS_DOCUSAURUS_METADATA__ ? (
    <DocusaurusMain hiddenSidebarContainer={hiddenSidebarContainer === true}>
      {children}
    </DocusaurusMain>
  ) : (
    <main className={CLASSES}>{children}</main>
  );
}

function DocusaurusMain({
  hiddenSidebarContainer,
  children,
}: {
  hiddenSidebarContainer: boolean;
  children?: ReactNode;
}) {
  const sidebar = useDocsSidebar();
  const enhanced = hiddenSidebarContainer || !sidebar ? ' docMainContainerEnhanced_dv' : '';
  return <main className={`docMainContainer_dv${enhanced} ${CLASSES}`}>{children}</main>;
}
