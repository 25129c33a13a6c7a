// `@theme/ThemedImage`: one image for the light colour mode and one for the dark. Both are in the
// server's HTML (the mode is known only in the browser) and CSS shows the one of the current mode
// (`.themed-image--light`/`--dark`, styles.css; on a Docusaurus site, Docusaurus's classes:
// ../classicLook.css); after hydration only that one is rendered, as in Docusaurus.
import type { ImgHTMLAttributes } from 'react';
import { useColorMode } from '../useColorMode.js';
import useIsBrowser from './useIsBrowser.js';

/**
 * An image's classes: on a Docusaurus site, the caller's, then the local names of Docusaurus's
 * ThemedComponent classes (`themedComponent_dv themedComponent--light_dv`: ../classicLook.css),
 * as Docusaurus orders them; on this generator's own sites, `themed-image` ones first.
 */
const classesOf = (mode: 'light' | 'dark', className: string | undefined): string =>
  __DOCS_DOCUSAURUS_METADATA__
    ? `${className ? `${className} ` : ''}themedComponent_dv themedComponent--${mode}_dv`
    : `themed-image themed-image--${mode}${className ? ` ${className}` : ''}`;

export default function ThemedImage({
  sources,
  className,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modes = isBrowser ? [colorMode] : (['light', 'dark'] as const);
  return (
    <>
      {modes.map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={classesOf(mode, className)}
          {...rest}
        />
      ))}
    </>
  );
}
