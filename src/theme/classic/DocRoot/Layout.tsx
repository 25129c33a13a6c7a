// `@theme/DocRoot/Layout`: a doc page's frame below the navbar: the sidebar's column
// (`DocRoot/Layout/Sidebar`, when the page has a sidebar; its items' links with the base URL, as
// Docusaurus's useDocsSidebar gives them), the main column (`DocRoot/Layout/Main`) with the page
// in it, and the back-to-top button. `hiddenSidebarContainer` is Docusaurus's state of a hidden
// sidebar: the default column keeps its own (../../HideableSidebar.tsx) and tells it.
// On a Docusaurus site, the root is in Docusaurus's `docsWrapper`, and both carry classes of the
// local names of Docusaurus's CSS-module classes (`docRoot_dv` for `docRoot_CGsp`), where a site's
// stylesheet finds them (`[class*='docRoot']`); a site of this generator's own gets neither (the
// build-time constant folds: its HTML and scripts stay as they were).
import { useState, type ReactNode } from 'react';
import { useDocsSidebar } from '../../docusaurus/docsRoutes.js';
import { siteSidebarItems, useSiteBasename } from '../../docusaurus/sitePaths.js';
import BackToTopButton from '../BackToTopButton.js';
import DocRootLayoutMain from './Layout/Main.js';
import DocRootLayoutSidebar from './Layout/Sidebar.js';

export default function DocRootLayout({ children }: { children?: ReactNode }) {
  const sidebar = useDocsSidebar();
  const basename = useSiteBasename();
  const [hiddenSidebarContainer, setHiddenSidebarContainer] = useState(false);
  const root = (
    <div className={__DOCS_DOCUSAURUS_METADATA__ ? 'docRoot_dv doc-page' : 'doc-page'}>
      {sidebar && (
        <DocRootLayoutSidebar
          sidebar={siteSidebarItems(basename, sidebar.items)}
          hiddenSidebarContainer={hiddenSidebarContainer}
          setHiddenSidebarContainer={setHiddenSidebarContainer}
        />
      )}
      <DocRootLayoutMain hiddenSidebarContainer={hiddenSidebarContainer}>
        {children}
      </DocRootLayoutMain>
      {/* Last, and always a third slot: the first two's positions number React's ids (the
          sidebar's categories use them). docs.backToTopButton is a site constant: a site without
          it ships none of the button's code. On a Docusaurus site it comes first in the wrapper,
          before the root, as there. */}
      {!__DOCS_DOCUSAURUS_METADATA__ && __DOCS_BACK_TO_TOP_BUTTON__ ? <BackToTopButton /> : null}
    </div>
  );
  return __DOCS_DOCUSAURUS_METADATA__ ? (
    <div className="docsWrapper_dv">
      {__DOCS_BACK_TO_TOP_BUTTON__ ? <BackToTopButton /> : null}
      {root}
    </div>
  ) : (
    root
  );
}
