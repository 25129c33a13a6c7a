// The title of an admonition, which the compile puts among its children (`:::type[Title]`), as
// the `title` prop: what Docusaurus gives an admonition type's component, and theme-common's
// `processAdmonitionProps` gives an ejected Admonition. A module of its own: a site's ejected
// `@theme/Admonition` replaces ./Admonition.tsx everywhere, and still imports this.
import { Children, isValidElement, type ReactNode } from 'react';
import { AdmonitionTitle } from './AdmonitionLayout.js';

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

/** The props with the title taken out of the children as `title`, and the other children. */
export function withAdmonitionTitle<P extends AdmonitionProps>(
  props: P,
): P & { title?: ReactNode } {
  const all = Children.toArray(props.children);
  const titleChild = all.find((c) => isValidElement(c) && c.type === AdmonitionTitle);
  const title = props.title ?? (titleChild && phrasing(titleChild));
  return {
    ...props,
    ...(title !== undefined ? { title } : {}),
    children: all.filter((c) => c !== titleChild),
  };
}
