// When a navbar link shows as the current section (`navbar__link--active`), by Docusaurus's rules:
// `activeBaseRegex` matches the page's path, else the path is `activeBasePath` or below it, else
// the page is a doc of one of the link's sidebars (doc and docSidebar items).

export interface ActiveRule {
  activeBasePath?: string;
  activeBaseRegex?: string;
  activeSidebars?: string[];
}

/** Whether the link of `rule` is current on the page at `pathname` (below the base URL). */
export function isNavbarLinkActive(
  rule: ActiveRule,
  pathname: string,
  sidebarName: string | undefined,
): boolean {
  if (rule.activeBaseRegex !== undefined) {
    try {
      return new RegExp(rule.activeBaseRegex).test(pathname);
    } catch {
      return false;
    }
  }
  if (rule.activeBasePath !== undefined) {
    const base = rule.activeBasePath.replace(/[?#].*$/, '').replace(/\/+$/, '');
    return base === '' || pathname === base || pathname.startsWith(base + '/');
  }
  return sidebarName !== undefined && (rule.activeSidebars ?? []).includes(sidebarName);
}

const bare = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** react-router's NavLink rule: the same path, or (not `exact`) a path below it. */
export function isNavLinkActive(to: string, pathname: string, exact: boolean): boolean {
  const target = bare(to);
  const here = bare(pathname);
  if (target === here) return true;
  return !exact && (target === '/' || here.startsWith(target + '/'));
}
