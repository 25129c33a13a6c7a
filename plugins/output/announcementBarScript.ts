// The inline script that marks, before first paint, an announcement bar the reader has dismissed
// (`data-announcement-bar-initially-dismissed` on <html>, which the theme's CSS hides), so a
// dismissed bar does not show for an instant and push the page down on each load: the server
// always renders the bar, as Docusaurus's theme does.
import {
  ANNOUNCEMENT_DISMISSED_ATTR,
  ANNOUNCEMENT_DISMISS_KEY,
} from '../../src/shared/constants.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { storedItem } from './colorModeScript.js';

export function announcementBarScript(storage?: SiteConfig['storage']): string {
  return `(function(){var d=false;try{d=${storedItem(storage, ANNOUNCEMENT_DISMISS_KEY)}==='true'}catch(e){}document.documentElement.setAttribute('${ANNOUNCEMENT_DISMISSED_ATTR}',d)})();`;
}
