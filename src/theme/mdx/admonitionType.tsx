// The admonition types' components (`@theme/Admonition/Type/*`) are made here, in a module a
// site's override of one does not replace: each is the layout with its type's icon, title and
// Infima class, and the theme's own ones are known (./Admonition.tsx gives them the compile's
// title element as it is, so the HTML is the same as before the types were parts).
import type { ComponentType, ReactNode } from 'react';
import { translateTheme } from '../translate.js';
import { renderStatically } from './islands.js';

export interface AdmonitionTypeProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** Its directive's `#id` on a Docusaurus 3.10 site. */
  id?: string;
  children?: ReactNode;
}

const own = new WeakSet<object>();

/** Whether a type's component is the theme's own (not a site's). */
export const isOwnAdmonitionType = (component: unknown): boolean =>
  typeof component === 'function' && own.has(component);

/** `@theme/Admonition/Type/<Name>`: the layout with the type's defaults, as in Docusaurus. */
export function admonitionType(
  Layout: ComponentType<AdmonitionTypeProps>,
  defaults: { type: string; infima: string; icon: ReactNode },
): ComponentType<AdmonitionTypeProps> {
  const AdmonitionType = (props: AdmonitionTypeProps) => (
    <Layout
      icon={defaults.icon}
      // The type's name in the page's locale (Docusaurus's `theme.admonition.<type>`: "信息" in
      // zh-Hans), its keyword where the locale has none.
      title={translateTheme(`theme.admonition.${defaults.type}`, defaults.type)}
      {...props}
      type={props.type ?? defaults.type}
      className={`alert alert--${defaults.infima}${props.className ? ` ${props.className}` : ''}`}
    >
      {props.children}
    </Layout>
  );
  own.add(AdmonitionType);
  renderStatically(AdmonitionType); // pure: static in MDX content
  return AdmonitionType;
}

/** Docusaurus's legacy aliases (`:::secondary` is a note titled "secondary"). */
export function admonitionAlias(
  Type: ComponentType<AdmonitionTypeProps>,
  title: string,
): ComponentType<AdmonitionTypeProps> {
  const Alias = (props: AdmonitionTypeProps) => <Type title={title} {...props} />;
  own.add(Alias);
  renderStatically(Alias);
  return Alias;
}
