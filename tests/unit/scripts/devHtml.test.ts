// The dev server's page HTML through Vite's transform (scripts/start.ts): Vite writes the base URL
// in front of every root-absolute href/src it reads; a page under a base URL other than `/` (a
// `start --locale fr` site, a site's baseUrl) must keep its own URLs once prefixed, its app as rendered.
import { describe, expect, it } from 'vitest';
import { transformDevHtml } from '../../../scripts/start.js';

/** What Vite's dev HTML hook does to URLs (node_modules/vite: processNodeUrl), plus its client script. */
const viteLike = (base: string) => async (html: string) =>
  html
    .replace(
      /(\s(?:href|src)=")(\/[^/"][^"]*)"/g,
      (_, attr, url: string) => `${attr}${base}${url.slice(1)}"`,
    )
    .replace('<head>', `<head><script type="module" src="${base}@vite/client"></script>`);

const page = (base: string, app: string) =>
  `<!DOCTYPE html><html><head><link rel="icon" href="${base}img/lantern.svg"><link rel="stylesheet" href="https://cdn.example.com/x.css"><script type="module" src="/@fs/entry.tsx"></script></head><body><div id="__docusaurus">${app}</div></body></html>`;

describe('transformDevHtml', () => {
  const app = '<article><img src="/fr/img/wick.png"><p>$& $1 stays</p></article>';

  it('keeps the head URLs under the base URL prefixed once and the app as rendered', async () => {
    const out = await transformDevHtml(page('/fr/', app), app, '/fr/', viteLike('/fr/'));
    expect(out).toContain('href="/fr/img/lantern.svg"');
    expect(out).not.toContain('/fr/fr/');
    expect(out).toContain('src="/fr/@fs/entry.tsx"'); // the entry as Vite serves its modules
    expect(out).toContain('src="/fr/@vite/client"');
    expect(out).toContain('href="https://cdn.example.com/x.css"');
    expect(out).toContain(`<div id="__docusaurus">${app}</div>`);
  });

  it('passes a site at the root through as Vite gives it, the app untouched', async () => {
    const out = await transformDevHtml(page('/', app), app, '/', viteLike('/'));
    expect(out).toContain('href="/img/lantern.svg"');
    expect(out).toContain('src="/@vite/client"');
    expect(out).toContain(`<div id="__docusaurus">${app}</div>`);
  });
});
