// `@theme/NavbarItem/DefaultNavbarItem/Desktop`: a link of the bar (`navbar__item navbar__link`),
// or of a dropdown's list (`isDropdownItem`: `dropdown__link` in an <li>).
import DefaultNavbarLink, { type DefaultNavbarItemProps } from '../../../navbarDefaultLink.js';

export default function DefaultNavbarItemDesktop(props: DefaultNavbarItemProps) {
  return <DefaultNavbarLink {...props} mobile={false} />;
}
