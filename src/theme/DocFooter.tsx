// The foot of a doc: "Edit this page" on the left, "Last updated on <date> by <author>" on the
// right, as Docusaurus's doc footer shows them. Nothing is rendered when the doc has neither.
import EditThisPage from './classic/EditThisPage.js';

const dateFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function LastUpdated({ at, by }: { at?: number; by?: string }) {
  const date = at !== undefined ? new Date(at) : undefined;
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
