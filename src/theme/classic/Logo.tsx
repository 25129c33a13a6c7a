// `@theme/Logo`: the site's logo and title linking to the logo's `href` (the home page unless the
// navbar's logo says otherwise), with the classes the caller gives (the navbar's brand).
import siteConfig from 'virtual:docs/site-config';
import { isExternalUrl, staticFileUrl } from '../../shared/paths.js';
import Link from '../Link.js';

export default function Logo({
  className,
  imageClassName,
  titleClassName,
}: {
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
}) {
  const { logo, title } = siteConfig.navbar;
  const href = logo?.href ?? '/';
  // A full URL to another site opens in a new tab unless the logo names a target (Docusaurus's rule).
  const target = logo?.target ?? (isExternalUrl(href) ? '_blank' : undefined);
  return (
    <Link href={href} className={className} noViewportPrefetch {...(target ? { target } : {})}>
      {logo && (
        <div className={imageClassName}>
          <img
            src={staticFileUrl(logo.src, siteConfig.baseUrl)}
            alt={logo.alt}
            width={logo.width ?? '32'}
            height={logo.height ?? '32'}
            {...(logo.className ? { className: logo.className } : {})}
          />
        </div>
      )}
      {title && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
