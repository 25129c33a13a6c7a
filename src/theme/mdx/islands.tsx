// Islands (issue 26): which parts of an MDX page's content need React in the browser.
//
// The rule, general to any site: an element of a host tag (`p`, `table`, …) and a component the
// theme declared pure with `renderStatically` (Admonition, headings, code blocks without their
// copy button, links, …) are static: their HTML is the server's and the browser never renders
// them at load. Any other component (one the MDX file imports, one a site adds to its
// MDXComponents, anything with state or effects) is an island: the server renders it on its own
// inside a `<docs-island>` marker, and the browser hydrates it on its own (src/client/islands.ts).
// Both sides find the islands by the same walk of the content's element tree, so the n-th island
// of the walk is the n-th marker of the article: nothing is serialized.
import {
  Fragment,
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  useContext,
  type Context,
  type ReactElement,
  type ReactNode,
} from 'react';
import { MDXProvider, useMDXComponents } from '@mdx-js/react';
import {
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router-dom';
import { NavigationContext } from '../../client/navigation.js';
import { DocContext } from '../DocContext.js';
import { RouteContext } from '../docusaurus/routeContext.js';
import { VersionContext } from '../docusaurus/versionContext.js';

/** The marker element around an island (`display: contents` in styles.css). */
export const ISLAND_TAG = 'docs-island';
/** The marker's attribute: the island's number in the page (its `useId` prefix). */
export const ISLAND_ATTR = 'data-island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StaticRender = (props: any) => ReactNode;
const staticRenders = new Map<unknown, StaticRender>();

/**
 * Declares a component static: in MDX content it is rendered by calling `render` (the component
 * itself by default) while the content's tree is walked, and never hydrated. `render` must be
 * pure: no hooks but `useContext` (it runs inside the content's own render).
 */
export function renderStatically(component: unknown, render?: StaticRender): void {
  staticRenders.set(component, render ?? (component as StaticRender));
}

/**
 * The content tree with its static components replaced by what they render, and each island
 * (an element of any other component, outermost only) replaced by `island(element, n)`.
 */
export function expandStatic(
  tree: ReactNode,
  island: (element: ReactElement, index: number) => ReactNode,
): ReactNode {
  let n = 0;
  const walk = (node: ReactNode): ReactNode => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isValidElement(node)) return node;
    const el = node as ReactElement<{ children?: ReactNode }>;
    // A paragraph holding a block (MDX's `<p className="lead">` around a line of text, which MDX
    // makes a paragraph of its own) cannot be written as HTML: the browser's parser ends the outer
    // `<p>` where the inner one starts. Docusaurus's hydration then finds the DOM different from its
    // tree and renders that part again in the browser, nesting them as written (the outer
    // paragraph's class reaching the text). As an island it is rendered so too. (A Docusaurus
    // site's: a site of ours is written as the browser parses it, and its bundle leaves this out.)
    if (__DOCS_DOCUSAURUS_METADATA__ && el.type === 'p' && holdsBlock(el.props.children))
      return island(el, n++);
    if (typeof el.type === 'string' || el.type === Fragment) {
      const { children } = el.props;
      if (children === undefined || children === null || typeof children === 'string') return el;
      // Children as arguments, as the compiled MDX gives them (static: no keys needed).
      return Array.isArray(children)
        ? cloneElement(el, undefined, ...children.map(walk))
        : cloneElement(el, undefined, walk(children));
    }
    const render = staticRenders.get(el.type);
    // Keyed only when the element was: `{ key: null }` would be the key "null", the same for
    // every static sibling (React: "two children with the same key" on each client render).
    if (render)
      return createElement(
        Fragment,
        el.key === null ? null : { key: el.key },
        walk(render(el.props)),
      );
    return island(el, n++);
  };
  return walk(tree);
}

/** Elements whose start tag ends an open `<p>` (the HTML parser's list), made on first use. */
let closesParagraph: Set<string> | undefined;
const CLOSES_PARAGRAPH = () =>
  (closesParagraph ??= new Set(
    (
      'address article aside blockquote details dialog div dl fieldset figcaption figure footer ' +
      'form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre search section table ul'
    ).split(' '),
  ));

/** Whether host elements among `children` (at any depth through host elements) end a `<p>`. */
function holdsBlock(children: ReactNode): boolean {
  if (Array.isArray(children)) return children.some(holdsBlock);
  if (!isValidElement(children)) return false;
  const el = children as ReactElement<{ children?: ReactNode }>;
  if (typeof el.type === 'string' && CLOSES_PARAGRAPH().has(el.type)) return true;
  return (typeof el.type === 'string' || el.type === Fragment) && holdsBlock(el.props.children);
}

/** The contexts an island sees as if it were rendered in the page's tree. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const BRIDGED: Context<any>[] = [
  NavigationContext,
  DocContext,
  RouteContext,
  // The docs version of the route (useDocsVersion, useDocById in a doc's own components).
  VersionContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
];

export interface IslandContexts {
  values: unknown[];
  components: ReturnType<typeof useMDXComponents>;
}

/** The values of the bridged contexts where the content is rendered. */
export function useIslandContexts(): IslandContexts {
  // A fixed list: the same number of context reads on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const values = BRIDGED.map((c) => useContext(c));
  return { values, components: useMDXComponents() };
}

/** An island's element inside providers of the page's context values (its root's whole tree). */
export function withIslandContexts(contexts: IslandContexts, element: ReactNode): ReactElement {
  let out: ReactElement = createElement(MDXProvider, { components: contexts.components }, element);
  for (let i = BRIDGED.length - 1; i >= 0; i--)
    out = createElement(BRIDGED[i]!.Provider, { value: contexts.values[i] }, out);
  return out;
}

/** `useId` prefix of island n: the server's own render of it and the browser's root agree. */
export const islandIdPrefix = (n: number | string) => `i${n}-`;

/** The server renderer's list of the page's islands, each rendered on its own after the page. */
export interface IslandCollector {
  islands: { element: ReactElement; contexts: IslandContexts }[];
}
export const IslandCollectorContext = createContext<IslandCollector | null>(null);
