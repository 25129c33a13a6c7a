// Colour mode: light by default, the choice kept under THEME_STORAGE_KEY and synced across tabs.
import { useCallback, useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { THEME_STORAGE_KEY } from '../shared/constants.js';
import type { ColorMode } from '../shared/types.js';
import { safeStorage } from '../client/storage.js';

function readMode(): ColorMode {
  if (typeof document === 'undefined') return siteConfig.colorMode.defaultMode;
  const attr = document.documentElement.getAttribute('data-theme');
  return attr === 'dark' ? 'dark' : attr === 'light' ? 'light' : siteConfig.colorMode.defaultMode;
}

function apply(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.style.colorScheme = mode;
}

export function useColorMode(): { colorMode: ColorMode; setColorMode: (m: ColorMode) => void } {
  // The server renders the default; the inline script has already applied the stored mode,
  // so the first client render reads it after hydration.
  const [colorMode, setState] = useState<ColorMode>(siteConfig.colorMode.defaultMode);
  useEffect(() => {
    setState(readMode());
    const onStorage = (e: StorageEvent) => {
      if (e.key !== THEME_STORAGE_KEY) return;
      const next: ColorMode =
        e.newValue === 'dark' || e.newValue === 'light'
          ? e.newValue
          : siteConfig.colorMode.defaultMode;
      apply(next);
      setState(next);
    };
    const onLocal = () => setState(readMode());
    window.addEventListener('storage', onStorage);
    window.addEventListener('docs:color-mode', onLocal);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('docs:color-mode', onLocal);
    };
  }, []);
  const setColorMode = useCallback((m: ColorMode) => {
    apply(m);
    safeStorage.set(THEME_STORAGE_KEY, m);
    setState(m);
    window.dispatchEvent(new Event('docs:color-mode'));
  }, []);
  return { colorMode, setColorMode };
}
