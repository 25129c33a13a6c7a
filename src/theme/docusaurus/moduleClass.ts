// Docusaurus's classic theme names its parts' classes through CSS modules: the module's local name
// and a hash (`docItemContainer_GK4H`), and sites' stylesheets pick the parts out by that local
// name (`[class*='docItemContainer']`, `[class^='announcementBar']`). A Docusaurus site's parts here
// carry a class of the same local name (`docItemContainer_dv`, as the admonitions' parts do) on the
// element Docusaurus gives it; this generator's own sites get none (a build-time constant).

/** `<local>_dv` on a Docusaurus site, else nothing. */
export function moduleClass(local: string): string | undefined {
  return __DOCS_DOCUSAURUS_METADATA__ ? `${local}_dv` : undefined;
}

/** Joins class names, skipping empty ones. */
export function joinClasses(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
