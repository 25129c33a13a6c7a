// `@theme/Navbar/Logo`: the navbar's brand: `@theme/Logo` with the navbar's classes.
import Logo from '../Logo.js';

export default function NavbarLogo() {
  return (
    <Logo
      className="navbar__brand"
      imageClassName="navbar__logo"
      titleClassName="navbar__title text--truncate"
    />
  );
}
