// A navbar item of a `custom-*` type: the site's component of that type (./ComponentTypes.tsx).
import ComponentTypes from './ComponentTypes.js';

export default function CustomNavbarItem({
  item,
  mobile,
}: {
  item: { type: string; position: 'left' | 'right'; props: Record<string, unknown> };
  mobile?: boolean;
}) {
  const { type, position, props } = item;
  const Component = Object.hasOwn(ComponentTypes, type) ? ComponentTypes[type] : undefined;
  if (!Component)
    throw new Error(
      `navbar item of type "${type}": no component of that type; add it in src/theme/NavbarItem/ComponentTypes (\`{ ...ComponentTypes, '${type}': MyItem }\`)`,
    );
  return <Component {...props} position={position} {...(mobile ? { mobile } : {})} />;
}
