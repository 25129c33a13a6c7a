// `@theme/DocRoot`: the route of a version's docs and generated indexes (`{route}`): the matched
// page's element in `@theme/DocRoot/Layout`, with its sidebar for `useDocsSidebar()`; the
// not-found content when no page matches.
import type { ReactNode } from 'react';
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import {
  DocsSidebarProvider,
  useDocRootMetadata,
  type DocRootMetadata,
} from '../docusaurus/docsRoutes.js';
import type { DocsRouteProp } from '../DocRouteTree.js';
import DocRootLayout from './DocRoot/Layout.js';
import NotFoundContent from './NotFound/Content.js';

export default function DocRoot(props: { route: DocsRouteProp }): ReactNode {
  const current: DocRootMetadata | null = useDocRootMetadata(props);
  if (!current) return <NotFoundContent />;
  return (
    <HtmlClassNameProvider className="docs-doc-page">
      <DocsSidebarProvider name={current.sidebarName} items={current.sidebarItems}>
        <DocRootLayout>{current.docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
