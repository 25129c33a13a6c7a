// `@theme/ContentVisibility`: the notices of an unlisted page and of a draft (shown in development),
// drawn by `ContentVisibility/Unlisted` and `ContentVisibility/Draft`.
import Draft from './ContentVisibility/Draft.js';
import Unlisted from './ContentVisibility/Unlisted.js';

export default function ContentVisibility({
  metadata,
}: {
  metadata: { unlisted?: boolean; draft?: boolean; frontMatter?: Record<string, unknown> };
}) {
  return (
    <>
      {metadata.unlisted && <Unlisted />}
      {metadata.draft && <Draft />}
    </>
  );
}
