// `@theme/DocVersionBanner`: the banner of a page of an old or unreleased docs version (a doc, a
// category's generated index; none otherwise).
import { useDocContext } from '../DocContext.js';
import { VersionBanner } from '../docs/VersionBanner.js';

export default function DocVersionBanner(_props: { className?: string }) {
  const { metadata, docsVersion } = useDocContext();
  const version = metadata?.docsVersion ?? docsVersion;
  return __DOCS_HAS_VERSIONS__ && version ? <VersionBanner version={version} /> : null;
}
