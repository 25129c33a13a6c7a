// `@docusaurus/theme-common/Details`: the disclosure without the theme's look, as theme-common's
// is (`@theme/Details`, src/theme/mdx/Details.tsx, gives it the alert classes). Its summary is the
// `summary` prop when given (an element such as `<summary><h3>…</h3></summary>` is the summary
// itself, anything else the text of one), else the content's own `<summary>` child, else
// "Details". It is its own module, never the site's `@theme/Details`: an override of that (which
// wraps this one, as Playwright's does) must not be drawn inside itself.
import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type DetailsHTMLAttributes,
} from 'react';
import { renderStatically } from '../mdx/islands.js';
import { collectAnchor } from './useBrokenLinks.js';

export function Details({
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
    <details {...rest} className={`details ${rest.className ?? ''}`}>
      {summary}
      <div className="details__content">{body}</div>
    </details>
  );
}

// Pure: static in MDX content (../mdx/islands.tsx), as `@theme/Details` that draws it is.
renderStatically(Details);
