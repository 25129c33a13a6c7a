// `@theme/MDXComponents/Img`: a Markdown image. Its own file, so that `swizzle` ejects it alone.
import type { ComponentProps } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { withBaseUrl } from '../../../shared/paths.js';
import { renderStatically } from '../islands.js';

/**
 * A file of the bundle (a Markdown image the compile imported) is already under the bundle's base
 * URL, which is the site's, not the locale's, when locales share the bundle: it is kept as it is.
 */
const BUNDLE_ASSETS = import.meta.env.BASE_URL + 'assets/';

export default function Img(props: ComponentProps<'img'>) {
  const src =
    typeof props.src === 'string' &&
    props.src.startsWith('/') &&
    !props.src.startsWith(BUNDLE_ASSETS)
      ? withBaseUrl(props.src, siteConfig.baseUrl)
      : props.src;
  // Docusaurus's Img adds its CSS module's `img` class after the image's own (a site's CSS may
  // find it as `[class*='img_']`); a site of ours has no such class.
  if (!__DOCS_DOCUSAURUS_METADATA__)
    return <img loading="lazy" decoding="async" {...props} src={src} />;
  const className = [props.className, 'img_dv'].filter(Boolean).join(' ');
  return <img loading="lazy" decoding="async" {...props} src={src} className={className} />;
}
// No behaviour of its own: static in MDX content (../islands.tsx); a site's override is an island.
renderStatically(Img);
