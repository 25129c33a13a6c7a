// `@theme/AnnouncementBar/CloseButton`: the bar's close button (`onClick` closes the bar), with
// the props given to its <button>.
import type { ComponentProps } from 'react';
import { translateTheme } from '../../translate.js';

export default function AnnouncementBarCloseButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={translateTheme('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
      {...props}
      className={['clean-btn', props.className].filter(Boolean).join(' ')}
    >
      ×
    </button>
  );
}
