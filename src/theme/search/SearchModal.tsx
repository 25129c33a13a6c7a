// DocSearch's modal, loaded on the first sign of intent (see ../SearchBar.tsx), never with the page.
// Without Algolia it searches the index built with the site through a local search client; with
// Algolia it sends the contextual facet filters. Hits go through the router (client navigation),
// except those matching `externalUrlRegex`, which load as a full page.
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './searchModal.css';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from '../../client/navigation.js';
import { prefetch } from '../../client/prefetch.js';
import { isModifiedClick } from '../../client/urls.js';
import siteConfig from 'virtual:docs/site-config';
import Link from '../Link.js';
import { getLocalSearchClient } from './searchBackend.js';
import { withStickyErrors } from './stickyErrors.js';
import {
  searchModalPlaceholder,
  searchModalTranslations,
  seeAllResultsText,
} from './searchTranslations.js';
import { repairModalAria } from './modalAria.js';
import { onHitActionKey, withInertActions } from './hitActions.js';
import { guardSvgStyles } from './svgStyleGuard.js';
import {
  algoliaFacetFilters,
  isExternalHit,
  missingResultsUrl,
  searchPageLink,
  toRouterPath,
  toSiteUrl,
} from './searchConfig.js';

/** On <body> while the modal searches the built-in index. */
const BUILT_IN_SEARCH_CLASS = 'search--built-in';

/** The index name of the built-in backend (it also names DocSearch's recent-searches storage key). */
export const LOCAL_INDEX_NAME = 'local';

/** Starts what the first query needs (called on intent, before the modal opens). */
export function warmSearch(): void {
  if (!siteConfig.search.algolia) void getLocalSearchClient().warm();
}

/**
 * A hit: a real link (its address shows on hover, opens in a new tab from the context menu or a
 * modified or middle click, can be copied). DocSearch wraps it in a listbox option, which may hold
 * no link (axe: nested-interactive), so the option's role, id and selection move onto the link
 * itself (modalAria.ts): the link is the option, as the combobox pattern wants. It stays out of
 * the tab order (the focus stays in the input, arrows move the active option, as in DocSearch).
 * A plain click goes through the router (an external hit loads as a full page); Enter goes
 * through the navigator below. The option's click closes the modal.
 */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const navigate = useNavigate();
  const external = isExternalHit(hit.url);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(e) || external) return;
    e.preventDefault();
    void navigate(toRouterPath(hit.url));
  };
  return (
    <a
      className="search-hit"
      href={hit.url}
      tabIndex={-1}
      onClick={follow}
      onMouseEnter={() => !external && prefetch(toRouterPath(hit.url))}
    >
      {withInertActions(children)}
    </a>
  );
}

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

export default function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  // On from this first render until the modal's tree is in the page (see svgStyleGuard.ts).
  const [releaseGuard] = useState(guardSvgStyles);
  useLayoutEffect(releaseGuard, [releaseGuard]);
  useLayoutEffect(() => {
    const overlay = document.querySelector<HTMLElement>('.DocSearch-Container');
    return overlay ? repairModalAria(overlay) : undefined;
  }, []);
  const navigate = useNavigate();
  // DocSearch rebuilds its autocomplete when these change identity: keep them stable.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // DocSearch's footer says "Search by Algolia": not true of the built-in index (styles.css hides it).
  useEffect(() => {
    if (siteConfig.search.algolia) return;
    document.body.classList.add(BUILT_IN_SEARCH_CLASS);
    return () => document.body.classList.remove(BUILT_IN_SEARCH_CLASS);
  }, []);
  const props = useMemo(() => {
    const { search } = siteConfig;
    const algolia = search.algolia;
    const transformItems = (items: DocSearchHit[]) =>
      items.map((item) => ({ ...item, url: toSiteUrl(item.url) }));
    const navigator = {
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isExternalHit(itemUrl)) window.location.href = itemUrl;
        else void navigateRef.current(toRouterPath(itemUrl));
      },
    };
    const ResultsFooter = ({
      state,
    }: {
      state: { query: string; context: Record<string, unknown> };
    }) => {
      const link = searchPageLink(state.query);
      if (!link) return null;
      return (
        <Link to={link} onClick={() => onCloseRef.current()}>
          {seeAllResultsText(String(state.context.nbHits))}
        </Link>
      );
    };
    const backend = algolia
      ? {
          appId: algolia.appId,
          apiKey: algolia.apiKey,
          indexName: algolia.indexName,
          searchParameters: {
            ...algolia.searchParameters,
            facetFilters: algoliaFacetFilters() as never,
          },
          transformSearchClient: (client: DocSearchTransformClient) =>
            ({
              ...client,
              search: withStickyErrors(client.search.bind(client)),
            }) as DocSearchTransformClient,
        }
      : {
          appId: LOCAL_INDEX_NAME,
          apiKey: LOCAL_INDEX_NAME,
          indexName: LOCAL_INDEX_NAME,
          transformSearchClient: (client: DocSearchTransformClient) =>
            ({
              ...client,
              search: withStickyErrors(getLocalSearchClient().search),
            }) as unknown as DocSearchTransformClient,
        };
    const getMissingResultsUrl = missingResultsUrl();
    return {
      ...backend,
      placeholder: searchModalPlaceholder(),
      translations: searchModalTranslations(),
      navigator: navigator as never,
      transformItems,
      hitComponent: Hit as never,
      resultsFooterComponent: ResultsFooter as never,
      ...(getMissingResultsUrl ? { getMissingResultsUrl } : {}),
    };
  }, []);
  const close = useCallback(() => onCloseRef.current(), []);
  // A box of our own around the modal, only for the action keys of recent searches (hitActions).
  return (
    <div className="search-modal-keys" onKeyDownCapture={onHitActionKey}>
      <DocSearchModal
        {...props}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={close}
      />
    </div>
  );
}
