// `@theme/DocBreadcrumbs/Items/Home`: the breadcrumbs' first item, a house linking to the home page
// (drawn when the site has one).
import Link from '../../../Link.js';
import { translateTheme } from '../../../translate.js';
import IconHome from '../../Icon/Home.js';

export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs__item">
      <Link
        href="/"
        aria-label={translateTheme('theme.docs.breadcrumbs.home', 'Home page')}
        className="breadcrumbs__link"
        noViewportPrefetch
      >
        <IconHome className="breadcrumbHomeIcon_dv" />
      </Link>
    </li>
  );
}
