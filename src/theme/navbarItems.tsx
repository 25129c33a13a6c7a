// The navbar's items (left or right, or all of them in the slide-in menu), each drawn through
// `@theme/NavbarItem` with Docusaurus's props, and what the navbar's parts read of the open page:
// its docs version and path, its sidebar, the menu's second panel (./navbarPage.ts).
import siteConfig from 'virtual:docs/site-config';
import NavbarItem from './classic/NavbarItem.js';
import { docusaurusNavbarProps } from './navbarItemProps.js';
import { NavbarItemSourceContext } from './navbarPage.js';

export {
  NavbarPageContext,
  useNavbarPage,
  type NavbarDocs,
  type NavbarPage,
} from './navbarPage.js';

export function NavItems({ position, mobile }: { position: 'left' | 'right'; mobile?: boolean }) {
  return (
    <>
      {siteConfig.navbar.items
        .filter((i) => mobile || i.position === position)
        .map((item, i) => (
          <NavbarItemSourceContext.Provider key={i} value={item}>
            <NavbarItem {...docusaurusNavbarProps(item)} {...(mobile ? { mobile } : {})} />
          </NavbarItemSourceContext.Provider>
        ))}
    </>
  );
}
