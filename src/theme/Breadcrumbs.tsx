// Breadcrumbs: a home link (when the site has a home page) and the category path to this page.
import siteConfig, { siteData } from 'virtual:docs/site-config';
import type { SidebarItem } from '../shared/types.js';
import HomeBreadcrumbItem from './classic/DocBreadcrumbs/Items/Home.js';
import Link from './Link.js';
import { getBreadcrumbs } from '../shared/sidebar.js';
import { translateTheme } from './translate.js';

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
      <ul className="breadcrumbs">
        {siteData.hasHomePage && <HomeBreadcrumbItem />}
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          const href = c.type === 'category' ? (c.linkUnlisted ? undefined : c.href) : c.href;
          return (
            <li
              key={i}
              className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}
              {...(last ? { 'aria-current': 'page' as const } : {})}
            >
              {last || !href ? (
                <span className="breadcrumbs__link">{c.label}</span>
              ) : (
                <Link href={href} className="breadcrumbs__link" noViewportPrefetch>
                  {c.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
