// A route rendered by the module a content plugin's component option names
// (../contentComponents.ts): as Docusaurus renders a route's component, it gets `route` (its whole
// path, exact) and, on a Docusaurus site, the router's `history`, `location` and `match` besides the
// props its plugin gives; its content renders in the page's tree (the component may put providers
// around it), not as islands (../contentInTree.ts).
import type { ReactNode } from 'react';
import { ContentInTreeContext } from '../contentInTree.js';
import { sitePath, useSiteBasename } from '../docusaurus/sitePaths.js';
import { NO_ROUTER_PROPS, useRouterProps } from '../docusaurus/routerProps.js';

/** Renders `children` with the route props of `path` (a path below the base URL). */
export function OptionRoute(props: {
  path: string;
  children: (extra: Record<string, unknown>) => ReactNode;
}) {
  const route = { path: sitePath(useSiteBasename(), props.path), exact: true };
  // A build-time constant: the same hooks run on every render of a build.
  const router = __DOCS_ROUTER_PROPS__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useRouterProps()
    : NO_ROUTER_PROPS;
  return (
    <ContentInTreeContext.Provider value={true}>
      {props.children({ route, ...router(route) })}
    </ContentInTreeContext.Provider>
  );
}
