// What a right-to-left locale's pages need of its flipped stylesheets (rtlStylesheets.ts makes
// them): their names, whether a locale is right to left, the page's script. Apart from
// rtlStylesheets.ts so that the pre-render's stage loads neither PostCSS nor rtlcss (about 30 ms
// of CPU), which a rebuild that reuses the bundle never runs (issue 37).
import type { SiteConfig } from '../../src/shared/types.js';

/** The flipped copy's name of a built stylesheet. */
export const rtlStylesheetFile = (file: string): string => file.replace(/\.css$/, '.rtl.css');

/** Whether any of a site's locales is written right to left. */
export function hasRtlLocale(i18n: SiteConfig['i18n']): boolean {
  return !!i18n && i18n.locales.some((l) => i18n.localeConfigs[l]?.direction === 'rtl');
}

/**
 * An RTL page's inline script: the stylesheets a chunk brings when the reader navigates (Vite's
 * preload helper adds `<link rel="stylesheet">` with the file's absolute URL) load as their flipped
 * copies. Only the bundle's files (under `assetsBase` + `assets/`, on the page's origin) are
 * renamed; their links read back the bundle's own names, so that the helper, which looks for a
 * stylesheet already on the page by its URL, adds none twice.
 */
export function rtlStylesheetScript(assetsBase: string): string {
  const prefix = JSON.stringify(assetsBase + 'assets/');
  return (
    `(function(){var p=HTMLLinkElement.prototype,d=Object.getOwnPropertyDescriptor(p,"href");` +
    `function b(l,h){if(l.rel!=="stylesheet")return;var u=new URL(h,document.baseURI);` +
    `return u.origin===location.origin&&u.pathname.indexOf(${prefix})===0?u:void 0}` +
    `Object.defineProperty(p,"href",{configurable:true,enumerable:d.enumerable,` +
    `get:function(){var h=d.get.call(this),u=h&&b(this,h);` +
    `if(u&&/\\.rtl\\.css$/.test(u.pathname)){u.pathname=u.pathname.replace(/\\.rtl\\.css$/,".css");return u.href}return h},` +
    `set:function(v){var s=String(v),u=b(this,s);` +
    `if(u&&/\\.css$/.test(u.pathname)&&!/\\.rtl\\.css$/.test(u.pathname)){u.pathname=u.pathname.replace(/\\.css$/,".rtl.css");s=u.href}` +
    `d.set.call(this,s)}})})();`
  );
}

/** Whether the locale a site is built for is written right to left. */
export function isRtlLocale(i18n: SiteConfig['i18n']): boolean {
  return !!i18n && i18n.localeConfigs[i18n.currentLocale]?.direction === 'rtl';
}
