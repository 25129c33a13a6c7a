// `@docusaurus/theme-common`'s history helpers that swizzled navbar items use (HAMi's locale
// dropdown keeps the page's query and hash on the other locale's link): `useHistorySelector`, a
// value read from react-router 5's history, read again when the history changes, and
// `mergeSearchStrings`, query strings merged into one.
import { useSyncExternalStore } from 'react';
import { useHistory } from './router.js';

type History = ReturnType<typeof useHistory>;

/** `selector(history)`, current after a navigation (a render) and after back and forward. */
export function useHistorySelector<T>(selector: (history: History) => T): T {
  const history = useHistory();
  const read = () => selector(history);
  return useSyncExternalStore(history.listen, read, read);
}

/**
 * The parameters of every string in order, as one query string (`?a=1&b=2`, or '' for none):
 * `append` keeps each value, `replace` keeps a key's last one.
 */
export function mergeSearchStrings(
  searchStrings: (string | undefined)[],
  strategy: 'append' | 'replace',
): string {
  const merged = new URLSearchParams();
  for (const search of searchStrings)
    for (const [key, value] of new URLSearchParams(search ?? ''))
      if (strategy === 'replace') merged.set(key, value);
      else merged.append(key, value);
  const text = merged.toString();
  return text ? `?${text}` : '';
}
