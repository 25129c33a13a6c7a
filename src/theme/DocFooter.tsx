// The foot of a doc, as Docusaurus's DocItem/Footer draws it: the tags row, then "Edit this page"
// on the left and "Last updated on <date> by <author>" on the right. Nothing when it has none.
import { Fragment, type ReactNode } from 'react';
import EditThisPage from './classic/EditThisPage.js';
import { perLocale } from '../client/localeScope.js';
import { interpolate, messageOf, pageLocale } from './translate.js';

const dateFormatOf = perLocale(
  () =>
    new Intl.DateTimeFormat(pageLocale(), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "Last updated on <date> by <author>", in English (the markup the server has always written). */
function LastUpdatedEnglish({ date, by }: { date?: Date; by?: string }) {
  return (
    <span className="theme-last-updated">
      {date ? (
        <>
          Last updated on{' '}
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {dateFormatOf().format(date)}
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
              {dateFormatOf().format(date)}
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

export default function DocFooter({
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
  tags,
}: {
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  /** The doc's tags: a row of their own above the edit link, inside the footer (Docusaurus's). */
  tags?: ReactNode;
}) {
  const lastUpdated = lastUpdatedAt !== undefined || lastUpdatedBy !== undefined;
  if (!editUrl && !lastUpdated && !tags) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      {tags && (
        <div className="row margin-top--sm theme-doc-footer-tags-row">
          <div className="col">{tags}</div>
        </div>
      )}
      {(editUrl || lastUpdated) && (
        <div className="row margin-top--sm theme-doc-footer-edit-meta-row">
          <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
          <div className="col lastUpdated_dv">
            {lastUpdated && <LastUpdated at={lastUpdatedAt} by={lastUpdatedBy} />}
          </div>
        </div>
      )}
    </footer>
  );
}
