// `@theme/DocVersionBadge`: "Version: …" on a page of a version that shows its badge. Docusaurus's
// reads the version around it (useDocsVersion()), so a site's component drawing it shows it on a
// category's generated index and, on a Docusaurus site, a tags page too, not only on a doc.
import { useContext } from 'react';
import { useDocContext } from '../DocContext.js';
import { VersionBadge } from '../docs/VersionBanner.js';
import { VersionContext } from '../docusaurus/versionContext.js';

export default function DocVersionBadge(_props: { className?: string }) {
  const { metadata, docsVersion } = useDocContext();
  // A build-time constant: only a Docusaurus site's tags pages have a version and no doc context.
  const around = __DOCS_VERSION_DOCS__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useContext(VersionContext)
    : null;
  if (!__DOCS_HAS_VERSIONS__) return null;
  const version =
    metadata?.docsVersion ??
    docsVersion ??
    (around ? { ...around, name: around.version, alternates: {} } : undefined);
  return version ? <VersionBadge version={version} /> : null;
}
