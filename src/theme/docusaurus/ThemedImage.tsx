// `@theme/ThemedImage`: one image for the light colour mode and one for the dark. Both are in the
// server's HTML (the mode is known only in the browser) and CSS shows the one of the current mode
// (`.themed-image--light`/`--dark`, styles.css); after hydration only that one is rendered.
import type { ImgHTMLAttributes } from 'react';
import { useColorMode } from '../useColorMode.js';
import useIsBrowser from './useIsBrowser.js';

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
          className={`themed-image themed-image--${mode}${className ? ` ${className}` : ''}`}
          {...rest}
        />
      ))}
    </>
  );
}
