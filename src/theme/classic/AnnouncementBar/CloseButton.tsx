// `@theme/AnnouncementBar/CloseButton`: the bar's close button (`onClick` closes the bar), with
// the props given to its <button>: Infima's `close` button around a 14 px cross, as Docusaurus's.
import type { ComponentProps } from 'react';
import { translateTheme } from '../../translate.js';
import IconClose from '../Icon/Close.js';

export default function AnnouncementBarCloseButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={translateTheme('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
      {...props}
      className={['clean-btn close', props.className].filter(Boolean).join(' ')}
    >
      <IconClose width={14} height={14} strokeWidth={3.1} />
    </button>
  );
}
