// `@theme/Navbar/Logo`: the navbar's brand, the logo and the site's title linking to the home page.
import siteConfig from 'virtual:docs/site-config';
import { isExternalUrl, staticFileUrl } from '../../../shared/paths.js';
import Link from '../../Link.js';

export default function NavbarLogo() {
  const { logo, title } = siteConfig.navbar;
  const href = logo?.href ?? '/';
  // A full URL to another site opens in a new tab unless the logo names a target (Docusaurus's rule).
  const target = logo?.target ?? (isExternalUrl(href) ? '_blank' : undefined);
  return (
    <Link href={href} className="navbar__brand" noViewportPrefetch {...(target ? { target } : {})}>
      {logo && (
        <div className="navbar__logo">
          <img
            src={staticFileUrl(logo.src, siteConfig.baseUrl)}
            alt={logo.alt}
            width={logo.width ?? '32'}
            height={logo.height ?? '32'}
            {...(logo.className ? { className: logo.className } : {})}
          />
        </div>
      )}
      {title && <b className="navbar__title text--truncate">{title}</b>}
    </Link>
  );
}
