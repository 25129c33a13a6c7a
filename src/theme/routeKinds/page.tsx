// The route kind of a page: a module whose default export is the page's component (a React or
// Markdown page, a doc tags page, a plugin's route module).
import type { ComponentType } from 'react';
import type { ResolvedRoute, RouteFrame } from '../../client/navigation.js';
import { docusaurusContextOf, type DocusaurusContext } from '../docusaurus/useDocusaurusContext.js';
import type { PluginRouteContext } from '../docusaurus/routeContext.js';
import { PAGES_ROUTE_CONTEXT } from './routeContexts.js';
import type { RouteKindRenderer } from './types.js';

export const page: RouteKindRenderer = ({ entry, module }) => {
  const mod = module as {
    default?: ComponentType<{ config: DocusaurusContext['siteConfig'] }>;
    title?: string;
    description?: string;
    // A Markdown page's module has these too (plugins/pages/markdownPageModule.ts).
    keywords?: string[];
    image?: string;
    noIndex?: boolean;
    // A doc tags page's search tags (plugins/pages/docTags.ts).
    docsearchTag?: string;
    docsVersion?: string;
    // A module of another plugin rendered as a page (a doc tags page, a plugin's addRoute).
    routeContext?: PluginRouteContext;
    // Its parent level kept mounted across routes (a doc tags page's DocsRoot); `loaded`: the
    // same with what it loads first (a Docusaurus site's docs routes: ../DocRouteTree.tsx).
    frame?: RouteFrame & { loaded?: () => Promise<RouteFrame> };
    // A plugin route's levels one by one (plugins/lifecycle/routes.ts pluginRouteModuleSource).
    levelComponent?: ResolvedRoute['levelComponent'];
    levelFrame?: ResolvedRoute['levelFrame'];
  };
  if (typeof mod.default !== 'function')
    throw new Error(
      `The page module for ${entry.path} has no default export: export the page component as default.`,
    );
  const Page = mod.default;
  const route = {
    // A React page gets the site config as its `config` prop, as Docusaurus gives it (pages
    // written for Docusaurus 1 read it): useDocusaurusContext's siteConfig.
    Component: () => <Page config={docusaurusContextOf().siteConfig} />,
    routeContext: mod.routeContext ?? PAGES_ROUTE_CONTEXT,
    ...(mod.frame ? { frame: mod.frame as RouteFrame } : {}),
    ...(mod.levelComponent ? { levelComponent: mod.levelComponent } : {}),
    ...(mod.levelFrame ? { levelFrame: mod.levelFrame } : {}),
    handle: {
      head: {
        title: mod.title,
        description: mod.description,
        ...(mod.keywords ? { keywords: mod.keywords } : {}),
        ...(mod.image ? { image: mod.image } : {}),
        ...(mod.noIndex ? { noIndex: true } : {}),
        docsearchTag: mod.docsearchTag ?? 'default',
        ...(mod.docsVersion !== undefined ? { docsVersion: mod.docsVersion } : {}),
      },
    },
  };
  // A build-time constant: only a Docusaurus site's frames load their routes first.
  if (__DOCS_VERSION_DOCS__ && mod.frame?.loaded)
    return mod.frame.loaded().then((frame) => ({ ...route, frame }));
  return route;
};
