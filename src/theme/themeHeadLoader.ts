// The theme's head after a client navigation (./themeHead.ts) is no part of the first page's load:
// its module loads when the first client navigation starts, together with the next route's chunks
// (./resolveRoute.tsx resolveNavigation waits for both), so that it is there when that route
// renders. It is handed the Head's side of their coordination (./docusaurus/Head.tsx) rather than
// importing it: importing it made the bundler split more of the entry's modules into chunks of
// their own, which the first page loads too.
import {
  clearWaiting,
  setAsideElements,
  setKeepsPlace,
  showUnlessHeadKey,
} from './docusaurus/Head.js';

type UpdateThemeHead = typeof import('./themeHead.js').updateThemeHead;

let loaded: UpdateThemeHead | undefined;
let loading: Promise<UpdateThemeHead> | undefined;

/** The navigation head's update, loading its module on the first call (again after a failure). */
export function loadThemeHead(): Promise<UpdateThemeHead> {
  return (loading ??= import('./themeHead.js').then(
    ({ connectHead, updateThemeHead }) => {
      connectHead({ clearWaiting, setAsideElements, setKeepsPlace, showUnlessHeadKey });
      return (loaded = updateThemeHead);
    },
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  ));
}

/** The update once loaded (a navigation's route is shown only after it: resolveNavigation). */
export const loadedThemeHead = (): UpdateThemeHead | undefined => loaded;
