// The content of an MDX page (a doc today; any page type made of MDX content uses it): the
// element holding the content (`className`), what comes before the content in it (`children`, a
// doc's title), and the content with its islands (./mdx/islands.tsx).
//
// - Server: static parts render in the page; each island renders as an empty marker and is
//   collected, to be rendered on its own afterwards (src/server/entryServer.tsx).
// - Browser, hydrating the server's HTML: the element keeps the server's HTML and React renders
//   nothing inside it; the islands hydrate one by one (src/client/islands.ts).
// - Browser, any later render (a client navigation, the dev server): the content renders whole,
//   islands inside the same markers, so the DOM is the server's.
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  enhanceStaticLinks,
  hydrateIslands,
  isInitialHydration,
  type IslandHydration,
} from '../client/islands.js';
import { useBasename, useNavigate } from '../client/navigation.js';
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

interface Props {
  content: Content;
  components: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

/** A compiled MDX content component is a plain function returning its element tree. */
const isPlainFunction = (c: Content): c is (props: { components?: object }) => ReactNode =>
  typeof c === 'function' && !(c.prototype as { isReactComponent?: unknown })?.isReactComponent;

/** The content's element tree (the compiled MDX function called in this render: its hooks are
 * `useMDXComponents`, a context read). Another kind of component is one island. */
function contentTree(content: Content, components: Record<string, unknown>): ReactNode {
  if (!isPlainFunction(content)) {
    const C = content;
    return <C components={components} />;
  }
  return content({ components });
}

const Island = ISLAND_TAG as unknown as ComponentType<Record<string, unknown>>;
const NO_HTML = { __html: '' };

function RenderedContent({ content, components, className, children }: Props) {
  const collector = useContext(IslandCollectorContext);
  const contexts = useIslandContexts();
  const tree = contentTree(content, components);
  const body = expandStatic(tree, (element) => {
    if (!collector) return <Island key={element.key ?? undefined}>{element}</Island>;
    collector.islands.push({ element, contexts });
    const n = collector.islands.length - 1;
    return <Island key={element.key ?? undefined} {...{ [ISLAND_ATTR]: n }} />;
  });
  return (
    <div className={className}>
      {children}
      {body}
    </div>
  );
}

function StaticContent({ content, components, className }: Props) {
  const contexts = useIslandContexts();
  const islands: ReactElement[] = [];
  expandStatic(contentTree(content, components), (element) => void islands.push(element));
  const latest = useRef({ islands, contexts });
  useLayoutEffect(() => {
    latest.current = { islands, contexts };
  });
  const ref = useRef<HTMLDivElement>(null);
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
  }, []);
  // The page's context values changed (the location, a sidebar): the islands render again.
  const rendered = useRef(contexts.values);
  useEffect(() => {
    if (contexts.values.every((v, i) => v === rendered.current[i])) return;
    rendered.current = contexts.values;
    hydration.current?.update();
  });
  const navigate = useNavigate();
  const basename = useBasename();
  useEffect(() => enhanceStaticLinks(ref.current!, navigate, basename), [navigate, basename]);
  return (
    <div
      ref={ref}
      className={className}
      dangerouslySetInnerHTML={NO_HTML}
      suppressHydrationWarning
    />
  );
}

export default function MDXPageContent(props: Props) {
  // Static only for the content the server rendered, while React hydrates it (a hot-replaced
  // module in the dev server renders whole).
  const [hydrated] = useState(() => (isInitialHydration() ? props.content : null));
  return hydrated === props.content ? <StaticContent {...props} /> : <RenderedContent {...props} />;
}
