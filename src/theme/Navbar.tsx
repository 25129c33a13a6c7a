// The theme layout's navbar: what it knows of the open page (its docs sidebar, path, docs version
// and sidebar name) given to `@theme/Navbar` (./classic/Navbar.tsx) and its parts through
// `NavbarPagePropsContext`, as Docusaurus's navbar reads them from the page's hooks.
import NavbarComponent from './classic/Navbar.js';
import { NavbarPagePropsContext, type NavbarPageProps } from './navbarPageProps.js';

export default function Navbar(props: NavbarPageProps) {
  return (
    <NavbarPagePropsContext.Provider value={props}>
      <NavbarComponent />
    </NavbarPagePropsContext.Provider>
  );
}
