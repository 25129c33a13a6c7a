// The dev server on tests/fixtures/sites/server-defines: a plugin's configureWebpack DefinePlugin
// values by `isServer`, each where webpack's dev server puts them: the server's render (the HTML
// the dev server sends) has the `isServer: true` call's, the browser's code the client call's, and
// a key only the client call defines is not defined on the server. In the build:
// tests/unit/plugins/lifecycle/serverDefinesBuild.test.ts.
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('server-defines', 'e2e-dev-server-defines');

describe('configureWebpack defines in the dev server', { timeout: 180_000 }, () => {
  it("gives the server's render the server call's values and the browser the client's", async () => {
    const html = await (await fetch(site.origin + '/')).text();
    expect(/<p id="render">([^<]*)<\/p>/.exec(html)?.[1]).toBe('true tide-on-server no-client-key');
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(site.origin + '/', { timeout: 60_000 });
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('#browser').innerText())
      .toBe('false tide-in-browser tide-client-key');
    // The server's text is kept by the hydration.
    expect(await page.locator('#render').innerText()).toBe('true tide-on-server no-client-key');
  });
});
