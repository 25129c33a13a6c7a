// The navbar's search entry: only a button until the visitor shows intent (hover, focus, touch or a
// shortcut); then DocSearch's modal and its styles load (./search/SearchModal.tsx). Ctrl/Cmd+K and
// `/` open it, Escape closes it, a character typed on the focused button becomes the query, and
// Ctrl/Cmd+F stays the browser's. When the modal's code cannot load (offline after the page
// loaded), a small dialog of the main bundle says so instead of nothing happening.
import {
  Fragment,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import siteConfig from 'virtual:docs/site-config';
import type { SearchModalProps } from './search/SearchModal.js';
import { searchButtonText } from './search/searchButtonText.js';
import { runsDocSearch4 } from './search/docsearchRelease.js';

/**
 * DocSearch 3.9's "Ctrl" key on a Docusaurus site (its button's `ControlKeyIcon`): the word drawn
 * in 15 px, which fits its 20 px key as the text does not.
 */
function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

/** DocSearch 4's magnifier (its `DocSearchButton`'s search icon): a circle and a handle. */
function SearchIcon4() {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path
        d="m21 21-4.3-4.3"
        stroke="currentColor"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type ModalModule = typeof import('./search/SearchModal.js');
let modalModule: Promise<ModalModule> | undefined;
function loadModal(): Promise<ModalModule> {
  modalModule ??= import('./search/SearchModal.js').then((m) => {
    m.warmSearch();
    return m;
  });
  modalModule.catch(() => (modalModule = undefined));
  return modalModule;
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el &&
    (el.isContentEditable ||
      el.tagName === 'INPUT' ||
      el.tagName === 'SELECT' ||
      el.tagName === 'TEXTAREA')
  );
}

/** DocSearch's keyboard contract (its `useDocSearchKeyboardEvents`), without loading DocSearch. */
function useSearchShortcuts(p: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (e: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { open, onOpen, onClose, onInput, buttonRef } = p;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const toggle = e.key?.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey);
      if (
        (e.key === 'Escape' && open) ||
        toggle ||
        (e.key === '/' && !open && !isEditable(e.target))
      ) {
        e.preventDefault();
        if (open) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        !open &&
        buttonRef.current === document.activeElement &&
        !e.ctrlKey &&
        !e.metaKey &&
        !e.altKey &&
        /^[a-zA-Z0-9]$/.test(e.key)
      )
        onInput(e);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onOpen, onClose, onInput, buttonRef]);
}

/**
 * The button's name and shortcut on a Docusaurus site, as its @docsearch/react's `DocSearchButton`
 * gives them (3.9.0 and 4.7.1): 3's `Search (Command+K)` until the page runs, then `Search
 * (Ctrl+K)` off Apple platforms, and no `aria-keyshortcuts` (over the knowledgebase's); 4's
 * `Search (Meta+k)` and `aria-keyshortcuts="Meta+k"`, then `Control+k` off Apple platforms.
 */
function docsearchAria(
  docsearch4: boolean,
  apple: boolean | undefined,
): { 'aria-label': string; 'aria-keyshortcuts'?: string | undefined } {
  const ctrl = apple === false;
  const keys = docsearch4 ? `${ctrl ? 'Control' : 'Meta'}+k` : `${ctrl ? 'Ctrl' : 'Command'}+K`;
  return {
    'aria-label': `${searchButtonText()} (${keys})`,
    'aria-keyshortcuts': docsearch4 ? keys : undefined,
  };
}

/** What the visitor gets when the modal's code failed to load: DocSearch's own failure text. */
function SearchUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <div className="search-unavailable" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="search-unavailable__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="search-unavailable-title"
      >
        <p id="search-unavailable-title" className="search-unavailable__title">
          Unable to fetch results
        </p>
        <p>You might want to check your network connection.</p>
        <button type="button" className="button button--secondary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </div>
  );
}

/** The search box, or nothing on a site without search (`search.enabled` false). */
export default function SearchBar() {
  return siteConfig.search.enabled === false ? null : <SearchBox />;
}

function SearchBox() {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Not known until the page runs: Docusaurus's button names no platform's key until then.
  const [apple, setApple] = useState(__DOCS_DOCUSAURUS_METADATA__ ? undefined : false);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);

  const importModal = useCallback(
    () =>
      loadModal().then((m) => {
        setModal(() => m.default);
        return m;
      }),
    [],
  );
  const onOpen = useCallback(() => {
    importModal().then(
      () => setOpen(true),
      () => setUnavailable(true),
    );
  }, [importModal]);
  const onClose = useCallback(() => {
    setOpen(false);
    setUnavailable(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);
  const onInput = useCallback(
    (e: KeyboardEvent) => {
      // The character becomes the query; keep it from being typed a second time.
      e.preventDefault();
      const key = e.key;
      importModal().then(
        () => {
          setInitialQuery(key);
          setOpen(true);
        },
        () => setUnavailable(true),
      );
    },
    [importModal],
  );
  useSearchShortcuts({ open: open || unavailable, onOpen, onClose, onInput, buttonRef });

  useEffect(() => {
    // A hint that the first query will go to Algolia: open the connection early.
    const algolia = siteConfig.search.algolia;
    if (!algolia) return;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = `https://${algolia.appId}-dsn.algolia.net`;
    link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
    return () => link.remove();
  }, []);

  const intent = () => void importModal().catch(() => undefined);
  const docsearch4 = __DOCS_DOCUSAURUS_METADATA__ && runsDocSearch4();
  // On a Docusaurus site the button alone, as theme-search-algolia's SearchBar draws it: the box
  // around it in the navbar is `@theme/Navbar/Search`'s (classic/Navbar/Search.tsx), and a page
  // drawing the search bar elsewhere (a home page's own search) gets the button alone. The
  // knowledgebase's box is its own.
  const Box = __DOCS_DOCUSAURUS_METADATA__ ? Fragment : 'div';
  return (
    <Box {...(__DOCS_DOCUSAURUS_METADATA__ ? {} : { className: 'navbar__search' })}>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        // The knowledgebase's is named by its text (WCAG 2.5.3, label in name: no aria-label), the
        // shortcut said apart; a Docusaurus site's has DocSearch's name, the text and the shortcut.
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        {...(__DOCS_DOCUSAURUS_METADATA__ ? docsearchAria(docsearch4, apple) : {})}
        onMouseOver={intent}
        onFocus={intent}
        onTouchStart={intent}
        onClick={onOpen}
      >
        <span className="DocSearch-Button-Container">
          {docsearch4 ? (
            <SearchIcon4 />
          ) : (
            <svg
              width="20"
              height="20"
              className="DocSearch-Search-Icon"
              viewBox="0 0 20 20"
              aria-hidden="true"
            >
              <path
                d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
                stroke="currentColor"
                fill="none"
                fillRule="evenodd"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
          <span className="DocSearch-Button-Placeholder">{searchButtonText()}</span>
        </span>
        {/* DocSearch's drawn "Ctrl" on a Docusaurus site (`siteConfig.i18n`, as searchButtonText
            tells one); the knowledgebase keeps its text key. */}
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd
            className={
              docsearch4 && !apple
                ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'
                : 'DocSearch-Button-Key'
            }
          >
            {apple ? (
              '⌘'
            ) : __DOCS_DOCUSAURUS_METADATA__ && siteConfig.i18n && !docsearch4 ? (
              <ControlKeyIcon />
            ) : (
              'Ctrl'
            )}
          </kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {open &&
        Modal &&
        createPortal(<Modal initialQuery={initialQuery} onClose={onClose} />, document.body)}
      {unavailable && createPortal(<SearchUnavailable onClose={onClose} />, document.body)}
    </Box>
  );
}
