// `@theme/LastUpdated`: "Last updated on <date> by <author>".
import { LastUpdated as LastUpdatedLine } from '../DocFooter.js';

export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}) {
  return <LastUpdatedLine at={lastUpdatedAt ?? undefined} by={lastUpdatedBy ?? undefined} />;
}
