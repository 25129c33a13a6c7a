// An inline script for the home page: if the client bundle never ran (typically because the site
// is served under a different path than its baseUrl, so every asset 404s), it shows a banner
// explaining the baseUrl setting. A Docusaurus site gets Docusaurus 3.8's banner (its ids and
// text, shown when `window.docusaurus` is missing), unless its config sets
// `baseUrlIssueBanner: false`.
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

/** The container Docusaurus's banner script adds, hidden by its stylesheet (src/theme/classicLook.css). */
export const DOCUSAURUS_BANNER_CONTAINER_ID = '__docusaurus-base-url-issue-banner-container';
const DOCUSAURUS_BANNER_ID = '__docusaurus-base-url-issue-banner';
const DOCUSAURUS_SUGGESTION_ID = '__docusaurus-base-url-issue-banner-suggestion-container';

/** The banner's HTML as Docusaurus 3.8.1 writes it (its text and inline styles). */
function docusaurusBannerHtml(baseUrl: string): string {
  const bold = 'font-weight: bold;';
  const lines = [
    `<div id="${DOCUSAURUS_BANNER_ID}" style="border: thick solid red; background-color: rgb(255, 230, 179); margin: 20px; padding: 20px; font-size: 20px;">`,
    `   <p style="${bold} font-size: 30px;">Your Docusaurus site did not load properly.</p>`,
    `   <p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="${bold}">baseUrl configuration</a>.</p>`,
    `   <p>Current configured baseUrl = <span style="${bold} color: red;">${escapeHtml(baseUrl)}</span> ${baseUrl === '/' ? ' (default value)' : ''}</p>`,
    `   <p>We suggest trying baseUrl = <span id="${DOCUSAURUS_SUGGESTION_ID}" style="${bold} color: green;"></span></p>`,
    `</div>`,
  ];
  return `\n${lines.join('\n')}\n`;
}

/** Docusaurus's banner script: the banner, before the body's first child, once the page is parsed. */
export function docusaurusBaseUrlBannerScript(baseUrl: string): string {
  // `<` escaped: the HTML is in a script element.
  const html = JSON.stringify(docusaurusBannerHtml(baseUrl)).replace(/</g, '\\u003c');
  return (
    `document.addEventListener('DOMContentLoaded',function(){if(window.docusaurus!==undefined)return;` +
    `var c=document.createElement('div');c.id=${JSON.stringify(DOCUSAURUS_BANNER_CONTAINER_ID)};c.innerHTML=${html};` +
    `document.body.prepend(c);var p=window.location.pathname;` +
    `document.getElementById(${JSON.stringify(DOCUSAURUS_SUGGESTION_ID)}).textContent=p.substr(-1)==='/'?p:p+'/'});`
  );
}

/**
 * The home page's banner script of a site: this generator's own, or on a Docusaurus site
 * (`docusaurus`: its config's `baseUrlIssueBanner`, true unless it says false) Docusaurus's or none.
 */
export function siteBaseUrlBannerScript(
  baseUrl: string,
  docusaurus?: { baseUrlIssueBanner: boolean },
): string | undefined {
  if (!docusaurus) return baseUrlBannerScript(baseUrl);
  return docusaurus.baseUrlIssueBanner ? docusaurusBaseUrlBannerScript(baseUrl) : undefined;
}
