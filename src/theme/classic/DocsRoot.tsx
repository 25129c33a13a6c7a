// `@theme/DocsRoot`: the outermost route of a docs instance (`{route}`, its child routes drawn
// with renderRoutes) in `@theme/Layout`, as Docusaurus's: this theme draws the navbar and footer
// around every route (../Layout.tsx), so that adds nothing of its own unless the site's Layout
// draws the frame (../pageFrameSlot.tsx); a site's override wraps every page of the instance
// (docs, generated indexes, tags pages). It is the route's frame (../DocRouteTree.tsx
// docsRootFrame): it stays mounted from one page of the instance to the next, as Docusaurus's.
import type { ReactNode } from 'react';
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import renderRoutes from '../docusaurus/renderRoutes.js';
import { ThemeLayout } from '../pageFrameSlot.js';
import type { DocsRouteProp } from '../DocRouteTree.js';

export default function DocsRoot(props: { route: DocsRouteProp }): ReactNode {
  return (
    <HtmlClassNameProvider className="docs-wrapper">
      <ThemeLayout>{renderRoutes(props.route.routes)}</ThemeLayout>
    </HtmlClassNameProvider>
  );
}
