// What ejected doc route components import from `@docusaurus/theme-common`: the tags list's
// grouping (`listTagsByLetters`, an ejected TagsListByLetter), the tags page's title
// (`translateTagsPageTitle`, an ejected DocTagsListPage) and `prefersReducedMotion` (an ejected
// DocRoot/Layout/Sidebar hides the sidebar at once when the reader asks for less motion).
import { tagsByLetter } from '../tagsByLetter.js';
import { translateTheme } from '../translate.js';

/** Tags grouped by first letter, in Docusaurus's shape: `[{letter, tags}]`, letters in order. */
export function listTagsByLetters<T extends { label: string }>(
  tags: readonly T[],
): { letter: string; tags: T[] }[] {
  return [...tagsByLetter([...tags])]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, tags: list }));
}

/** The tags list page's title in the page's locale (`Tags`). */
export const translateTagsPageTitle = (): string =>
  translateTheme('theme.tags.tagsPageTitle', 'Tags');

/** Whether the reader's system asks for reduced motion (false on the server). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
