// `@theme/DocsRoot`: the outermost route of a docs instance (`{route}`, its child routes drawn
// with renderRoutes). Docusaurus puts the page's `@theme/Layout` here; this theme draws the
// navbar and footer around every route (../Layout.tsx), so the default adds nothing of its own,
// and a site's override wraps every page of the instance (docs, generated indexes, tags pages).
import type { ReactNode } from 'react';
import renderRoutes from '../docusaurus/renderRoutes.js';
import type { DocsRouteProp } from '../DocRouteTree.js';

export default function DocsRoot(props: { route: DocsRouteProp }): ReactNode {
  return renderRoutes(props.route.routes);
}
