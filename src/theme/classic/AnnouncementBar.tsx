// `@theme/AnnouncementBar`: the config's announcement bar (themeConfig.announcementBar), none
// without one; its parts are `AnnouncementBar/Content` and `AnnouncementBar/CloseButton`.
import siteConfig from 'virtual:docs/site-config';
import Bar from '../AnnouncementBar.js';

export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  return bar ? <Bar {...bar} /> : null;
}
