// `@theme/ContentVisibility`: the notices of an unlisted page and of a draft (shown in development).
import Admonition from '../mdx/Admonition.js';

export default function ContentVisibility({
  metadata,
}: {
  metadata: { unlisted?: boolean; draft?: boolean; frontMatter?: Record<string, unknown> };
}) {
  return (
    <>
      {metadata.unlisted && (
        <Admonition type="caution" title="Unlisted page">
          <p>
            This page is unlisted. Search engines will not index it, and only users having a direct
            link can access it.
          </p>
        </Admonition>
      )}
      {metadata.draft && (
        <Admonition type="caution" title="Draft page">
          <p>
            This page is a draft. It will only be visible in dev and be excluded from the production
            build.
          </p>
        </Admonition>
      )}
    </>
  );
}
