// `@theme/ContentVisibility`: the notices of an unlisted page and of a draft (shown in development).
import Admonition from '../mdx/Admonition.js';
import { translateTheme } from '../translate.js';

/** The notice of an unlisted page (also on a Markdown page: ../MarkdownPage.tsx). */
export function UnlistedNotice() {
  return (
    <Admonition
      type="caution"
      title={translateTheme('theme.contentVisibility.unlistedBanner.title', 'Unlisted page')}
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

export default function ContentVisibility({
  metadata,
}: {
  metadata: { unlisted?: boolean; draft?: boolean; frontMatter?: Record<string, unknown> };
}) {
  return (
    <>
      {metadata.unlisted && <UnlistedNotice />}
      {metadata.draft && (
        <Admonition
          type="caution"
          title={translateTheme('theme.contentVisibility.draftBanner.title', 'Draft page')}
        >
          <p>
            {translateTheme(
              'theme.contentVisibility.draftBanner.message',
              'This page is a draft. It will only be visible in dev and be excluded from the production build.',
            )}
          </p>
        </Admonition>
      )}
    </>
  );
}
