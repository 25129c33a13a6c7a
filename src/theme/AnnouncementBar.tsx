// A dismissible bar above the navbar; dismissal is kept until the bar's id changes. Drawn through
// `@theme/AnnouncementBar/Content` and `@theme/AnnouncementBar/CloseButton` (./classic/).
import { createContext, useContext, useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import {
  ANNOUNCEMENT_DISMISSED_ATTR,
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
} from '../shared/constants.js';
import { safeStorage } from '../client/storage.js';
import AnnouncementBarCloseButton from './classic/AnnouncementBar/CloseButton.js';
import AnnouncementBarContent from './classic/AnnouncementBar/Content.js';

/** The bar's HTML, for `@theme/AnnouncementBar/Content` (Docusaurus's reads the theme config). */
export const AnnouncementContentContext = createContext('');

export const useAnnouncementContent = () => useContext(AnnouncementContentContext);

/** theme-common's `useAnnouncementBar` for a bar of this id: shown until closed. */
export function useAnnouncementBarState(id: string) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const storedId = safeStorage.get(ANNOUNCEMENT_ID_KEY);
    if (storedId !== id) {
      safeStorage.set(ANNOUNCEMENT_ID_KEY, id);
      safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, 'false');
    }
    const closed = safeStorage.get(ANNOUNCEMENT_DISMISS_KEY) === 'true';
    setDismissed(closed);
    // A new bar (another id) after one was closed: the attribute the inline script set before
    // first paint would keep it hidden; it is shown now.
    if (!closed) document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTR);
  }, [id]);
  const close = () => {
    safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, 'true');
    setDismissed(true);
  };
  return { isActive: !dismissed, close };
}

export default function AnnouncementBar({
  id,
  content,
  isCloseable,
}: {
  id: string;
  content: string;
  isCloseable: boolean;
}) {
  const { isActive, close } = useAnnouncementBarState(id);
  if (!isActive) return null;
  return (
    // On a Docusaurus site, its parts carry the local names of Docusaurus's CSS-module classes
    // too, in Docusaurus's order (`[class^='announcementBar']` matches the placeholder alone).
    <div
      className={
        __DOCS_DOCUSAURUS_METADATA__
          ? 'theme-announcement-bar announcement-bar announcementBar_dv'
          : 'theme-announcement-bar announcement-bar'
      }
      role="banner"
    >
      {/* Docusaurus's room left of the message, as wide as the close button (classicLook.css). */}
      {isCloseable && (
        <div
          className={
            __DOCS_DOCUSAURUS_METADATA__
              ? 'announcementBarPlaceholder_dv announcement-bar__placeholder'
              : 'announcement-bar__placeholder'
          }
        />
      )}
      <AnnouncementContentContext.Provider value={content}>
        <AnnouncementBarContent
          className={
            __DOCS_DOCUSAURUS_METADATA__
              ? 'announcement-bar__content announcementBarContent_dv'
              : 'announcement-bar__content'
          }
        />
      </AnnouncementContentContext.Provider>
      {isCloseable && (
        <AnnouncementBarCloseButton
          onClick={close}
          className={
            __DOCS_DOCUSAURUS_METADATA__
              ? 'announcement-bar__close announcementBarClose_dv'
              : 'announcement-bar__close'
          }
        />
      )}
    </div>
  );
}

/**
 * theme-common's `useAnnouncementBar()`: the config's bar shown until the reader closes it; never
 * active without one, as Docusaurus's (`!!announcementBar && !isClosed`: a site's swizzled bar
 * reads `announcementBar!` once it is active, as Apache Answer's does).
 */
export function useAnnouncementBar() {
  const state = useAnnouncementBarState(siteConfig.announcementBar?.id ?? 'announcement-bar');
  return { ...state, isActive: !!siteConfig.announcementBar && state.isActive };
}
