// Breadcrumbs: a home link (when the site has a home page) and the category path to this page.
import siteConfig, { siteData } from 'virtual:docs/site-config';
import type { SidebarItem } from '../shared/types.js';
import HomeBreadcrumbItem from './classic/DocBreadcrumbs/Items/Home.js';
import Link from './Link.js';
import { getBreadcrumbs } from '../shared/sidebar.js';
import { translateTheme } from './translate.js';
import { siteOnDocusaurus } from './blog/authorRelease.js';

/**
 * Docusaurus before 3.8 writes the breadcrumbs' schema.org BreadcrumbList as microdata on the
 * list (3.8 moved it to JSON-LD in the head, which this theme leaves out: see
 * classic/DocBreadcrumbs/StructuredData.tsx). A Docusaurus site of unknown release is drawn as
 * 3.8's.
 */
function microdataRelease(): boolean {
  return (
    __DOCS_DOCUSAURUS_METADATA__ &&
    siteData.docusaurusVersion !== undefined &&
    !siteOnDocusaurus(3, 8)
  );
}

export default function Breadcrumbs({
  sidebar,
  pathname,
}: {
  sidebar?: SidebarItem[];
  pathname: string;
}) {
  if (!sidebar || !siteConfig.docs.breadcrumbs) return null;
  const crumbs = getBreadcrumbs(sidebar, pathname);
  if (!crumbs.length) return null;
  // (A site of ours: false at build time, and none of the microdata code is in its bundle.)
  const microdata = __DOCS_DOCUSAURUS_METADATA__ && microdataRelease();
  return (
    <nav
      // Docusaurus's CSS-module class too on its sites (`breadcrumbsContainer_<hash>`).
      className={
        __DOCS_DOCUSAURUS_METADATA__
          ? 'theme-doc-breadcrumbs breadcrumbsContainer_dv'
          : 'theme-doc-breadcrumbs'
      }
      aria-label={translateTheme('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}
    >
      <ul
        className="breadcrumbs"
        {...(microdata ? { itemScope: true, itemType: 'https://schema.org/BreadcrumbList' } : {})}
      >
        {siteData.hasHomePage && <HomeBreadcrumbItem />}
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          const href = c.type === 'category' ? (c.linkUnlisted ? undefined : c.href) : c.href;
          // A crumb that links somewhere (the page's own too) is a ListItem of the microdata.
          const item = microdata && href !== undefined;
          return (
            <li
              key={i}
              {...(item
                ? {
                    itemScope: true,
                    itemProp: 'itemListElement',
                    itemType: 'https://schema.org/ListItem',
                  }
                : {})}
              className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}
              {...(last ? { 'aria-current': 'page' as const } : {})}
            >
              {last || !href ? (
                <span
                  className="breadcrumbs__link"
                  {...(microdata && last ? { itemProp: 'name' } : {})}
                >
                  {c.label}
                </span>
              ) : (
                <Link
                  href={href}
                  className="breadcrumbs__link"
                  noViewportPrefetch
                  {...(microdata ? { itemProp: 'item' } : {})}
                >
                  {/* Docusaurus's link holds its label in a span (the microdata's name). */}
                  {__DOCS_DOCUSAURUS_METADATA__ ? (
                    <span {...(microdata ? { itemProp: 'name' } : {})}>{c.label}</span>
                  ) : (
                    c.label
                  )}
                </Link>
              )}
              {microdata && <meta itemProp="position" content={String(i + 1)} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
