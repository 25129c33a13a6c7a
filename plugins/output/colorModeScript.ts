// The inline script that applies the stored colour mode before first paint (no flash), built from
// the config and the same storage key the runtime toggle uses.
import { createHash } from 'node:crypto';
import { THEME_STORAGE_KEY } from '../../src/shared/constants.js';
import type { SiteConfig } from '../../src/shared/types.js';

export function colorModeScript(colorMode: SiteConfig['colorMode']): string {
  const k = JSON.stringify(THEME_STORAGE_KEY);
  const d = JSON.stringify(colorMode.defaultMode);
  const system = colorMode.respectPrefersColorScheme
    ? `if(!m&&window.matchMedia('(prefers-color-scheme: dark)').matches)m='dark';`
    : '';
  return `(function(){var m=null;try{var t=localStorage.getItem(${k});if(t==='dark'||t==='light')m=t}catch(e){}${system}m=m||${d};var r=document.documentElement;r.setAttribute('data-theme',m);r.style.colorScheme=m})();`;
}

/** The CSP hash of an inline script (`'sha256-…'`). */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}
