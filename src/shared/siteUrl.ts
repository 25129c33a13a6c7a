// The rule for a site's `url` (and a locale's own `url`), as Docusaurus 3 validates it
// (`SiteUrlSchema`, core's configValidation): any URL `new URL()` parses whose path is `/`,
// kept as written but for one trailing slash. A site's `url: 'https:/example.com'` (one slash:
// the URL parser reads it as `https://example.com/`) builds with Docusaurus, and so it does here;
// its pages' absolute URLs start with the text as written, as Docusaurus's do.

/** What is wrong with `url` as a site's url, or undefined when nothing is. */
export function siteUrlProblem(url: string): { message: string; hint: string } | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return {
      message: `is "${url}", which is not a URL`,
      hint: 'give it a protocol and a host, for example "https://docs.example.com"',
    };
  }
  if (pathname !== '/')
    return {
      message: `must be an origin, without a sub-path like "${pathname}"`,
      hint: 'put the path in "baseUrl" instead',
    };
  return undefined;
}

/** `url` without its one trailing slash (Docusaurus's `removeTrailingSlash`). */
export function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
