// An inline script for the home page: if the client bundle never ran (typically because the site
// is served under a different path than its baseUrl, so every asset 404s), it shows a banner
// explaining the baseUrl setting.
import { escapeHtml } from './htmlTemplate.js';

export const BASE_URL_BANNER_ID = '__docs-base-url-issue-banner-container';
/** Set by the client entry as soon as it runs. */
export const CLIENT_LOADED_FLAG = '__docsClientLoaded';

export function baseUrlBannerScript(baseUrl: string): string {
  const html = [
    `<div style="border:3px solid #fa383e;padding:1rem;margin:1rem;font-family:system-ui,sans-serif;background:#fff;color:#1c1e21">`,
    `<p style="font-weight:700;font-size:1.2rem">Your site did not load properly.</p>`,
    `<p>A very common reason is a wrong site baseUrl configuration.</p>`,
    `<p>Current configured baseUrl = <span style="font-weight:700">${escapeHtml(baseUrl)}</span>${baseUrl === '/' ? ' (default value)' : ''}</p>`,
    `<p>We suggest trying baseUrl = <span style="font-weight:700" id="${BASE_URL_BANNER_ID}-suggestion"></span></p>`,
    `</div>`,
  ].join('');
  return `document.addEventListener('DOMContentLoaded',function(){if(window.${CLIENT_LOADED_FLAG})return;var c=document.createElement('div');c.id=${JSON.stringify(BASE_URL_BANNER_ID)};c.innerHTML=${JSON.stringify(html)};document.body.prepend(c);var p=location.pathname;c.querySelector('#${BASE_URL_BANNER_ID}-suggestion').textContent=p.substr(-1)==='/'?p:p+'/'});`;
}
