// Server entry: renders one URL to HTML (react-router's static rendering) and returns the head
// data of the route it matched.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import siteConfig from 'virtual:docs/site-config';
import { NavigationProvider } from '../client/navigation.js';
import { resolveTo, stripBase } from '../client/urls.js';
import { mergeHeadTags, type PageHead } from '../shared/pageHead.js';
import type { RenderResult } from '../shared/renderResult.js';
import App from '../theme/App.js';
import { collectRenderedHead } from '../theme/docusaurus/serverHead.js';
import { collectLinksDuring } from '../theme/docusaurus/useBrokenLinks.js';
import {
  ISLAND_ATTR,
  ISLAND_TAG,
  IslandCollectorContext,
  islandIdPrefix,
  withIslandContexts,
  type IslandCollector,
} from '../theme/mdx/islands.js';
import { notFoundRoute, resolveRoute } from '../theme/resolveRoute.js';
import { takeRouteLoads } from '../theme/docusaurus/routeComponents.js';
import { takeHighlightLoads } from '../theme/mdx/runtimeCode.js';
import { withComponentStack } from './componentStack.js';

/**
 * Each island of the page's MDX content rendered on its own, as the browser hydrates it (its own
 * root: `useId` agrees), into its empty marker (src/theme/mdx/islands.tsx).
 */
function renderIslands(page: string, collector: IslandCollector): string {
  if (!collector.islands.length) return page;
  const pattern = new RegExp(`<${ISLAND_TAG} ${ISLAND_ATTR}="(\\d+)"></${ISLAND_TAG}>`, 'g');
  return page.replace(pattern, (marker, n: string) => {
    const island = collector.islands[Number(n)];
    if (!island) return marker;
    const inner = renderToString(withIslandContexts(island.contexts, island.element), {
      identifierPrefix: islandIdPrefix(n),
    });
    return marker.replace('></', () => `>${inner}</`); // a function: `$` in the HTML stays as is
  });
}

export { setStandaloneRoot } from '../client/standaloneDoc.js';
// A bundle every locale shares renders the locale the pre-render worker selects (issue 33).
export { selectLocale } from '../client/localeScope.js';

export type { RenderResult } from '../shared/renderResult.js';

/** `throwOnError`: a page that fails to load throws its error as is (the dev server shows it). */
export async function render(
  url: string,
  options: { throwOnError?: boolean } = {},
): Promise<RenderResult> {
  const basename = siteConfig.baseUrl;
  const full = resolveTo(url, { pathname: '/', search: '' });
  const inside = stripBase(basename, full.pathname);
  const route = inside === null ? notFoundRoute() : await resolveRoute(inside);
  if (route.error) {
    if (options.throwOnError) throw route.error;
    const error = route.error instanceof Error ? route.error.message : String(route.error);
    return { html: '', head: {}, status: 500, error };
  }
  // A page may set its title and description as it renders (`@theme/Layout`'s props).
  const pageOf = (collector: IslandCollector) => (
    <IslandCollectorContext.Provider value={collector}>
      <StaticRouter basename={inside === null ? '/' : basename} location={full}>
        <NavigationProvider basename={basename} resolve={resolveRoute} initial={route}>
          <App />
        </NavigationProvider>
      </StaticRouter>
    </IslandCollectorContext.Provider>
  );
  // The links the page's `Link`s render (and its `useBrokenLinks()` calls), islands included.
  // A child route's component the page renders from `route.routes` that had not loaded started
  // its load: the page renders again once those are done, so their HTML is in it, as Docusaurus's
  // loadable components render at once (src/theme/docusaurus/routeComponents.tsx); so does one
  // whose code blocks started loading the highlighter of code known only when the page runs.
  let rendering;
  for (let pass = 1; ; pass++) {
    const collector: IslandCollector = { islands: [] };
    const page = pageOf(collector);
    try {
      rendering = collectLinksDuring(() => {
        // The islands too: a `<Head>` in the MDX content is one, after the theme's title in the page.
        const {
          result: html,
          head,
          formatTitle,
        } = collectRenderedHead(() => renderIslands(renderToString(page), collector));
        return { html, rendered: head, formatTitle };
      });
    } catch (error) {
      // The components the error was thrown under, for the build's message (componentStack.ts).
      throw await withComponentStack(error, page);
    }
    const loads = __DOCS_ROUTER_PROPS__ ? takeRouteLoads() : [];
    // A code block whose text is known only now loaded its highlighter (src/theme/mdx/runtimeCode.tsx).
    if (__DOCS_DOCUSAURUS_METADATA__) loads.push(...takeHighlightLoads());
    // A few passes: a loaded route may render child routes of its own that load in turn.
    if (!loads.length || pass >= 4) break;
    await Promise.allSettled(loads); // one that failed renders nothing, as before
  }
  const { result, collected } = rendering;
  const { html, rendered, formatTitle } = result;
  const { links, anchors } = collected;
  const { headTitle, headTags, ...renderedHead } = rendered;
  const head: PageHead = { ...route.handle.head, ...renderedHead };
  // The meta and link elements of the page's `<Head>`s, merged as react-helmet-async merges them.
  const tags = headTags ? mergeHeadTags(headTags) : [];
  if (tags.length) head.tags = tags;
  // A site's TitleFormatter makes the whole title (the build's template formats it otherwise).
  if (formatTitle) head.fullTitle = formatTitle(head.title);
  // A `<Head><title>` of the page's own rendered after the theme's titles is the whole title, as
  // Docusaurus's react-helmet gives it (docusaurus-search-local's search page, a doc's MDX <Head>);
  // the theme's og:title, in a Head of its own, stays (plugins/output/htmlTemplate.ts).
  if (headTitle !== undefined) head.headTitle = headTitle;
  return { html, head, status: route.status, routePath: route.routePath, links, anchors };
}
