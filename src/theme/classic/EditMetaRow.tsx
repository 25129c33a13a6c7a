// `@theme/EditMetaRow`: the edit link on the left and the last update on the right (a blog post's
// footer; Docusaurus's doc footer too).
import { LastUpdated } from '../DocFooter.js';
import EditThisPage from './EditThisPage.js';

export default function EditMetaRow({
  className,
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}) {
  const hasUpdate = Boolean(lastUpdatedAt || lastUpdatedBy);
  return (
    <div className={`row${className ? ` ${className}` : ''}`}>
      <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
      <div className="col lastUpdated_dv">
        {hasUpdate && (
          <LastUpdated
            {...(lastUpdatedAt ? { at: lastUpdatedAt } : {})}
            {...(lastUpdatedBy ? { by: lastUpdatedBy } : {})}
          />
        )}
      </div>
    </div>
  );
}
