// The version banner and badge of a versioned doc, with Docusaurus's wording: "unreleased" for
// versions newer than the last one (the current docs), "unmaintained" for older ones, each linking
// to the same doc in the last version (else its main doc) and making that the preferred version.
import { Fragment, type ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { versionTarget } from '../../shared/docsVersions.js';
import type { DocVersionMeta } from '../../shared/types.js';
import Link from '../Link.js';
import { interpolate, messageOf, translateTheme } from '../translate.js';

/** A theme message with elements among its values, each part keyed. */
const translated = (id: string, fallback: string, values: Record<string, ReactNode>) =>
  interpolate(messageOf(id, fallback), values).map((part, i) => <Fragment key={i}>{part}</Fragment>);
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
        {version.banner === 'unreleased'
          ? translated(
              'theme.docs.versions.unreleasedVersionLabel',
              'This is unreleased documentation for {siteTitle} {versionLabel} version.',
              { siteTitle: siteConfig.title, versionLabel: label },
            )
          : translated(
              'theme.docs.versions.unmaintainedVersionLabel',
              'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
              { siteTitle: siteConfig.title, versionLabel: label },
            )}
      </div>
      {latest && (
        <div className="margin-top--md">
          {translated(
            'theme.docs.versions.latestVersionSuggestionLabel',
            'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
            {
              versionLabel: latest.label,
              latestVersionLink: (
                <b>
                  <Link
                    href={versionTarget(latest, version)}
                    onClick={() => savePreferredVersion(version.pluginId, latest.name)}
                  >
                    {translateTheme('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
                  </Link>
                </b>
              ),
            },
          )}
        </div>
      )}
    </div>
  );
}

export function VersionBadge({ version }: { version: DocVersionMeta | undefined }) {
  if (!version?.badge) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary">
      {translated('theme.docs.versionBadge.label', 'Version: {versionLabel}', {
        versionLabel: version.label,
      })}
    </span>
  );
}
