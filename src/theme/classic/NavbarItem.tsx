// `@theme/NavbarItem`: one navbar item, drawn by the component of its `type` in
// `@theme/NavbarItem/ComponentTypes` (an item with `items` and no type is a dropdown), with the
// item's other keys as props and `mobile` in the slide-in menu, as Docusaurus draws it.
import ComponentTypes from './NavbarItem/ComponentTypes.js';

export interface Props {
  type?: string;
  mobile?: boolean;
  [key: string]: unknown;
}

function componentType(type: string | undefined, props: Record<string, unknown>): string {
  if (!type || type === 'default') return 'items' in props ? 'dropdown' : 'default';
  return type;
}

export default function NavbarItem({ type, ...props }: Props) {
  const name = componentType(type, props);
  const Component = Object.hasOwn(ComponentTypes, name) ? ComponentTypes[name] : undefined;
  if (!Component)
    throw new Error(
      !__DOCS_NAVBAR_DROPDOWNS__ && (name === 'dropdown' || name === 'localeDropdown')
        ? `navbar item of type "${name}" drawn by site code: the build left the dropdown components out, as themeConfig.navbar.items has no dropdown and no override but MDX content ones may draw one; add the item to navbar.items, or report this`
        : name.startsWith('custom-')
          ? `navbar item of type "${name}": no component of that type; add it in src/theme/NavbarItem/ComponentTypes (\`{ ...ComponentTypes, '${name}': MyItem }\`)`
          : `No NavbarItem component found for type "${type}".`,
    );
  return <Component {...props} />;
}
