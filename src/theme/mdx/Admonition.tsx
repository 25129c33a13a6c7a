// Admonitions (`:::note` …): the component of the admonition's type in `@theme/Admonition/Types`
// (../classic/Admonition/Types.tsx; a site's override adds types), each built-in one an
// `Admonition/Type/*` file drawn through `Admonition/Layout`; a type no component is given for (a
// docs instance's own keyword) is drawn by `info`'s component with its own type, as Docusaurus
// 3.8 does: `theme-admonition-<type>`, titled "info" unless it has a title.
import { Children, isValidElement, type ReactNode } from 'react';
import AdmonitionTypes from '../classic/Admonition/Types.js';
import { AdmonitionTitle } from './AdmonitionLayout.js';
import { withAdmonitionTitle } from './admonitionTitle.js';
import { isOwnAdmonitionType } from './admonitionType.js';
import { renderStatically } from './islands.js';

interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  className?: string;
  id?: string;
  children?: ReactNode;
}

/** The props with the compile's title element (`:::type[Title]`) as `title`, as it is. */
function withTitleElement(props: AdmonitionProps): AdmonitionProps {
  if (props.title !== undefined) return props;
  const all = Children.toArray(props.children);
  const title = all.find((c) => isValidElement(c) && c.type === AdmonitionTitle);
  return title ? { ...props, title, children: all.filter((c) => c !== title) } : props;
}

export default function Admonition(props: AdmonitionProps) {
  const type = props.type ?? 'note';
  const known = Object.hasOwn(AdmonitionTypes, type);
  const TypeComponent = known ? AdmonitionTypes[type]! : AdmonitionTypes.info;
  if (!TypeComponent) return null;
  // The theme's types draw the title element as it is; a site's component gets the title's
  // content as a prop, as Docusaurus gives it (theme-common's `processAdmonitionProps`).
  const { children, ...rest } = isOwnAdmonitionType(TypeComponent)
    ? withTitleElement(props)
    : withAdmonitionTitle(props);
  return (
    <TypeComponent {...rest} type={type}>
      {children}
    </TypeComponent>
  );
}

// Pure: static in MDX content (./islands.tsx); a site's type component inside is an island.
renderStatically(Admonition);
