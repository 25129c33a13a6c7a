// `@theme/NavbarItem/HtmlNavbarItem`: an item of `type: 'html'`, its `value` as it is (in a <div>
// in the bar, an <li> in the slide-in menu or a dropdown's list).
import HtmlItem from '../../NavbarHtmlItem.js';

export interface Props {
  value: string;
  className?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
}

export default function HtmlNavbarItem({
  value,
  className,
  mobile = false,
  isDropdownItem = false,
}: Props) {
  return (
    <HtmlItem
      item={{ value, ...(className !== undefined ? { className } : {}) }}
      {...(mobile
        ? { className: 'menu__list-item' }
        : isDropdownItem
          ? {}
          : { className: 'navbar__item' })}
    />
  );
}
