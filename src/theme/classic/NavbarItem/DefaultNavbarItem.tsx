// `@theme/NavbarItem/DefaultNavbarItem`: a navbar link (`label`, `to` or `href`, `className`, the
// link's other keys as attributes), drawn by its `Desktop` half in the bar and `Mobile` in the menu.
import DefaultNavbarItemDesktop from './DefaultNavbarItem/Desktop.js';
import DefaultNavbarItemMobile from './DefaultNavbarItem/Mobile.js';
import type { DefaultNavbarItemProps } from '../../navbarDefaultLink.js';

export type Props = DefaultNavbarItemProps & { mobile?: boolean; position?: 'left' | 'right' };

export default function DefaultNavbarItem({
  mobile = false,
  position: _position,
  ...props
}: Props) {
  const Comp = mobile ? DefaultNavbarItemMobile : DefaultNavbarItemDesktop;
  return (
    <Comp
      {...props}
      activeClassName={
        props.activeClassName ?? (mobile ? 'menu__link--active' : 'navbar__link--active')
      }
    />
  );
}
