// A dismissible bar above the navbar; dismissal is kept until the bar's id changes.
import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../shared/constants.js';
import { safeStorage } from '../client/storage.js';
import { translateTheme } from './translate.js';

export default function AnnouncementBar({
  id,
  content,
  isCloseable,
}: {
  id: string;
  content: string;
  isCloseable: boolean;
}) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const storedId = safeStorage.get(ANNOUNCEMENT_ID_KEY);
    if (storedId !== id) {
      safeStorage.set(ANNOUNCEMENT_ID_KEY, id);
      safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, 'false');
    }
    setDismissed(safeStorage.get(ANNOUNCEMENT_DISMISS_KEY) === 'true');
  }, [id]);
  if (dismissed) return null;
  return (
    <div className="announcement-bar" role="banner">
      {/* HTML, as in Docusaurus (a link in the message is common). */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable && (
        <button
          type="button"
          aria-label={translateTheme('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
          className="clean-btn announcement-bar__close"
          onClick={() => {
            safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, 'true');
            setDismissed(true);
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
