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
export function colorModeScript(
  colorMode: SiteConfig['colorMode'],
  storage?: SiteConfig['storage'],
): string {
  // The site's storage (a Docusaurus site's `storage`): its type, and its namespace on the key.
  const k = JSON.stringify(THEME_STORAGE_KEY + (storage?.namespace ?? ''));
  const area = storage?.type === 'sessionStorage' ? 'sessionStorage' : 'localStorage';
  const d = JSON.stringify(colorMode.defaultMode);
  const fallback = colorMode.respectPrefersColorScheme
    ? `m=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';c='system'`
    : `m=c=${d}`;
  return `(function(){var m=null,c;function v(t){return t==='dark'||t==='light'?t:null}try{m=v(new URLSearchParams(location.search).get('docusaurus-theme'))}catch(e){}try{m=m||v(${area}.getItem(${k}))}catch(e){}if(m)c=m;else{${fallback}}var r=document.documentElement;r.setAttribute('data-theme',m);r.setAttribute('data-theme-choice',c);r.style.colorScheme=m})();`;
}

/** The CSP hash of an inline script (`'sha256-…'`). */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}
