// What a site uses of the theme's optional parts, as build-time constants of its bundles: a site
// without versioned docs does not ship their components in the code every page loads
// (the minifier drops a branch under a false constant, then the imports it alone used).
import type { SiteData } from './loadSite.js';
import {
  docusaurusCodeMarkupOf,
  docusaurusVersionOf,
  isAtLeast,
} from './config/docusaurus/docusaurusVersion.js';
import { docsVersionsOf } from './builtins/docsViews.js';
import {
  contentInTree,
  contentThemesOf,
  forcesContentInTree,
  opaqueOverrides,
  withoutOwnContentComponents,
  siteOverrides,
  type ContentInTree,
} from './contentInTree.js';
import { usesNavbarDropdowns } from './navbarDropdowns.js';
import { readsVersionSidebars } from './docs/versionSidebarsReaders.js';

export interface SiteFeatures {
  /** Versions or several docs instances (version dropdown, banners, badges, versioned links). */
  versions: boolean;
  /** A footer (a Docusaurus config without themeConfig.footer has none). */
  footer: boolean;
  /** Footer links or a footer logo (src/theme/FooterParts.tsx). */
  footerLinks: boolean;
  /** The site's `clientModules` (src/client/clientModules.ts). */
  clientModules: boolean;
  /** docs.hideableSidebar (src/theme/HideableSidebar.tsx). */
  hideableSidebar: boolean;
  /** navbar.hideOnScroll (src/theme/hideOnScroll.ts). */
  hideOnScroll: boolean;
  /** docs.backToTopButton (src/theme/classic/BackToTopButton.tsx). */
  backToTopButton: boolean;
  /** The page kinds whose MDX content hydrates in the page's tree, not as islands (./contentInTree.ts). */
  contentInTree: ContentInTree | false;
  /** Navbar items of type `dropdown` (or with `items`) and `localeDropdown`: ./navbarDropdowns.ts. */
  navbarDropdowns: boolean;
  /**
   * Each docs version's docs by id, loaded with its doc routes (`useDocById`,
   * `useDocsVersion().docs`: plugins/docs/versionDocs.ts): a Docusaurus site's components and
   * themes may read them; this generator's own theme does not.
   */
  versionDocs: boolean;
  /**
   * Each docs version's sidebars whole, in its docs module (`useDocsVersion().docsSidebars`, and
   * the page's sidebar without parts left to load): a Docusaurus site whose own code or plugin
   * themes read them (plugins/docs/versionSidebarsReaders.ts); a site that does not loads only
   * the parts of its page's sidebar it shows.
   */
  versionSidebars: boolean;
  /**
   * Route components get React Router's props besides `route` (`history`, `location`, `match`), as
   * Docusaurus's do: a Docusaurus site's overrides of the docs' route levels may read them.
   */
  routerProps: boolean;
  /**
   * DocItem's `content.metadata` in Docusaurus's shape (whole permalinks, Docusaurus's fields):
   * a Docusaurus site's components may read it; this generator's own theme does not.
   */
  docusaurusMetadata: boolean;
  /**
   * The site or a plugin theme draws `@theme/SearchBar` (docusaurus-search-local's, say): the
   * navbar puts it in Docusaurus's container (`@theme/Navbar/Search`), whose padding such a
   * search bar counts on; the generator's own search bar lays itself out.
   */
  searchBarOverride: boolean;
  /**
   * The site's code is Prism's (`code.prism`, a Docusaurus site's): code known only when a page
   * runs is tokenized by Prism too (src/theme/mdx/runtimePrism.ts), not by Shiki.
   */
  prismCode: boolean;
  /**
   * A Docusaurus site written for a release before 3.8: its colour-mode toggle has two states
   * (light ⇄ dark) and two icons, the sun or the moon; 3.8 added the system's state and icon.
   */
  twoStateColorToggle: boolean;
  /**
   * A Docusaurus site written for 3.10 or later: a code block's lines are `div`s, as its
   * CodeBlock/Line draws them (`span`s before; src/shared/docusaurusCodeMarkup.ts).
   */
  divCodeLines: boolean;
}

/** Without site data (the dev server before its first load), every part is kept. */
export function siteFeatures(site: SiteData | undefined): SiteFeatures {
  if (!site)
    return {
      versions: true,
      footer: true,
      footerLinks: true,
      clientModules: true,
      hideableSidebar: true,
      hideOnScroll: true,
      backToTopButton: true,
      contentInTree: false,
      navbarDropdowns: true,
      versionDocs: true,
      versionSidebars: true,
      routerProps: true,
      docusaurusMetadata: true,
      searchBarOverride: false,
      prismCode: false,
      twoStateColorToggle: false,
      divCodeLines: false,
    };
  const { footer, docs, navbar } = site.siteConfig;
  const overrides = siteOverrides(site.siteDir, site.plugins?.themePaths ?? []);
  const plugins = site.plugins?.result.plugins;
  const themes = contentThemesOf(plugins);
  return {
    versions: docsVersionsOf(site) !== undefined,
    // A site's or plugin's `Footer` is drawn without a footer config too (Docusaurus draws a wrapper
    // around a Footer that renders nothing; a site's own Footer may not read the config at all).
    footer: footer !== false || overrides.has('Footer'),
    footerLinks: footer !== false && (footer.links.length > 0 || footer.logo !== undefined),
    // The site's, and those of its Docusaurus plugins (plugins/lifecycle/).
    clientModules:
      (site.siteConfig.clientModules?.length ?? 0) + (site.plugins?.clientModules.length ?? 0) > 0,
    hideableSidebar: docs.hideableSidebar,
    hideOnScroll: navbar.hideOnScroll,
    backToTopButton: docs.backToTopButton,
    contentInTree: contentInTree(
      opaqueOverrides(
        withoutOwnContentComponents(overrides, plugins, site.plugins?.themePaths ?? []),
        themes,
      ),
      forcesContentInTree(plugins),
      themes,
    ),
    navbarDropdowns: usesNavbarDropdowns(navbar.items, new Set(overrides.keys())),
    versionDocs: site.docusaurus !== undefined,
    versionSidebars: site.docusaurus !== undefined && readsVersionSidebars(site),
    routerProps: site.docusaurus !== undefined,
    docusaurusMetadata: site.docusaurus !== undefined,
    searchBarOverride: overrides.has('SearchBar'),
    prismCode: site.siteConfig.code?.prism !== undefined,
    twoStateColorToggle: twoStateColorToggle(site),
    divCodeLines:
      site.docusaurus !== undefined && docusaurusCodeMarkupOf(site.siteDir) === 'div-lines',
  };
}

/** A Docusaurus site whose version (its package.json's) is known and before 3.8. */
function twoStateColorToggle(site: SiteData): boolean {
  if (site.docusaurus === undefined) return false;
  const version = docusaurusVersionOf(site.siteDir);
  return version !== undefined && !isAtLeast(version, 3, 8);
}

/** The constants as Vite's `define` takes them (declared in src/client/virtual.d.ts). */
export function featureDefines(features: SiteFeatures): Record<string, string> {
  return {
    __DOCS_HAS_VERSIONS__: JSON.stringify(features.versions),
    __DOCS_HAS_FOOTER__: JSON.stringify(features.footer),
    __DOCS_HAS_FOOTER_LINKS__: JSON.stringify(features.footerLinks),
    __DOCS_HAS_CLIENT_MODULES__: JSON.stringify(features.clientModules),
    __DOCS_HIDEABLE_SIDEBAR__: JSON.stringify(features.hideableSidebar),
    __DOCS_HIDE_ON_SCROLL__: JSON.stringify(features.hideOnScroll),
    __DOCS_BACK_TO_TOP_BUTTON__: JSON.stringify(features.backToTopButton),
    __DOCS_CONTENT_IN_TREE__: JSON.stringify(features.contentInTree),
    __DOCS_NAVBAR_DROPDOWNS__: JSON.stringify(features.navbarDropdowns),
    __DOCS_VERSION_DOCS__: JSON.stringify(features.versionDocs),
    __DOCS_ROUTER_PROPS__: JSON.stringify(features.routerProps),
    __DOCS_DOCUSAURUS_METADATA__: JSON.stringify(features.docusaurusMetadata),
    __DOCS_SEARCH_BAR_OVERRIDE__: JSON.stringify(features.searchBarOverride),
    __DOCS_PRISM_CODE__: JSON.stringify(features.prismCode),
    __DOCS_TWO_STATE_COLOR_TOGGLE__: JSON.stringify(features.twoStateColorToggle),
    __DOCS_DIV_CODE_LINES__: JSON.stringify(features.divCodeLines),
  };
}
