// `@theme/DocVersionRoot`: a version's route (`{version, route}`): the version for
// `useDocsVersion()` around its child routes (the tags pages and DocRoot). Its head tags (search
// tags, `noindex`) are written by the build for every page of the version.
import type { ReactNode } from 'react';
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import renderRoutes from '../docusaurus/renderRoutes.js';
import { DocsVersionProvider, type DocsVersionProp } from '../docusaurus/docsRoutes.js';
import type { DocsRouteProp } from '../DocRouteTree.js';

export default function DocVersionRoot(props: {
  version: DocsVersionProp;
  route: DocsRouteProp;
}): ReactNode {
  return (
    <HtmlClassNameProvider className={props.version.className}>
      <DocsVersionProvider version={props.version}>
        {renderRoutes(props.route.routes)}
      </DocsVersionProvider>
    </HtmlClassNameProvider>
  );
}
