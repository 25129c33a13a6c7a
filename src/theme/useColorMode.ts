// Colour mode: the site's default (or the system's, with colorMode.respectPrefersColorScheme)
// until the reader chooses one; the choice kept under THEME_STORAGE_KEY and synced across tabs.
// As in Docusaurus 3.8, the choice may be `null` ("system": no stored value), shown on <html> as
// data-theme-choice="system"; the colour in use is data-theme.
import { useCallback, useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { THEME_STORAGE_KEY } from '../shared/constants.js';
import type { ColorMode } from '../shared/types.js';
import { safeStorage, storageKey } from '../client/storage.js';

/** The reader's choice: a mode, or `null` for the system's (or the site default's). */
export type ColorModeChoice = ColorMode | null;

const SYSTEM = 'system';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const asMode = (v: string | null | undefined): ColorMode | undefined =>
  v === 'dark' || v === 'light' ? v : undefined;

function systemOrDefault(): ColorMode {
  const { respectPrefersColorScheme, defaultMode } = siteConfig.colorMode;
  if (respectPrefersColorScheme && typeof window !== 'undefined' && window.matchMedia)
    return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  return defaultMode;
}

function read(): { mode: ColorMode; choice: ColorModeChoice } {
  const root = document.documentElement;
  const mode = asMode(root.getAttribute('data-theme')) ?? siteConfig.colorMode.defaultMode;
  const attr = root.getAttribute('data-theme-choice');
  return { mode, choice: attr === null ? mode : (asMode(attr) ?? null) };
}

function apply(mode: ColorMode, choice: ColorModeChoice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', choice ?? SYSTEM);
  root.style.colorScheme = mode;
}

export function useColorMode(): {
  colorMode: ColorMode;
  colorModeChoice: ColorModeChoice;
  setColorMode: (m: ColorModeChoice) => void;
} {
  // The server renders the default; the inline script has already applied the stored mode,
  // so the first client render reads it after hydration.
  const [state, setState] = useState<{ mode: ColorMode; choice: ColorModeChoice }>({
    mode: siteConfig.colorMode.defaultMode,
    choice: null,
  });
  useEffect(() => {
    setState(read());
    const onStorage = (e: StorageEvent) => {
      if (e.key !== storageKey(THEME_STORAGE_KEY)) return;
      const choice = asMode(e.newValue) ?? null;
      const mode = choice ?? systemOrDefault();
      apply(mode, choice);
      setState({ mode, choice });
    };
    const onLocal = () => setState(read());
    window.addEventListener('storage', onStorage);
    window.addEventListener('docs:color-mode', onLocal);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('docs:color-mode', onLocal);
    };
  }, []);
  // With the system's colour followed, a change of it changes the page's (never stored).
  useEffect(() => {
    if (state.choice !== null || !siteConfig.colorMode.respectPrefersColorScheme) return;
    if (!window.matchMedia) return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      const mode: ColorMode = query.matches ? 'dark' : 'light';
      apply(mode, null);
      setState({ mode, choice: null });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [state.choice]);
  const setColorMode = useCallback((choice: ColorModeChoice) => {
    const mode = choice ?? systemOrDefault();
    apply(mode, choice);
    if (choice === null) safeStorage.remove(THEME_STORAGE_KEY);
    else safeStorage.set(THEME_STORAGE_KEY, choice);
    setState({ mode, choice });
    window.dispatchEvent(new Event('docs:color-mode'));
  }, []);
  return { colorMode: state.mode, colorModeChoice: state.choice, setColorMode };
}
