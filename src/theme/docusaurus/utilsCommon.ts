// `@docusaurus/utils-common`: the small path and string helpers Docusaurus's client code shares
// with its Node code, which site code imports too (kuizuo's blog's ejected BlogPostItem/Content
// takes `blogPostContainerID` from it). Written after the behaviour of @docusaurus/utils-common
// 3.10: the same results for the same arguments.

/** The id of the element holding a blog post's content. */
export const blogPostContainerID = '__blog-post-container';

/** `str` starting with `prefix` (added when it is not there). */
export function addPrefix(str: string, prefix: string): string {
  return str.startsWith(prefix) ? str : prefix + str;
}

/** `str` without `prefix` at its start. */
export function removePrefix(str: string, prefix: string): string {
  return str.startsWith(prefix) ? str.slice(prefix.length) : str;
}

/** `str` ending with `suffix` (added when it is not there). */
export function addSuffix(str: string, suffix: string): string {
  return str.endsWith(suffix) ? str : str + suffix;
}

/** `str` without `suffix` at its end (an empty suffix removes nothing). */
export function removeSuffix(str: string, suffix: string): string {
  if (suffix === '' || !str.endsWith(suffix)) return str;
  return str.slice(0, str.length - suffix.length);
}

export const addLeadingSlash = (str: string) => addPrefix(str, '/');
export const addTrailingSlash = (str: string) => addSuffix(str, '/');
export const removeTrailingSlash = (str: string) => removeSuffix(str, '/');

export interface ApplyTrailingSlashParams {
  trailingSlash: boolean | undefined;
  baseUrl: string;
}

/**
 * The path with the site's `trailingSlash` applied to its pathname (before `?` and `#`): left as
 * it is when the option is undefined, for an anchor, for `/` and for the base URL itself.
 */
export function applyTrailingSlash(
  path: string,
  { trailingSlash, baseUrl }: ApplyTrailingSlashParams,
): string {
  if (path.startsWith('#') || trailingSlash === undefined) return path;
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (pathname === '/' || pathname === baseUrl) return path;
  const changed = trailingSlash ? addTrailingSlash(pathname) : removeTrailingSlash(pathname);
  return changed + path.slice(pathname.length);
}

/** The error followed by its `cause`, the cause's cause and so on. */
export function getErrorCausalChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) chain.push(e as Error);
  return chain;
}
