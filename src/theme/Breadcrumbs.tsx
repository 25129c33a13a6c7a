// Breadcrumbs: a home link (when the site has a home page) and the category path to this page.
import siteConfig, { siteData } from 'virtual:docs/site-config';
import type { SidebarItem } from '../shared/types.js';
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
    <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        {siteData.hasHomePage && (
          <li className="breadcrumbs__item">
            <Link
              href="/"
              aria-label={translateTheme('theme.docs.breadcrumbs.home', 'Home page')}
              className="breadcrumbs__link"
              noViewportPrefetch
            >
              <svg
                viewBox="0 0 24 24"
                className="breadcrumbs__home-icon"
                aria-hidden="true"
                width="14"
                height="14"
              >
                <path
                  d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
                  fill="currentColor"
                />
              </svg>
            </Link>
          </li>
        )}
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
