// Docusaurus's page classes on `<html>` (`HtmlClassNameProvider`, `PluginHtmlClassNameProvider` of
// `@docusaurus/theme-common`): each provider adds its class to its ancestors' ones, and the
// provider rendered last in the tree (the innermost: the page's own) gives `<html>` its page
// classes, as Docusaurus's `<Head><html className>` does (react-helmet: the last one wins). On the
// server the page's classes go into its HTML (./serverHead.ts records them); in the browser they
// replace the previous page's on each navigation, leaving `data-theme` and other classes alone.
import { createContext, useContext, useRef, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from './useIsomorphicLayoutEffect.js';
import { isServerHeadStale } from '../../client/initialHead.js';
import { useNavigationState } from '../../client/navigation.js';
import { RouteContext } from './routeContext.js';
import { recordRenderedHead } from './serverHead.js';

const HtmlClassNameContext = createContext<string | undefined>(undefined);

/** `a b` + `b c` → `a b c`: the names in order, each once. */
export function joinClassNames(...parts: (string | undefined)[]): string {
  return [...new Set(parts.join(' ').split(/\s+/).filter(Boolean))].join(' ');
}

/** The mounted providers' classes by the place they were first rendered at. */
const claims = new Map<number, string>();
let rendered = 0;
/** The classes this module put on `<html>` (the only ones it removes). */
let applied: string[] = [];

/** Whether the classes were applied once (the server's then go, when they were another page's). */
let first = true;

function applyLatestClaim(): void {
  const latest = claims.size ? claims.get(Math.max(...claims.keys()))! : '';
  const names = latest.split(' ').filter(Boolean);
  const { classList } = document.documentElement;
  // The server sent another page's head (404.html for a path the router draws otherwise): its
  // classes are replaced, as Docusaurus's Helmet sets the attribute.
  if (first && isServerHeadStale()) classList.remove(...classList);
  first = false;
  for (const name of applied) if (!names.includes(name)) classList.remove(name);
  classList.add(...names);
  applied = names;
  // No class left (a page without `@theme/Layout`): no attribute, as Docusaurus leaves it.
  if (!classList.length) document.documentElement.removeAttribute('class');
}

export function HtmlClassNameProvider({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const joined = joinClassNames(useContext(HtmlClassNameContext), className);
  recordRenderedHead({ htmlClassName: joined });
  const place = useRef(0);
  if (place.current === 0) place.current = ++rendered;
  // Before paint, so the new page never shows with the old page's classes (isomorphic: a layout
  // effect warns in a React 18 server render).
  useIsomorphicLayoutEffect(() => {
    claims.set(place.current, joined);
    applyLatestClaim();
    return () => {
      claims.delete(place.current);
      applyLatestClaim();
    };
  }, [joined]);
  return <HtmlClassNameContext.Provider value={joined}>{children}</HtmlClassNameContext.Provider>;
}

/** `docusaurus-plugin-content-docs` → `plugin-docs`, as Docusaurus names the plugin's class. */
export function pluginClassNames(plugin: { name: string; id: string }): string {
  const name = plugin.name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '');
  return `plugin-${name} plugin-id-${plugin.id}`;
}

/**
 * The route's plugin classes (`plugin-docs plugin-id-default`). Docusaurus renders it in
 * `@theme/Layout/Provider`, inside `@theme/Layout`; this theme renders it where a route renders
 * `@theme/Layout` (`ThemeLayout` of ../pageFrameSlot.tsx and ../sitePageFrame.tsx, and ./Layout.tsx
 * for a React page), so a page that renders no Layout has no plugin classes, as there, and the
 * classes of providers around Layout come first (`docs-wrapper plugin-docs plugin-id-default
 * docs-version-current …`). Outside a route's context it takes the current route's plugin (a
 * not-found page's: `native`).
 */
export function PluginHtmlClassNameProvider({ children }: { children?: ReactNode }) {
  const inRoute = useContext(RouteContext);
  const { route } = useNavigationState();
  const plugin = inRoute?.plugin ?? route.routeContext?.plugin ?? NATIVE;
  return (
    <HtmlClassNameProvider className={pluginClassNames(plugin)}>{children}</HtmlClassNameProvider>
  );
}

const NATIVE = { name: 'native', id: 'default' };
