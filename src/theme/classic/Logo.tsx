// `@theme/Logo`: the site's logo and title linking to the logo's `href` (the home page unless the
// navbar's logo says otherwise), with the classes the caller gives (the navbar's brand).
import siteConfig from 'virtual:docs/site-config';
import { isExternalUrl, staticFileUrl } from '../../shared/paths.js';
import ThemedImage from '../docusaurus/ThemedImage.js';
import Link from '../Link.js';

export default function Logo({
  className,
  imageClassName,
  titleClassName,
  tabIndex,
}: {
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
  /** The link's (the hideable navbar's sidebar logo is out of the tab order: DocSidebar/Desktop). */
  tabIndex?: number;
}) {
  const { logo, title } = siteConfig.navbar;
  const href = logo?.href ?? '/';
  // A full URL to another site opens in a new tab unless the logo names a target (Docusaurus's rule).
  const target = logo?.target ?? (isExternalUrl(href) ? '_blank' : undefined);
  const linkProps = {
    ...(target ? { target } : {}),
    ...(tabIndex !== undefined ? { tabIndex } : {}),
  };
  // This generator's own sites: a logo of its own for dark mode (`srcDark`): both images, CSS
  // showing the current mode's (styles.css).
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img
      key={mode}
      src={staticFileUrl(src, siteConfig.baseUrl)}
      alt={logo!.alt}
      // Docusaurus writes only the sizes the config gives, so a site's CSS sizes the logo; this
      // generator's own sites get 32 × 32 (no layout shift while the image loads).
      width={logo!.width ?? (__DOCS_DOCUSAURUS_METADATA__ ? undefined : '32')}
      height={logo!.height ?? (__DOCS_DOCUSAURUS_METADATA__ ? undefined : '32')}
      className={
        [mode && `themed-image themed-image--${mode}`, logo!.className].filter(Boolean).join(' ') ||
        undefined
      }
    />
  );
  // On a Docusaurus site, Docusaurus's `@theme/ThemedImage`, with or without `srcDark`: both
  // modes' images in the server's HTML, only the current mode's once hydrated; in a `div` only
  // when the caller gives its class (the navbar's, not the hideable navbar's sidebar logo).
  if (__DOCS_DOCUSAURUS_METADATA__ && logo) {
    const themed = (
      <ThemedImage
        sources={{
          light: staticFileUrl(logo.src, siteConfig.baseUrl),
          dark: staticFileUrl(logo.srcDark ?? logo.src, siteConfig.baseUrl),
        }}
        alt={logo.alt}
        {...(logo.className ? { className: logo.className } : {})}
        {...(logo.width !== undefined ? { width: logo.width } : {})}
        {...(logo.height !== undefined ? { height: logo.height } : {})}
      />
    );
    return (
      <Link href={href} className={className} noViewportPrefetch {...linkProps}>
        {imageClassName ? <div className={imageClassName}>{themed}</div> : themed}
        {title && <b className={titleClassName}>{title}</b>}
      </Link>
    );
  }
  return (
    <Link href={href} className={className} noViewportPrefetch {...linkProps}>
      {logo && (
        <div className={imageClassName}>
          {logo.srcDark && logo.srcDark !== logo.src
            ? [image(logo.src, 'light'), image(logo.srcDark, 'dark')]
            : image(logo.src)}
        </div>
      )}
      {title && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
