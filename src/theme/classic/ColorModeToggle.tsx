// `@theme/ColorModeToggle`: the light ⇄ dark switch, with Docusaurus's props: `value` and
// `onChange` (the colour mode and its setter; the page's own when not given), `className` and
// `buttonClassName` added to the button's classes.
import { useEffect, useState } from 'react';
import IconDarkMode from './Icon/DarkMode.js';
import IconLightMode from './Icon/LightMode.js';
import type { ColorMode } from '../../shared/types.js';
import { useColorMode } from '../useColorMode.js';

export default function ColorModeToggle({
  className,
  buttonClassName,
  value,
  onChange,
}: {
  className?: string;
  buttonClassName?: string;
  value?: ColorMode | null;
  onChange?: (mode: ColorMode) => void;
  respectPrefersColorScheme?: boolean;
}) {
  const own = useColorMode();
  const colorMode = value ?? own.colorMode;
  const setColorMode = onChange ?? own.setColorMode;
  const next = colorMode === 'dark' ? 'light' : 'dark';
  // Disabled until hydration: a click before then would be lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button
      type="button"
      className={['clean-btn color-mode-toggle', className, buttonClassName]
        .filter(Boolean)
        .join(' ')}
      title={`${colorMode} mode`}
      disabled={!hydrated}
      aria-label={`Switch between dark and light mode (currently ${colorMode} mode)`}
      aria-live="polite"
      onClick={() => setColorMode(next)}
    >
      {colorMode === 'dark' ? <IconDarkMode /> : <IconLightMode />}
    </button>
  );
}
