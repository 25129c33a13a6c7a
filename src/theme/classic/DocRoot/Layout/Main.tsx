// `@theme/DocRoot/Layout/Main`: the main column of a doc page, the page (`children`) in it.
// `hiddenSidebarContainer` widens it in Docusaurus; here the stylesheet does, from the sidebar's
// column (../../../hideableSidebar.css). On a Docusaurus site it is Docusaurus's: a main column
// (`docMainContainer_dv`, as Docusaurus's `docMainContainer_<hash>`; `docMainContainerEnhanced_dv`
// too where the page has no sidebar or it is hidden) and the page's container centred in it (with
// `docItemWrapperEnhanced_dv`, wider, while the sidebar is hidden), as ../../../classicLook.css
// sizes them: a page without a sidebar sits in a column 30 px narrower than the window.
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
  const wrapper = hiddenSidebarContainer ? ' docItemWrapperEnhanced_dv' : '';
  return (
    <main className={`docMainContainer_dv${enhanced}`}>
      <div className={`container padding-top--md padding-bottom--lg${wrapper}`}>{children}</div>
    </main>
  );
}
