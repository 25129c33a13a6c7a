// Every link in the theme and in content: router navigation and prefetch for internal paths,
// a safe new tab for external ones.
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useBasename, useLocation, useNavigate } from '../client/navigation.js';
import { prefetch, prefetchWhenVisible } from '../client/prefetch.js';
import {
  isModifiedClick,
  joinBase,
  pathnameProtocolUrl,
  resolveTo,
  unprefixedTarget,
} from '../client/urls.js';
import siteConfig from 'virtual:docs/site-config';
import { applyTrailingSlash, isExternalUrl } from '../shared/paths.js';
import { collectRenderedLink } from './docusaurus/useBrokenLinks.js';
import { renderStatically } from './mdx/islands.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
  to?: string;
  /** Do not prefetch when visible (e.g. hundreds of sidebar links); hover still preloads. */
  noViewportPrefetch?: boolean;
  /** Leave this link out of a Docusaurus site's broken-link check (as Docusaurus's Link does). */
  'data-noBrokenLinkCheck'?: boolean;
  /** `false`: a `pathname://` link's path is not given the base URL (Docusaurus's prop). */
  autoAddBaseUrl?: boolean;
}

/**
 * A `pathname://` link as Docusaurus's Link draws it: a plain anchor the browser loads, opened in
 * a new tab unless the link names its own target (a site's `target: '_self'`).
 */
function PathnameAnchor({ url, children, ...rest }: LinkProps & { url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/** Whether a link target is a page of the site (client navigation, prefetch). */
function isInternal(target: string, rest: AnchorHTMLAttributes<HTMLAnchorElement>): boolean {
  return (
    target !== '' &&
    !isExternalUrl(target) &&
    !target.startsWith('#') &&
    !/\.(pdf|zip|svg|png|jpe?g|txt|xml|csv)([?#].*)?$/i.test(target) &&
    rest.target !== '_blank' &&
    !rest.download
  );
}

/**
 * A page's address with the site's `trailingSlash` applied, as Docusaurus's Link applies it to
 * every internal link (a hand-written `/docs/intro/` is `/docs/intro` where the option is false);
 * the base URL itself and `/` stay as they are.
 */
function pageUrl(basename: string, resolved: { pathname: string; search: string; hash: string }) {
  const path = joinBase(basename, resolved.pathname);
  const slashed =
    path === siteConfig.baseUrl ? path : applyTrailingSlash(path, siteConfig.trailingSlash);
  return slashed + resolved.search + resolved.hash;
}

/**
 * The anchor of a link that is not a page of the site (a new tab for external ones). Docusaurus's
 * Link opens every URL with a protocol in a new tab, `mailto:` and `tel:` too, and so does it on a
 * Docusaurus site; a site of ours opens those in place.
 */
function PlainAnchor({ url, children, ...rest }: LinkProps & { url: string }) {
  const external =
    isExternalUrl(url) &&
    (__DOCS_DOCUSAURUS_METADATA__ || (!url.startsWith('mailto:') && !url.startsWith('tel:')));
  return (
    <a
      href={url || undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}

/**
 * A link as static HTML (MDX content: ./mdx/islands.tsx): the same anchor as `Link`, with no
 * hooks but context reads; src/client/islands.ts gives it navigation and prefetch.
 */
export function StaticLink({
  href,
  to,
  children,
  noViewportPrefetch,
  'data-noBrokenLinkCheck': noCheck,
  autoAddBaseUrl,
  ...rest
}: LinkProps) {
  void noViewportPrefetch;
  const basename = useBasename();
  // Docusaurus's `pathname://` links, on its sites (a site of ours has none: the code is left out).
  const direct = __DOCS_DOCUSAURUS_METADATA__
    ? pathnameProtocolUrl(to ?? href ?? '', basename, autoAddBaseUrl)
    : undefined;
  const target = unprefixedTarget(to ?? href ?? '', basename);
  const location = useLocation();
  // Called, not rendered: static rendering expands only registered components.
  if (direct !== undefined) return PathnameAnchor({ url: direct, children, ...rest });
  if (!isInternal(target, rest)) {
    collectRenderedLink(target, target, rest, noCheck);
    // Called, not rendered: static rendering expands only registered components.
    return PlainAnchor({ url: target, children, ...rest });
  }
  const url = pageUrl(basename, resolveTo(target, location));
  collectRenderedLink(target, url, rest, noCheck);
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}

export default function Link({
  href,
  to,
  children,
  noViewportPrefetch,
  'data-noBrokenLinkCheck': noCheck,
  autoAddBaseUrl,
  ...rest
}: LinkProps) {
  const navigate = useNavigate();
  const basename = useBasename();
  // Docusaurus's `pathname://` links, on its sites (a site of ours has none: the code is left out).
  const direct = __DOCS_DOCUSAURUS_METADATA__
    ? pathnameProtocolUrl(to ?? href ?? '', basename, autoAddBaseUrl)
    : undefined;
  // A path already under the base URL is not given it again, as Docusaurus's useBaseUrl does.
  const target = unprefixedTarget(to ?? href ?? '', basename);
  const location = useLocation();
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isInternal(target, rest);
  // Relative targets resolve against the current page, as the browser would resolve the href.
  const resolved = internal ? resolveTo(target, location) : undefined;
  const path = resolved?.pathname ?? '';
  useEffect(() => {
    if (!internal || noViewportPrefetch || !ref.current || !path) return;
    return prefetchWhenVisible(ref.current, path);
  }, [internal, noViewportPrefetch, path]);
  if (direct !== undefined)
    return (
      <PathnameAnchor url={direct} {...rest}>
        {children}
      </PathnameAnchor>
    );
  const url = internal ? pageUrl(basename, resolved!) : target;
  collectRenderedLink(target, url, rest, noCheck); // on the server: the page's links to check
  if (!internal)
    return (
      <PlainAnchor url={target} {...rest}>
        {children}
      </PlainAnchor>
    );
  const onIntent = () => path && prefetch(path);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(e);
    if (e.defaultPrevented || isModifiedClick(e)) return;
    e.preventDefault();
    void navigate(target);
  };
  return (
    <a
      ref={ref}
      href={url}
      onMouseEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      {...rest}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

// In MDX content a link is static HTML (./mdx/islands.tsx); src/client/islands.ts handles it.
renderStatically(Link, StaticLink);
