// The inline script that applies the stored colour mode before first paint (no flash), built from
// the config and the same storage key the runtime toggle uses.
import { createHash } from 'node:crypto';
import { THEME_STORAGE_KEY } from '../../src/shared/constants.js';
import type { SiteConfig } from '../../src/shared/types.js';

/**
 * As Docusaurus 3.8's: the mode from `?docusaurus-theme=dark`, else the stored choice, else the
 * system's (respectPrefersColorScheme) or the default; `data-theme-choice` is the choice, "system"
 * when none is stored and the system's colour is followed.
 */
/**
 * The inline scripts' read of a theme preference: `localStorage.getItem("theme")`, or in the
 * site's storage (a Docusaurus site's `storage`: its type, its namespace on the key).
 */
export function storedItem(storage: SiteConfig['storage'] | undefined, key: string): string {
  const area = storage?.type === 'sessionStorage' ? 'sessionStorage' : 'localStorage';
  return `${area}.getItem(${JSON.stringify(key + (storage?.namespace ?? ''))})`;
}

export function colorModeScript(
  colorMode: SiteConfig['colorMode'],
  storage?: SiteConfig['storage'],
): string {
  const d = JSON.stringify(colorMode.defaultMode);
  const fallback = colorMode.respectPrefersColorScheme
    ? `m=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';c='system'`
    : `m=c=${d}`;
  return `(function(){var m=null,c;function v(t){return t==='dark'||t==='light'?t:null}try{m=v(new URLSearchParams(location.search).get('docusaurus-theme'))}catch(e){}try{m=m||v(${storedItem(storage, THEME_STORAGE_KEY)})}catch(e){}if(m)c=m;else{${fallback}}var r=document.documentElement;r.setAttribute('data-theme',m);r.setAttribute('data-theme-choice',c);r.style.colorScheme=m})();`;
}

/** The CSP hash of an inline script (`'sha256-…'`). */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}
