// The rest of what the classic theme's ejectable components import from `@docusaurus/theme-common`
// and `/internal` (Docusaurus 3.8–3.10): small helpers, the content-visibility and blog labels
// (the theme's own messages, translated as its components translate them), the error boundary's
// parts, the skip-to-content link and keyboard focus, and the navbar's helpers.
import {
  Fragment,
  createElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import siteConfig from 'virtual:docs/site-config';
import { useLocation } from '../../client/navigation.js';
import { alternatePageUrl, localeUrl } from '../../shared/i18n.js';
import { postsPlural, tagTitle } from '../blog/blogFormat.js';
import { currentLocale, translateTheme } from '../translate.js';
import { useColorMode } from '../useColorMode.js';
import Head from './Head.js';
import useIsBrowser from './useIsBrowser.js';

/** The items of a list once each (`Array.from(new Set(items))`). */
export const uniq = <T,>(items: readonly T[]): T[] => Array.from(new Set(items));

/** The items by a key of each, in order (Docusaurus's `groupBy`: a `Map` of arrays). */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** One provider made of several: the first wraps the others (`Layout/Provider`'s). */
export function composeProviders(
  providers: ComponentType<{ children: ReactNode }>[],
): ComponentType<{ children: ReactNode }> {
  return function ComposedProviders({ children }: { children: ReactNode }) {
    return (
      <>
        {providers.reduceRight<ReactNode>(
          (inner, Provider) => createElement(Provider, null, inner),
          children,
        )}
      </>
    );
  };
}

/** The search tag of what belongs to no docs version (pages, the blog). */
export const DEFAULT_SEARCH_TAG = 'default';

/** Whether a footer's links are columns (`[{title, items}]`) rather than a simple row. */
export function isMultiColumnFooterLinks(links: readonly unknown[]): boolean {
  const first = links[0];
  return typeof first === 'object' && first !== null && 'title' in first;
}

/** What is left of the path once the site's base URL is taken off, with a leading `/`. */
export function useLocalPathname(): string {
  const { pathname } = useLocation();
  const base = siteConfig.baseUrl;
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** The navbar's items: those with `position: 'right'` last, the others (left by default) first. */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(
  items: readonly T[],
): [leftItems: T[], rightItems: T[]] {
  const isLeft = (item: T) => (item.position ?? 'left') === 'left';
  return [items.filter(isLeft), items.filter((item) => !isLeft(item))];
}

/** A date format in the page's locale and its calendar (`useDateTimeFormat({year: 'numeric'})`). */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const calendar = siteConfig.i18n?.localeConfigs[siteConfig.i18n.currentLocale]?.calendar;
  return new Intl.DateTimeFormat(currentLocale(), {
    ...(calendar ? { calendar } : {}),
    ...options,
  });
}

/**
 * The same page in another locale: `createUrl({locale, fullyQualified})` is its path under that
 * locale's base URL, with the site's `url` in front when `fullyQualified`.
 */
export function useAlternatePageUtils(): {
  createUrl: (args: { locale: string; fullyQualified: boolean }) => string;
} {
  const { pathname } = useLocation();
  const pagePath = siteConfig.baseUrl + pathname.replace(/^\//, '');
  return {
    createUrl: ({ locale, fullyQualified }) => {
      const path = siteConfig.i18n
        ? alternatePageUrl(siteConfig.i18n, siteConfig.baseUrl, pagePath, locale)
        : pagePath;
      if (!fullyQualified) return path;
      const origin = siteConfig.i18n
        ? localeUrl(siteConfig.i18n, locale, siteConfig.url)
        : siteConfig.url.replace(/\/$/, '');
      return origin + path;
    },
  };
}

// Content visibility: the banners of an unlisted or draft page, and an unlisted page's robots tag.
export const UnlistedBannerTitle = () =>
  translateTheme('theme.contentVisibility.unlistedBanner.title', 'Unlisted page');
export const UnlistedBannerMessage = () =>
  translateTheme(
    'theme.contentVisibility.unlistedBanner.message',
    'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
  );
export const DraftBannerTitle = () =>
  translateTheme('theme.contentVisibility.draftBanner.title', 'Draft page');
export const DraftBannerMessage = () =>
  translateTheme(
    'theme.contentVisibility.draftBanner.message',
    'This page is a draft. It will only be visible in dev and be excluded from the production build.',
  );
export function UnlistedMetadata() {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

// The blog's titles and labels (the blog's pages use the same messages: ../blog/BlogPages.tsx).
export const useBlogTagsPostsPageTitle = (tag: { label: string; count: number }): string =>
  tagTitle(tag);
export const useBlogAuthorPageTitle = (author: {
  key: string;
  name?: string;
  count: number;
}): string =>
  translateTheme('theme.blog.author.pageTitle', '{authorName} - {nPosts}', {
    nPosts: postsPlural(author.count),
    authorName: author.name || author.key,
  });
export const translateBlogAuthorsListPageTitle = (): string =>
  translateTheme('theme.blog.authorsList.pageTitle', 'Authors');
export const BlogAuthorsListViewAllLabel = () =>
  translateTheme('theme.blog.authorsList.viewAll', 'View all authors');
export const BlogAuthorNoPostsLabel = () =>
  translateTheme('theme.blog.author.noPosts', 'This author has not written any posts yet.');

// The error boundary's parts (an ejected `ErrorPageContent` draws them).
export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      {translateTheme('theme.ErrorPageContent.tryAgain', 'Try again')}
    </button>
  );
}

/** The error's message, then each cause's after a `Cause:` line. */
export function ErrorBoundaryError({ error }: { error: Error }) {
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error && messages.length < 10; e = e.cause)
    messages.push(e.message);
  return <p className="error-page__message">{messages.join('\n\nCause:\n')}</p>;
}

export function ErrorBoundaryErrorMessageFallback({
  error,
  tryAgain,
}: {
  error: Error;
  tryAgain: () => void;
}) {
  return (
    <div role="alert">
      <p>{translateTheme('theme.ErrorPageContent.title', 'This page crashed.')}</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
      <ErrorBoundaryError error={error} />
    </div>
  );
}

/**
 * A component drawn once per colour mode (`children(mode)`), each with `themedComponent--<mode>`
 * (`themedComponent--<mode>_dv` on a Docusaurus site):
 * both in the server's HTML, where CSS shows the current mode's; only that one after hydration.
 */
export function ThemedComponent({
  className,
  children,
}: {
  className?: string;
  children: (args: { theme: 'light' | 'dark'; className: string }) => ReactNode;
}) {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modes = isBrowser ? [colorMode] : (['light', 'dark'] as const);
  return (
    <>
      {modes.map((theme) => (
        <Fragment key={theme}>
          {children({
            theme,
            // On a Docusaurus site, the caller's class first, then the local names of
            // Docusaurus's (../classicLook.css), as Docusaurus orders them.
            className: __DOCS_DOCUSAURUS_METADATA__
              ? `${className ? `${className} ` : ''}themedComponent_dv themedComponent--${theme}_dv`
              : `themedComponent themedComponent--${theme}${className ? ` ${className}` : ''}`,
          })}
        </Fragment>
      ))}
    </>
  );
}

/** Where the skip link goes when the page has no `<main>`. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/** The skip-to-content link: focuses the page's first `<main>` (or the fallback) when followed. */
export function SkipToContentLink(props: ComponentProps<'a'>) {
  const onClick = useCallback((e: ReactMouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ??
      document.getElementById(SkipToContentFallbackId);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.focus();
  }, []);
  return <a {...props} href={`#${SkipToContentFallbackId}`} onClick={onClick} />;
}

/** The class on `<html>` while the reader moves with the keyboard (focus rings show then). */
export const keyboardFocusedClassName = 'navigation-with-keyboard';

/** Adds `keyboardFocusedClassName` on Tab, takes it off on a mouse press. */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const root = document.documentElement.classList;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') root.add(keyboardFocusedClassName);
    };
    const onMouse = () => root.remove(keyboardFocusedClassName);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onMouse);
    return () => {
      root.remove(keyboardFocusedClassName);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onMouse);
    };
  }, []);
}

/** Calls `effect(position, lastPosition)` on each scroll of the window. */
export function useScrollPosition(
  effect: (
    position: { scrollX: number; scrollY: number },
    lastPosition: { scrollX: number; scrollY: number } | null,
  ) => void,
  deps: unknown[] = [],
): void {
  const last = useRef<{ scrollX: number; scrollY: number } | null>(null);
  const run = useRef(effect);
  run.current = effect;
  useEffect(() => {
    last.current = { scrollX: window.scrollX, scrollY: window.scrollY };
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      run.current(position, last.current);
      last.current = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/**
 * A navbar that hides when the reader scrolls down and shows again on scrolling up (and near the
 * top): `navbarRef` goes on the navbar, whose height is the distance kept shown at the top.
 */
export function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setVisible] = useState(true);
  const height = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node) height.current = node.getBoundingClientRect().height;
  }, []);
  useScrollPosition(
    ({ scrollY }, last) => {
      if (!hideOnScroll) return;
      if (scrollY < height.current) return setVisible(true);
      if (last && scrollY < last.scrollY) setVisible(true);
      else if (last && scrollY > last.scrollY) setVisible(false);
    },
    [hideOnScroll],
  );
  return useMemo(() => ({ navbarRef, isNavbarVisible }), [navbarRef, isNavbarVisible]);
}
