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
  const ariaLabel = translateTheme(
    'theme.colorToggle.ariaLabel',
    'Switch between dark and light mode (currently {mode})',
    { mode: label },
  );
  const onClick = () => setChoice(nextColorModeChoice(shown, threeWay));
  // A Docusaurus site's button (both of its releases' markups below): its CSS-module classes.
  const docusaurusButtonClass = () =>
    ['clean-btn toggleButton_dv', !hydrated && 'toggleButtonDisabled_dv', buttonClassName]
      .filter(Boolean)
      .join(' ');
  if (__DOCS_DOCUSAURUS_METADATA__ && __DOCS_TWO_STATE_COLOR_TOGGLE__) {
    // A site written for Docusaurus before 3.8: its toggle's markup then, two states (light ⇄
    // dark, the system's colour or not) and two icons, the one of the mode in use shown by
    // <html data-theme>.
    const mode = value ?? own.colorMode;
    const title = translateTheme(
      'theme.colorToggle.ariaLabel',
      'Switch between dark and light mode (currently {mode})',
      { mode: modeLabel(mode) },
    );
    return (
      <div className={['toggle_dv', className].filter(Boolean).join(' ')}>
        <button
          className={docusaurusButtonClass()}
          type="button"
          onClick={() => setChoice(mode === 'dark' ? 'light' : 'dark')}
          disabled={!hydrated}
          title={title}
          aria-label={title}
          aria-live="polite"
          aria-pressed={mode === 'dark' ? 'true' : 'false'}
        >
          <IconLightMode width={24} height={24} className="lightToggleIcon_dv" />
          <IconDarkMode width={24} height={24} className="darkToggleIcon_dv" />
        </button>
      </div>
    );
  }
  if (__DOCS_DOCUSAURUS_METADATA__) {
    // A Docusaurus site: its markup, with its CSS-module classes' local names (`<local>_dv`, as
    // ../DocRoot/Layout.tsx): a wrapper, the button, and all three icons, the one shown picked by
    // <html data-theme-choice> (set before first paint), so the right one shows before hydration.
    const icon = (kind: string) => ({
      'aria-hidden': true,
      width: 24,
      height: 24,
      className: `toggleIcon_dv ${kind}ToggleIcon_dv`,
    });
    return (
      <div className={['toggle_dv', className].filter(Boolean).join(' ')}>
        <button
          className={docusaurusButtonClass()}
          type="button"
          onClick={onClick}
          disabled={!hydrated}
          title={label}
          aria-label={ariaLabel}
        >
          <IconLightMode {...icon('light')} />
          <IconDarkMode {...icon('dark')} />
          <IconSystemColorMode {...icon('system')} />
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={['clean-btn color-mode-toggle', className, buttonClassName]
        .filter(Boolean)
        .join(' ')}
      title={label}
      disabled={!hydrated}
      aria-label={ariaLabel}
      aria-live="polite"
      onClick={onClick}
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
