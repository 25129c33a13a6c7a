// The content of an MDX page, whatever the page (a doc, a blog post, a post's excerpt on a blog
// list or tag page, a Markdown page of src/pages): the element holding the content (`as`,
// `className`, `itemProp`), what comes before the content in it (`children`, a doc's title), and
// the content with the theme's MDX components and its islands (./mdx/islands.tsx). A page may
// hold several (a blog list page's excerpts): the server numbers their islands in one sequence,
// and each content in the browser hydrates the markers inside its own element.
//
// - Server: static parts render in the page; each island renders as an empty marker and is
//   collected, to be rendered on its own afterwards (src/server/entryServer.tsx).
// - Browser, hydrating the server's HTML: the element keeps the server's HTML and React renders
//   nothing inside it; the islands hydrate one by one (src/client/islands.ts).
// - Browser, any later render (a client navigation, the dev server): the content renders whole,
//   islands inside the same markers, so the DOM is the server's.
// - Content in the page's tree (./contentInTree.ts: a component of the site or of a plugin theme
//   encloses it, and may provide contexts islands would not see): no islands; the server and the
//   browser render it whole inside `@theme/MDXContent`, and it hydrates with the page.
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { MDXProvider } from '@mdx-js/react';
import {
  enhanceStaticLinks,
  hydrateIslands,
  isInitialHydration,
  type IslandHydration,
} from '../client/islands.js';
import { useBasename, useNavigate } from '../client/navigation.js';
import MDXContent from './classic/MDXContent.js';
import useIsomorphicLayoutEffect from './docusaurus/useIsomorphicLayoutEffect.js';
import { useContentInTree, type ContentKind } from './contentInTree.js';
import { mdxComponents } from './mdx/components.js';
import {
  ISLAND_ATTR,
  ISLAND_TAG,
  IslandCollectorContext,
  expandStatic,
  islandIdPrefix,
  useIslandContexts,
  withIslandContexts,
} from './mdx/islands.js';

type Content = ComponentType<{ components?: Record<string, unknown> }>;

interface ContentProps {
  content: Content;
  /** The element holding the content (a `div` unless told). */
  as?: 'div' | 'article';
  className?: string;
  itemProp?: string;
  children?: ReactNode;
}

interface Props extends ContentProps {
  /** The page kind (whether its content renders in the page's tree: ./contentInTree.ts). */
  kind: ContentKind;
  /**
   * The content as an element a site's or a plugin's component made (a docItemComponent's
   * children of `DocItem/Content`, with its providers around the MDX): rendered in the tree.
   */
  body?: ReactNode;
}

/** A compiled MDX content component is a plain function returning its element tree. */
const isPlainFunction = (c: Content): c is (props: { components?: object }) => ReactNode =>
  typeof c === 'function' && !(c.prototype as { isReactComponent?: unknown })?.isReactComponent;

/** The content's element tree (the compiled MDX function called in this render: its hooks are
 * `useMDXComponents`, a context read). Another kind of component is one island. */
function contentTree(content: Content): ReactNode {
  if (!isPlainFunction(content)) {
    const C = content;
    return <C components={mdxComponents} />;
  }
  return content({ components: mdxComponents });
}

const Island = ISLAND_TAG as unknown as ComponentType<Record<string, unknown>>;
// One object for every render: React 19 sets innerHTML again whenever this prop is a new object,
// which would wipe the server's HTML of the content (tests/e2e/islandsPages.e2e.test.ts).
const NO_HTML = { __html: '' };

/**
 * The element's ref is MDXPageContent's: it handles the links. A prop of its own name: React 18
 * (a Docusaurus site's own React, plugins/siteReact.ts) gives a function component no `ref` prop.
 */
interface InnerProps extends ContentProps {
  contentRef: RefObject<HTMLDivElement | null>;
}

/** The content in the page's tree (or `body`, made by another component): hydrated with the page. */
function TreeContent({
  content,
  body,
  as: Tag = 'div',
  children,
  contentRef,
  ...attributes
}: InnerProps & { body: ReactNode }) {
  return (
    <Tag ref={contentRef} {...attributes}>
      {children}
      <MDXContent>{body === undefined ? contentTree(content) : body}</MDXContent>
    </Tag>
  );
}

function RenderedContent({
  content,
  as: Tag = 'div',
  children,
  contentRef,
  ...attributes
}: InnerProps) {
  const collector = useContext(IslandCollectorContext);
  const contexts = useIslandContexts();
  const tree = contentTree(content);
  const body = expandStatic(tree, (element) => {
    // The server leaves the marker empty and numbered, and collects the island (entryServer
    // renders it on its own); the browser renders the island inside an unnumbered marker.
    const n = collector && collector.islands.push({ element, contexts }) - 1;
    return (
      <Island key={element.key ?? undefined} {...{ [ISLAND_ATTR]: n }}>
        {!collector && element}
      </Island>
    );
  });
  return (
    <Tag ref={contentRef} {...attributes}>
      {children}
      {body}
    </Tag>
  );
}

function StaticContent({
  content,
  as: Tag = 'div',
  children,
  contentRef: ref,
  ...attributes
}: InnerProps) {
  const contexts = useIslandContexts();
  const islands: ReactElement[] = [];
  expandStatic(contentTree(content), (element) => void islands.push(element));
  const latest = useRef({ islands, contexts });
  useIsomorphicLayoutEffect(() => {
    latest.current = { islands, contexts };
  });
  const hydration = useRef<IslandHydration>(null);
  useEffect(() => {
    const h = hydrateIslands(
      ref.current!,
      ISLAND_TAG,
      (i) => withIslandContexts(latest.current.contexts, latest.current.islands[i]),
      (marker) => islandIdPrefix(marker.getAttribute(ISLAND_ATTR) ?? ''),
    );
    hydration.current = h;
    return () => h.dispose();
  }, [ref]);
  // The page's context values changed (the location, a sidebar): the islands render again.
  const rendered = useRef(contexts.values);
  useEffect(() => {
    if (contexts.values.every((v, i) => v === rendered.current[i])) return;
    rendered.current = contexts.values;
    hydration.current?.update();
  });
  return (
    <Tag ref={ref} {...attributes} dangerouslySetInnerHTML={NO_HTML} suppressHydrationWarning />
  );
}

export default function MDXPageContent({ kind, body, ...props }: Props) {
  // Under a build constant (the same on every render): a site whose content is all islands calls
  // no hook here and ships no TreeContent.
  const inTree =
    __DOCS_CONTENT_IN_TREE__ !== false &&
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useContentInTree(kind, body !== undefined);
  // Static only for the content the server rendered, while React hydrates it (a hot-replaced
  // module in the dev server renders whole).
  const [hydrated] = useState(() => (isInitialHydration() && !inTree ? props.content : null));
  const Content = hydrated === props.content ? StaticContent : RenderedContent;
  // The content's links, static anchors either way (StaticLink), navigate on click and prefetch
  // on intent and in view as the theme's `Link` does, by delegation on the element.
  const ref = useRef<HTMLDivElement>(null); // or an <article>: only HTMLElement's members are used
  const navigate = useNavigate();
  const basename = useBasename();
  useEffect(
    () => enhanceStaticLinks(ref.current!, navigate, basename),
    [props.content, navigate, basename],
  );
  return (
    <MDXProvider components={mdxComponents}>
      {inTree ? (
        <TreeContent contentRef={ref} {...props} body={body} />
      ) : (
        <Content contentRef={ref} {...props} />
      )}
    </MDXProvider>
  );
}
