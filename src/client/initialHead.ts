// Whether the server's head (`<title>`, `<html>` classes) is another page's than the first route's:
// a path the route table lacks is sent the site's 404.html (the plain not-found page), while the
// browser draws what Docusaurus's router draws there (a docs instance's levels, a plugin's parent
// route). Docusaurus's Helmet then gives the head the drawn page's title and `<html>` classes; the
// frame does the same on the first render when this is set (it keeps the server's head otherwise).
let stale = false;

/** The first route is not the page the server rendered (src/client/entryClient.tsx). */
export function markServerHeadStale(): void {
  stale = true;
}

export const isServerHeadStale = (): boolean => stale;
