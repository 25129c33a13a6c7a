// `@theme/ContentVisibility/Draft`: the notice on a draft (shown in development only: a production
// build leaves drafts out).
import Admonition from '../../mdx/Admonition.js';
import { translateTheme } from '../../translate.js';

export default function Draft({ className }: { className?: string }) {
  return (
    <Admonition
      type="caution"
      title={translateTheme('theme.contentVisibility.draftBanner.title', 'Draft page')}
      {...(className ? { className } : {})}
    >
      <p>
        {translateTheme(
          'theme.contentVisibility.draftBanner.message',
          'This page is a draft. It will only be visible in dev and be excluded from the production build.',
        )}
      </p>
    </Admonition>
  );
}
