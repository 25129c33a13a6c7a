// `@theme/ColorModeToggle`: the colour-mode switch, with Docusaurus 3.8's props: `value` and
// `onChange` (the reader's choice and its setter; the page's own when not given),
// `respectPrefersColorScheme` (the site's colorMode option when not given), `className` and
// `buttonClassName`. Following the system's colour, it cycles system → light → dark → system and
// shows the system icon while the choice is the system's; otherwise light ⇄ dark.
import { useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import IconDarkMode from './Icon/DarkMode.js';
import IconLightMode from './Icon/LightMode.js';
import IconSystemColorMode from './Icon/SystemColorMode.js';
import { translateTheme } from '../translate.js';
import { useColorMode, type ColorModeChoice } from '../useColorMode.js';

/** The choice after `choice` (Docusaurus's order; two values without the system's). */
export function nextColorModeChoice(choice: ColorModeChoice, threeWay: boolean): ColorModeChoice {
  if (!threeWay) return choice === 'dark' ? 'light' : 'dark';
  return choice === null ? 'light' : choice === 'light' ? 'dark' : null;
}

function modeLabel(choice: ColorModeChoice): string {
  const name = choice ?? 'system';
  return translateTheme(`theme.colorToggle.ariaLabel.mode.${name}`, `${name} mode`);
}

export default function ColorModeToggle({
  className,
  buttonClassName,
  value,
  onChange,
  respectPrefersColorScheme,
}: {
  className?: string;
  buttonClassName?: string;
  value?: ColorModeChoice;
  onChange?: (choice: ColorModeChoice) => void;
  respectPrefersColorScheme?: boolean;
}) {
  const own = useColorMode();
  const threeWay = respectPrefersColorScheme ?? siteConfig.colorMode.respectPrefersColorScheme;
  const choice = value !== undefined ? value : own.colorModeChoice;
  // Without the system's colour, the choice is always a mode (the one in use until hydration).
  const shown = threeWay ? choice : (choice ?? own.colorMode);
  const setChoice = onChange ?? own.setColorMode;
  // Disabled until hydration: a click before then would be lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const label = modeLabel(shown);
  return (
    <button
      type="button"
      className={[
        // Docusaurus's CSS-module classes' local names on a Docusaurus site (../DocRoot/Layout.tsx).
        __DOCS_DOCUSAURUS_METADATA__
          ? hydrated
            ? 'clean-btn color-mode-toggle toggleButton_dv'
            : 'clean-btn color-mode-toggle toggleButton_dv toggleButtonDisabled_dv'
          : 'clean-btn color-mode-toggle',
        className,
        buttonClassName,
      ]
        .filter(Boolean)
        .join(' ')}
      title={label}
      disabled={!hydrated}
      aria-label={translateTheme(
        'theme.colorToggle.ariaLabel',
        'Switch between dark and light mode (currently {mode})',
        { mode: label },
      )}
      aria-live="polite"
      onClick={() => setChoice(nextColorModeChoice(shown, threeWay))}
    >
      {shown === null ? (
        <IconSystemColorMode />
      ) : shown === 'dark' ? (
        <IconDarkMode />
      ) : (
        <IconLightMode />
      )}
    </button>
  );
}
