// How the blog writes a post's date and reading time, in the page's locale's messages.
import siteConfig from 'virtual:docs/site-config';
import { perLocale } from '../../client/localeScope.js';
import { currentLocale, translatePlural, translateTheme } from '../translate.js';

// In the locale's language and calendar, as Docusaurus's blog formats a post's date (its
// `i18n.currentLocale`, the locale config's `calendar`); made once per locale (localeScope.ts).
const formatsOf = perLocale(() => {
  const calendar = siteConfig.i18n?.localeConfigs[siteConfig.i18n.currentLocale]?.calendar;
  const options = { timeZone: 'UTC', ...(calendar ? { calendar } : {}) } as const;
  return {
    date: new Intl.DateTimeFormat(currentLocale(), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...options,
    }),
    dayMonth: new Intl.DateTimeFormat(currentLocale(), {
      day: 'numeric',
      month: 'long',
      ...options,
    }),
  };
});

export const formatDate = (iso: string): string => formatsOf().date.format(new Date(iso));

/** A date without its year (the archive lists posts under their year). */
export const formatDayMonth = (iso: string): string => formatsOf().dayMonth.format(new Date(iso));

export function readingTimeLabel(minutes: number): string {
  const n = Math.ceil(minutes);
  return translatePlural(
    'theme.blog.post.readingTime.plurals',
    'One min read|{readingTime} min read',
    n,
    { readingTime: n },
  );
}

/** "One post", "3 posts": the theme's plural message in the page's locale. */
export const postsPlural = (count: number) =>
  translatePlural('theme.blog.post.plurals', 'One post|{count} posts', count, { count });

/** A tag page's title: `3 posts tagged with "tides"`. */
export const tagTitle = (tag: { count: number; label: string }) =>
  translateTheme('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
    nPosts: postsPlural(tag.count),
    tagName: tag.label,
  });
