// `@theme/AnnouncementBar/Content`: the bar's message, its HTML as the config gives it (a link in
// it is common), with the props given to its <div>.
import type { ComponentProps } from 'react';
import { useAnnouncementContent } from '../../AnnouncementBar.js';

export default function AnnouncementBarContent(props: ComponentProps<'div'>) {
  const content = useAnnouncementContent();
  return <div {...props} dangerouslySetInnerHTML={{ __html: content }} />;
}
