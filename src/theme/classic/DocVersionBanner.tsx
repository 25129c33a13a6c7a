// `@theme/DocVersionBanner`: the banner of a doc of an old or unreleased version (none otherwise).
import { useDocContext } from '../DocContext.js';
import { VersionBanner } from '../docs/VersionBanner.js';

export default function DocVersionBanner(_props: { className?: string }) {
  const { metadata } = useDocContext();
  return __DOCS_HAS_VERSIONS__ && metadata?.docsVersion ? (
    <VersionBanner version={metadata.docsVersion} />
  ) : null;
}
