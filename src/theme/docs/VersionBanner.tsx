// The version banner and badge of a versioned doc, with Docusaurus's wording: "unreleased" for
// versions newer than the last one (the current docs), "unmaintained" for older ones, each linking
// to the same doc in the last version (else its main doc) and making that the preferred version.
import siteConfig from 'virtual:docs/site-config';
import { versionTarget } from '../../shared/docsVersions.js';
import type { DocVersionMeta } from '../../shared/types.js';
import Link from '../Link.js';
import { savePreferredVersion, versionsOf } from './preferredVersion.js';

export function VersionBanner({ version }: { version: DocVersionMeta | undefined }) {
  if (!version?.banner) return null;
  const latest = versionsOf(version.pluginId).find((v) => v.isLast);
  const label = <b>{version.label}</b>;
  return (
    <div
      className="theme-doc-version-banner alert alert--warning margin-bottom--md"
      role="alert"
    >
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteConfig.title} {label} version.
          </>
        ) : (
          <>
            This is documentation for {siteConfig.title} {label}, which is no longer actively
            maintained.
          </>
        )}
      </div>
      {latest && (
        <div className="margin-top--md">
          For up-to-date documentation, see the{' '}
          <b>
            <Link
              href={versionTarget(latest, version)}
              onClick={() => savePreferredVersion(version.pluginId, latest.name)}
            >
              latest version
            </Link>
          </b>{' '}
          ({latest.label}).
        </div>
      )}
    </div>
  );
}

export function VersionBadge({ version }: { version: DocVersionMeta | undefined }) {
  if (!version?.badge) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary">
      Version: {version.label}
    </span>
  );
}
