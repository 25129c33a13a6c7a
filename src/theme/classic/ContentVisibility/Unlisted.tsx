// `@theme/ContentVisibility/Unlisted`: the notice on an unlisted page (`className` on its admonition).
import Admonition from '../../mdx/Admonition.js';
import { translateTheme } from '../../translate.js';

export default function Unlisted({ className }: { className?: string }) {
  return (
    <Admonition
      type="caution"
      title={translateTheme('theme.contentVisibility.unlistedBanner.title', 'Unlisted page')}
      {...(className ? { className } : {})}
    >
      <p>
        {translateTheme(
          'theme.contentVisibility.unlistedBanner.message',
          'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
        )}
      </p>
    </Admonition>
  );
}
