// <details>: an alert-styled disclosure whose summary defaults to "Details".
import { Children, isValidElement, type ReactNode, type DetailsHTMLAttributes } from 'react';
import { renderStatically } from './islands.js';

export default function Details({
  children,
  ...rest
}: DetailsHTMLAttributes<HTMLDetailsElement> & { children?: ReactNode }) {
  const all = Children.toArray(children);
  const summary = all.find(
    (c) =>
      isValidElement(c) &&
      (c.type === 'summary' || (c.props as { mdxType?: string }).mdxType === 'summary'),
  );
  const body = all.filter((c) => c !== summary);
  return (
    <details {...rest} className={`details alert alert--info ${rest.className ?? ''}`}>
      {summary ?? <summary>Details</summary>}
      <div className="details__content">{body}</div>
    </details>
  );
}

// Pure: static in MDX content (./islands.tsx).
renderStatically(Details);
