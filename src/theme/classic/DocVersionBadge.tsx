// `@theme/DocVersionBadge`: "Version: …" above a doc of a version that shows its badge.
import { useDocContext } from '../DocContext.js';
import { VersionBadge } from '../docs/VersionBanner.js';

export default function DocVersionBadge(_props: { className?: string }) {
  const { metadata } = useDocContext();
  return __DOCS_HAS_VERSIONS__ && metadata?.docsVersion ? (
    <VersionBadge version={metadata.docsVersion} />
  ) : null;
}
