// The navbar's search entry (placeholder "Search docs"). The search modal itself is loaded on
// first intent by the search feature; until then this is only the button.
import siteConfig from 'virtual:docs/site-config';

export default function SearchBar() {
  return (
    <div className="navbar__search">
      <button type="button" className="DocSearch DocSearch-Button" aria-label={siteConfig.search.placeholder}>
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true"><path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" /></svg>
          <span className="DocSearch-Button-Placeholder">{siteConfig.search.placeholder}</span>
        </span>
      </button>
    </div>
  );
}
