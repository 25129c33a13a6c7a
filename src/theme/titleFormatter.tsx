// Docusaurus's page title formatter (3.8.1 and 3.10 alike): `@theme/ThemeProvider/TitleFormatter` gives a function
// through `TitleFormatterProvider` (theme-common's internal), and every page's `<title>` is made by
// it from `{title, siteTitle, titleDelimiter, plugin}` (plus `defaultFormatter`, "Title | Site").
// Without a provider (a site that overrides neither ThemeProvider part) the default applies.
import { createContext, useContext, type ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { formatTitle } from '../shared/pageHead.js';
import { RouteContext } from './docusaurus/routeContext.js';

export interface TitleFormatterParams {
  title: string;
  siteTitle: string;
  titleDelimiter: string;
  /** The plugin whose route the page is (`{name, id}`, as `useRouteContext().plugin`). */
  plugin: { id: string; name: string };
}

export type TitleFormatterFn = (params: TitleFormatterParams) => string;
export type TitleFormatterFnWithDefault = (
  params: TitleFormatterParams & { defaultFormatter: TitleFormatterFn },
) => string;

/** "Title | Site", or the site's title alone for an empty title or the site's own. */
export const TitleFormatterFnDefault: TitleFormatterFn = ({ title, siteTitle, titleDelimiter }) => {
  const trimmed = title?.trim();
  if (!trimmed || trimmed === siteTitle) return siteTitle;
  return `${trimmed} ${titleDelimiter} ${siteTitle}`;
};

export const TitleFormatterContext = createContext<TitleFormatterFnWithDefault | null>(null);

export function TitleFormatterProvider({
  formatter,
  children,
}: {
  formatter: TitleFormatterFnWithDefault;
  children?: ReactNode;
}) {
  return (
    <TitleFormatterContext.Provider value={formatter}>{children}</TitleFormatterContext.Provider>
  );
}

/** The plugin of a page outside any plugin's route (the 404 page), as Docusaurus names it. */
export const NATIVE_PLUGIN = { name: 'native', id: 'default' };

/** A title through the formatter (the default's without one). */
export function formatPageTitle(
  formatter: TitleFormatterFnWithDefault | null,
  title: string,
  plugin: { id: string; name: string } = NATIVE_PLUGIN,
): string {
  if (!formatter)
    return formatTitle(
      title,
      siteConfig.title,
      siteConfig.titleDelimiter,
      siteConfig.repeatSiteTitle,
    );
  return formatter({
    title,
    siteTitle: siteConfig.title,
    titleDelimiter: siteConfig.titleDelimiter,
    plugin,
    defaultFormatter: TitleFormatterFnDefault,
  });
}

/**
 * A page's `<title>`: its title through the formatter, or the site's title alone when the page has
 * none (Docusaurus's PageMetadata formats only a title it is given).
 */
export const pageTitle = (
  formatter: TitleFormatterFnWithDefault | null,
  title: string | undefined,
  plugin?: { id: string; name: string },
) => (title ? formatPageTitle(formatter, title, plugin) : siteConfig.title);

/** `{format(title)}` for the page being rendered, with its route's plugin (theme-common's hook). */
export function useTitleFormatter(): { format: (title: string) => string } {
  const formatter = useContext(TitleFormatterContext);
  const plugin = useContext(RouteContext)?.plugin;
  return { format: (title) => formatPageTitle(formatter, title, plugin) };
}
