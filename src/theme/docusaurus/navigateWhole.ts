// How `@docusaurus/router`'s whole paths (the base URL included) reach the client's navigation,
// which works below the base URL. Apart from router.ts so that module exports only Docusaurus's
// names (a site's `@docusaurus/router` import is checked against them).
import type { Location } from 'react-router-dom';
import type { Navigate, NavigateOptions } from '../../client/navigation.js';
import { stripBase } from '../../client/urls.js';

/**
 * Where a whole path `to` (absolute, with the base URL, or relative to the page `from`, whose
 * pathname is whole too) goes: the client's navigation below the base URL, or else a page load.
 */
export function navigateWhole(
  navigate: Navigate,
  basename: string,
  to: string,
  from: Pick<Location, 'pathname' | 'search'>,
  options?: NavigateOptions,
): void {
  const target = new URL(to, 'http://router.invalid' + from.pathname + from.search);
  const inside = stripBase(basename, target.pathname);
  if (inside === null) {
    // Not a page of this build (another locale's, another site's under the same host).
    const href = target.pathname + target.search + target.hash;
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  void navigate(inside + target.search + target.hash, options);
}
