// `@theme/NavbarItem/DocsVersionNavbarItem`: a link to the shown docs version's main doc (`to`),
// labelled with the version (`label`), for the docs of `docsPluginId`.
import NavbarVersionItem, { type VersionItemProps } from '../../navbarVersionItem.js';

export default function DocsVersionNavbarItem(props: VersionItemProps) {
  return <NavbarVersionItem {...props} type="docsVersion" />;
}
