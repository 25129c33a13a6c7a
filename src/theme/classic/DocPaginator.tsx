// `@theme/DocPaginator`: previous / next links at the foot of a doc (`{title, permalink}` each).
import type { NavLink } from '../../shared/types.js';
import Pagination from '../Pagination.js';

export default function DocPaginator(props: {
  previous?: NavLink;
  next?: NavLink;
  className?: string;
}) {
  return (
    <Pagination
      previous={props.previous}
      next={props.next}
      {...(props.className ? { className: props.className } : {})}
      keepEmpty={__DOCS_DOCUSAURUS_METADATA__}
    />
  );
}
