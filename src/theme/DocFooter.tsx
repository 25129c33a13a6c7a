// The foot of a doc: "Edit this page" on the left, "Last updated on <date> by <author>" on the
// right, as Docusaurus's doc footer shows them. Nothing is rendered when the doc has neither.
import Link from './Link.js';
import { Fragment } from 'react';
import { interpolate, messageOf, pageLocale, translateTheme } from './translate.js';

const dateFormat = new Intl.DateTimeFormat(pageLocale(), {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Last updated on <date> by <author>", in English (the markup the server has always written). */
function LastUpdatedEnglish({ date, by }: { date?: Date; by?: string }) {
  return (
    <span className="theme-last-updated">
      {date ? (
        <>
          Last updated on{' '}
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {dateFormat.format(date)}
            </time>
          </b>
        </>
      ) : (
        'Last updated'
      )}
      {by && (
        <>
          {' '}
          by <b>{by}</b>
        </>
      )}
    </span>
  );
}

/** "Last updated on <date> by <author>", in the page's locale (Docusaurus's three messages). */
export function LastUpdated({ at, by }: { at?: number; by?: string }) {
  const date = at !== undefined ? new Date(at) : undefined;
  const template = messageOf('theme.lastUpdated.lastUpdatedAtBy', '');
  if (!template) return <LastUpdatedEnglish {...(date ? { date } : {})} {...(by ? { by } : {})} />;
  const atDate = date
    ? interpolate(messageOf('theme.lastUpdated.atDate', ' on {date}'), {
        date: (
          <b key="d">
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {dateFormat.format(date)}
            </time>
          </b>
        ),
      })
    : '';
  const byUser = by
    ? interpolate(messageOf('theme.lastUpdated.byUser', ' by {user}'), {
        user: <b key="u">{by}</b>,
      })
    : '';
  const parts = interpolate(template, {
    atDate: <Fragment key="a">{atDate}</Fragment>,
    byUser: <Fragment key="b">{byUser}</Fragment>,
  });
  return (
    <span className="theme-last-updated">
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </span>
  );
}

/** A pencil, drawn for this theme. */
function EditIcon() {
  return (
    <svg
      className="theme-edit-this-page__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="currentColor"
    >
      <path d="M4 17.2V20h2.8l9.9-9.9-2.8-2.8L4 17.2zm15.7-9.4a1 1 0 0 0 0-1.4l-2.1-2.1a1 1 0 0 0-1.4 0l-1.6 1.6 2.8 2.8 2.3-2.3z" />
    </svg>
  );
}

export function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link to={editUrl} className="theme-edit-this-page">
      <EditIcon />
      {translateTheme('theme.common.editThisPage', 'Edit this page')}
    </Link>
  );
}

export default function DocFooter({
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}) {
  const lastUpdated = lastUpdatedAt !== undefined || lastUpdatedBy !== undefined;
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <div className="row margin-top--sm">
        {editUrl && (
          <div className="col">
            <EditThisPage editUrl={editUrl} />
          </div>
        )}
        <div className="col text--right">
          {lastUpdated && <LastUpdated at={lastUpdatedAt} by={lastUpdatedBy} />}
        </div>
      </div>
    </footer>
  );
}
