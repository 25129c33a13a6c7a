// Admonitions (`:::note` …): the component of the admonition's type in `@theme/Admonition/Types`
// (../classic/Admonition/Types.tsx; a site's override adds types), the theme's layout for the
// built-in ones and for a type no component is given for.
import { Children, isValidElement, type ReactNode } from 'react';
import AdmonitionTypes from '../classic/Admonition/Types.js';
import AdmonitionLayout, { AdmonitionTitle } from './AdmonitionLayout.js';
import { renderStatically } from './islands.js';

interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}

/** The title's content: the compile puts a `:::type[Label]` label in a paragraph. */
function phrasing(titleChild: ReactNode): ReactNode {
  const inner = (titleChild as { props: { children?: ReactNode } }).props.children;
  const only = Children.toArray(inner);
  return only.length === 1 && isValidElement(only[0]) && only[0].type === 'p'
    ? (only[0].props as { children?: ReactNode }).children
    : inner;
}

/**
 * The props with the title the compile put among the children (`:::type[Title]`) as the `title`
 * prop, and the other children: what Docusaurus gives an admonition type's component (and
 * theme-common's `processAdmonitionProps` gives an ejected Admonition).
 */
export function withAdmonitionTitle<P extends AdmonitionProps>(props: P): P {
  const all = Children.toArray(props.children);
  const titleChild = all.find((c) => isValidElement(c) && c.type === AdmonitionTitle);
  const title = props.title ?? (titleChild && phrasing(titleChild));
  return {
    ...props,
    ...(title !== undefined ? { title } : {}),
    children: all.filter((c) => c !== titleChild),
  };
}

export default function Admonition(props: AdmonitionProps) {
  const type = props.type ?? 'note';
  const TypeComponent = Object.hasOwn(AdmonitionTypes, type) ? AdmonitionTypes[type] : undefined;
  if (!TypeComponent || TypeComponent === AdmonitionLayout) return <AdmonitionLayout {...props} />;
  // A site's component gets the title as a prop, as Docusaurus gives it (`:::type[Title]`).
  const { children, ...rest } = withAdmonitionTitle(props);
  return (
    <TypeComponent {...rest} type={type}>
      {children}
    </TypeComponent>
  );
}

// Pure: static in MDX content (./islands.tsx); a site's type component inside is an island.
renderStatically(Admonition);
