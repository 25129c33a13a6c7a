// Admonitions (`:::note` …): the component of the admonition's type in `@theme/Admonition/Types`
// (../classic/Admonition/Types.tsx; a site's override adds types), the theme's layout for the
// built-in ones and for a type no component is given for.
import type { ReactNode } from 'react';
import AdmonitionTypes from '../classic/Admonition/Types.js';
import AdmonitionLayout from './AdmonitionLayout.js';
import { withAdmonitionTitle } from './admonitionTitle.js';
import { renderStatically } from './islands.js';

interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
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
