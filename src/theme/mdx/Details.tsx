// <details>: an alert-styled disclosure whose summary defaults to "Details". Its summary is the
// `summary` prop when given (`@theme/Details` as Docusaurus's takes it: an element such as
// `<summary><h3>…</h3></summary>`, or text), else the content's own `<summary>` child.
import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type DetailsHTMLAttributes,
} from 'react';
import { collectAnchor } from '../docusaurus/useBrokenLinks.js';
import { renderStatically } from './islands.js';

export default function Details({
  children,
  summary: given,
  ...rest
}: Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> & {
  children?: ReactNode;
  summary?: ReactNode;
}) {
  collectAnchor(rest.id); // an anchor a link may name, as theme-common's Details collects it
  const all = Children.toArray(children);
  const found =
    given === undefined
      ? all.find(
          (c): c is ReactElement =>
            isValidElement(c) &&
            (c.type === 'summary' || (c.props as { mdxType?: string }).mdxType === 'summary'),
        )
      : undefined;
  const body = found ? all.filter((c) => c !== found) : all;
  const summary =
    given === undefined || given === null ? (
      (found ?? <summary>Details</summary>)
    ) : isValidElement(given) ? (
      given
    ) : (
      <summary>{given}</summary>
    );
  return (
    <details {...rest} className={`details alert alert--info ${rest.className ?? ''}`}>
      {summary}
      <div className="details__content">{body}</div>
    </details>
  );
}

// Pure: static in MDX content (./islands.tsx).
renderStatically(Details);
