// The search page (`/search?q=…`): reads `q`, keeps the URL in step as the visitor types, shows the
// count and each result with its section path and a highlighted excerpt, and loads more results as
// the list's end scrolls into view. Texts as Docusaurus's search page.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../client/navigation.js';
import siteConfig from 'virtual:docs/site-config';
import { formatTitle } from '../../shared/pageHead.js';
import Link from '../Link.js';
import { translatePlural, translateTheme } from '../translate.js';
import type { AlgoliaShapedHit } from './localSearchClient.js';
import { searchForPage } from './searchPageBackend.js';
import { toRouterPath } from './searchConfig.js';
import './searchPage.css';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Docusaurus waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

interface State {
  query: string;
  hits: AlgoliaShapedHit[];
  nbHits: number;
  nbPages: number;
  /** Last page fetched (-1: none yet). */
  page: number;
  loading: boolean;
  error: boolean;
}

const empty = (query: string): State => ({
  query,
  hits: [],
  nbHits: 0,
  nbPages: 0,
  page: -1,
  loading: query !== '',
  error: false,
});

/** The page's title, in the site's locale as Docusaurus's search page words it. */
export function pageTitle(query: string): string {
  return query
    ? translateTheme('theme.SearchPage.existingResultsTitle', 'Search results for "{query}"', {
        query,
      })
    : translateTheme('theme.SearchPage.emptyResultsTitle', 'Search the documentation');
}

function Result({ hit }: { hit: AlgoliaShapedHit }) {
  const levels = LEVELS.filter((l) => hit.hierarchy[l]).map(
    (l) => hit._highlightResult.hierarchy[l]?.value ?? hit.hierarchy[l]!,
  );
  const title = levels.pop() ?? '';
  const excerpt = hit._snippetResult.content?.value;
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        <Link to={toRouterPath(hit.url)} dangerouslySetInnerHTML={{ __html: title }} />
      </h2>
      {levels.length > 0 && (
        <div className="search-result__path-wrapper">
          <ul className="breadcrumbs search-result__path" aria-label="Section path">
            {levels.map((l, i) => (
              <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{ __html: l }} />
            ))}
          </ul>
        </div>
      )}
      {excerpt && (
        <p
          className="search-result__excerpt"
          dangerouslySetInnerHTML={{ __html: excerpt.endsWith('…') ? excerpt : `${excerpt}...` }}
        />
      )}
    </article>
  );
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  // The pre-rendered page knows no query: start empty, as the server did, then read the URL.
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>(() => empty(''));
  const loader = useRef<HTMLDivElement>(null);
  const generation = useRef(0);

  useEffect(() => setInput(params.get('q') ?? ''), []);

  useEffect(() => {
    document.title = formatTitle(
      pageTitle(input),
      siteConfig.title,
      siteConfig.titleDelimiter,
      siteConfig.repeatSiteTitle,
    );
  }, [input]);

  const fetchPage = (query: string, page: number, gen: number) => {
    searchForPage(query, page).then(
      (r) => {
        if (gen !== generation.current) return;
        setState((s) => ({
          ...s,
          hits: page === 0 ? r.hits : [...s.hits, ...r.hits],
          nbHits: r.nbHits,
          nbPages: r.nbPages,
          page,
          loading: false,
        }));
      },
      () => gen === generation.current && setState((s) => ({ ...s, loading: false, error: true })),
    );
  };

  // A new query starts over, after a short pause in typing.
  useEffect(() => {
    const gen = ++generation.current;
    const query = input.trim();
    setState(empty(query));
    if (!query) return;
    const timer = setTimeout(() => fetchPage(query, 0, gen), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  // More results when the loader scrolls into view.
  const more = state.page >= 0 && state.page + 1 < state.nbPages && !state.loading;
  useEffect(() => {
    const el = loader.current;
    if (!more || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setState((s) => ({ ...s, loading: true }));
        fetchPage(state.query, state.page + 1, generation.current);
      },
      { threshold: 1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, state.page, state.query]);

  const onChange = (value: string) => {
    setInput(value);
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <main className="container margin-vert--lg search-page">
      <h1>{pageTitle(input)}</h1>
      <form className="search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          name="q"
          className="search-page__input"
          placeholder={translateTheme('theme.SearchPage.inputPlaceholder', 'Type your search here')}
          aria-label={translateTheme('theme.SearchPage.inputLabel', 'Search')}
          value={input}
          onChange={(e) => onChange(e.target.value)}
          autoFocus
          autoComplete="off"
        />
      </form>
      <div className="search-page__count">
        {state.nbHits > 0 &&
          translatePlural(
            'theme.SearchPage.documentsFound.plurals',
            'One document found|{count} documents found',
            state.nbHits,
            { count: state.nbHits },
          )}
      </div>
      {state.error && (
        <p>Unable to fetch results. You might want to check your network connection.</p>
      )}
      {state.query && !state.loading && !state.error && state.hits.length === 0 && (
        <p>No results were found</p>
      )}
      <section className="search-page__results">
        {state.hits.map((hit) => (
          <Result key={hit.objectID} hit={hit} />
        ))}
      </section>
      {(more || (state.loading && state.page >= 0)) && (
        <div ref={loader} className="search-page__loader">
          Fetching new results...
        </div>
      )}
    </main>
  );
}
