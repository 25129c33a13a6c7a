// `@theme/NavbarItem/DefaultNavbarItem/Mobile`: a link of the slide-in menu (`menu__link` in an
// `menu__list-item`).
import DefaultNavbarLink, { type DefaultNavbarItemProps } from '../../../navbarDefaultLink.js';

export default function DefaultNavbarItemMobile(props: DefaultNavbarItemProps) {
  return <DefaultNavbarLink {...props} mobile />;
}
