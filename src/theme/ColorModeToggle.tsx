// The light ⇄ dark switch.
import { useEffect, useState } from 'react';
import IconDarkMode from './classic/Icon/DarkMode.js';
import IconLightMode from './classic/Icon/LightMode.js';
import { useColorMode } from './useColorMode.js';

export default function ColorModeToggle() {
  const { colorMode, setColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  // Disabled until hydration: a click before then would be lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button
      type="button"
      className="clean-btn color-mode-toggle"
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
