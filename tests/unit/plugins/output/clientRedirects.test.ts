// @docusaurus/plugin-client-redirects: which redirects the options make, where their files go, and
// a fixture site whose output equals what Docusaurus 3.8.1 wrote for it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { scriptHash } from '../../../../plugins/output/colorModeScript.js';
import {
  REDIRECT_SCRIPT,
  collectRedirects,
  isRedirectTarget,
  planRedirects,
  redirectTargetUrl,
  redirectFilePath,
  redirectPage,
  type ClientRedirectsOptions,
} from '../../../../plugins/output/clientRedirects.js';
import { builtFixture } from '../../fixtureSite.js';

const options = (o: Partial<ClientRedirectsOptions>): ClientRedirectsOptions => ({
  redirects: [],
  fromExtensions: [],
  toExtensions: [],
  ...o,
});

describe('collectRedirects', () => {
  it('makes redirects from the list, the function and the extensions (none from a path that has one)', () => {
    const { redirects, errors } = collectRedirects(
      ['/', '/docs/a', '/docs/b/', '/legacy.html'],
      options({
        redirects: [{ from: ['/x', '/y'], to: '/docs/a' }],
        createRedirects: (p) => (p === '/docs/a' ? '/old/a' : undefined),
        fromExtensions: ['html', 'htm'],
        toExtensions: ['html'],
      }),
    );
    expect(errors).toEqual([]);
    expect(redirects).toEqual([
      { from: '/docs/a.html', to: '/docs/a' },
      { from: '/docs/a.htm', to: '/docs/a' },
      { from: '/docs/b.html/', to: '/docs/b/' },
      { from: '/docs/b.htm/', to: '/docs/b/' },
      { from: '/legacy', to: '/legacy.html' },
      { from: '/x', to: '/docs/a' },
      { from: '/y', to: '/docs/a' },
      { from: '/old/a', to: '/docs/a' },
    ]);
  });

  it('rejects extensions with a dot or a slash, and froms that are not paths', () => {
    const { errors } = collectRedirects(
      ['/a'],
      options({
        fromExtensions: ['.html'],
        toExtensions: ['a/b'],
        redirects: [{ from: 'old', to: '/a' }],
      }),
    );
    expect(errors).toEqual([
      'fromExtensions: ".html" contains a "." (write "html", not ".html")',
      'toExtensions: "a/b" contains a "/"',
      '{"from":"old","to":"/a"}: "from" must be a path of this site, starting with "/", without query or hash',
    ]);
  });
});

describe('planRedirects', () => {
  const plan = (o: Partial<ClientRedirectsOptions>, trailingSlash?: boolean) =>
    planRedirects({
      routePaths: ['/', '/docs/a', '/docs/b'],
      options: [options(o)],
      trailingSlash,
      baseUrl: '/base/',
      configFile: 'docusaurus.config.js',
    });

  it('writes one page per from, to the target under the base URL', () => {
    const { files, errors, warnings } = plan({
      redirects: [
        { from: '/old', to: '/docs/a#part' },
        { from: '/ext', to: 'https://example.org/x' },
      ],
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(files.map((f) => [f.file, f.redirect.to])).toEqual([
      ['old/index.html', '/docs/a#part'],
      ['ext/index.html', 'https://example.org/x'],
    ]);
    expect(files[0]!.content).toContain('<link rel="canonical" href="/base/docs/a#part" />');
    expect(files[1]!.content).toContain('url=https://example.org/x"');
  });

  it("writes the target as the plugin's normalizeUrl does: no slash before a hash or query", () => {
    // Docusaurus 3.7.0 wrote `to: '/guide/native/#restake'` as `/guide/native#restake` in the
    // redirect page (its meta refresh, canonical link and script alike).
    const { files, errors } = planRedirects({
      routePaths: ['/', '/docs/a/'],
      options: [
        options({
          redirects: [
            { from: '/old', to: '/docs/a/#part' },
            { from: '/query', to: '/docs/a/?x=1?y=2' },
            { from: '/bang', to: '/docs/a/#!route' },
          ],
        }),
      ],
      trailingSlash: undefined,
      baseUrl: '/base/',
      configFile: 'c.js',
    });
    expect(errors).toEqual([]);
    expect(files[0]!.content).toContain('url=/base/docs/a#part"');
    expect(files[0]!.content).toContain('<link rel="canonical" href="/base/docs/a#part" />');
    expect(files[0]!.content).toContain("window.location.href = '/base/docs/a#part'");
    expect(files[1]!.content).toContain('url=/base/docs/a?x=1&amp;y=2"');
    expect(files[2]!.content).toContain('url=/base/docs/a/#!route"');
    expect(redirectTargetUrl('//docs//a/', '/')).toBe('/docs/a/');
  });

  it('fails on a target that is no page, naming it', () => {
    const { errors, files } = plan({ redirects: [{ from: '/old', to: '/docs/missing' }] });
    expect(files).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe(
      'redirects to paths that are not pages of the site: /docs/missing',
    );
    expect(errors[0]!.file).toBe('docusaurus.config.js');
  });

  it('adds the trailing slash the site asks for before checking the target', () => {
    const { errors, files } = planRedirects({
      routePaths: ['/', '/docs/a/'],
      options: [options({ redirects: [{ from: '/old', to: '/docs/a' }] })],
      trailingSlash: true,
      baseUrl: '/',
      configFile: 'c.js',
    });
    expect(errors).toEqual([]);
    expect(files[0]!.content).toContain('href="/docs/a/"');
  });

  // typescript-eslint redirects /docs to /getting-started, whose page is /getting-started/:
  // the plugin accepts a target that differs from a page by its trailing slash only, unless
  // trailingSlash is set the other way.
  it('accepts a target that differs from a page by its trailing slash, as the plugin does', () => {
    const at = (trailingSlash: boolean | undefined, to: string, route: string) =>
      planRedirects({
        routePaths: ['/', route],
        options: [options({ redirects: [{ from: '/docs', to }] })],
        trailingSlash,
        baseUrl: '/',
        configFile: 'c.js',
      });
    const unset = at(undefined, '/getting-started', '/getting-started/');
    expect(unset.errors).toEqual([]);
    expect(unset.files.map((f) => f.file)).toEqual(['docs/index.html']);
    expect(unset.files[0]!.content).toContain('href="/getting-started"');
    expect(at(undefined, '/a/', '/a').errors).toEqual([]);
    expect(at(true, '/a', '/a').errors).toEqual([]);
    expect(at(false, '/a/', '/a/').errors).toEqual([]);
    // The plugin's rule on its own: a slash the setting forbids is no match.
    expect(isRedirectTarget('/a/', new Set(['/a']), false)).toBe(false);
    expect(isRedirectTarget('/a', new Set(['/a/']), true)).toBe(false);
    expect(at(undefined, '/b', '/a/').errors.map((e) => e.message)).toEqual([
      'redirects to paths that are not pages of the site: /b',
    ]);
  });

  it('skips, with a warning, a redirect from a page and a second redirect from one path', () => {
    const { files, warnings } = plan({
      redirects: [
        { from: '/docs/b', to: '/docs/a' },
        { from: '/old', to: '/docs/a' },
        { from: '/old', to: '/docs/b' },
      ],
    });
    expect(files.map((f) => f.redirect)).toEqual([{ from: '/old', to: '/docs/a' }]);
    expect(warnings.map((w) => w.message)).toEqual([
      'two redirects from /old (to /docs/a and to /docs/b): the first is kept',
      'the redirect from /docs/b to /docs/a is skipped: /docs/b is a page of the site',
    ]);
  });
});

describe('redirect files', () => {
  it('go in a folder of the old path, never beside a page file of that name', () => {
    expect(redirectFilePath('/old/page', undefined)).toBe('old/page/index.html');
    expect(redirectFilePath('/old/page/', true)).toBe('old/page/index.html');
    expect(redirectFilePath('/a.html', undefined)).toBe('a.html/index.html');
    expect(redirectFilePath('/a.html', false)).toBe('a.html.html');
    expect(redirectFilePath('/caf%C3%A9', undefined)).toBe('café/index.html');
  });

  // Written by @docusaurus/plugin-client-redirects 3.8.1's own createRedirectPageContent (its Eta
  // template) for these targets: the file Docusaurus writes, byte for byte.
  const docusaurus = (to: string, forward: boolean) =>
    '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n' +
    `    <meta http-equiv="refresh" content="0; url=${to}">\n` +
    `    <link rel="canonical" href="${to}" />\n  </head>\n  <script>\n` +
    `    window.location.href = '${to}'${forward ? ' + window.location.search + window.location.hash' : ''};\n` +
    '  </script>\n</html>';

  it("are the plugin's page byte for byte: no title, no robots tag, its script", () => {
    expect(redirectPage('/docs/intro')).toBe(docusaurus('/docs/intro', true));
    expect(redirectPage('https://almanac.example.org/tides')).toBe(
      docusaurus('https://almanac.example.org/tides', true),
    );
    // A target with a query or a hash of its own keeps it: the page's are not carried along.
    expect(redirectPage('/docs/a b?x="1"#h')).toBe(docusaurus('/docs/a%20b?x=%221%22#h', false));
    // Eta escapes what encodeURI leaves: & and '.
    expect(redirectPage("/it's<&>")).toBe(docusaurus('/it&#39;s%3C&amp;%3E', true));
  });

  it('hold the one script the policy allows on a site with a Content-Security-Policy', () => {
    const html = redirectPage('/docs/a b?x="1"', { policy: true });
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/a%20b?x=%221%22">');
    expect(html).toContain(`  <script>${REDIRECT_SCRIPT}</script>\n</html>`);
    expect(html).not.toContain('window.location.href');
    expect(html).not.toMatch(/href="[^"]*"[^>]*"1"/);
  });
});

describe('a site with @docusaurus/plugin-client-redirects', () => {
  const root = join(import.meta.dirname, '../../../..');
  const fixture = join(root, 'tests/fixtures/sites/client-redirects');
  const reference = JSON.parse(readFileSync(join(fixture, 'docusaurus-3.8.1.json'), 'utf8')) as {
    files: string[];
    redirects: Record<string, string>;
    contents: Record<string, string>;
  };
  const { siteDir, outDir } = builtFixture('client-redirects', { timeout: 120_000 });

  /** Every HTML file of the output but our own search page (Docusaurus has it only with Algolia). */
  const htmlFiles = () =>
    (readdirSync(outDir, { recursive: true }) as string[])
      .map((f) => f.split('\\').join('/'))
      .filter((f) => f.endsWith('.html') && !f.startsWith('search'))
      .filter((f) => statSync(join(outDir, f)).isFile())
      .sort();

  it('writes the HTML files Docusaurus 3.8.1 wrote, each redirect to the same target', () => {
    expect(htmlFiles()).toEqual(reference.files);
    for (const [file, target] of Object.entries(reference.redirects)) {
      const html = readFileSync(join(outDir, file), 'utf8');
      expect(html, file).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
      // Byte for byte the file Docusaurus wrote (no title, no robots tag: the plugin's template).
      expect(html, file).toBe(reference.contents[file]);
    }
  });

  it('keeps redirects out of the sitemap', () => {
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/docs/intro</loc>');
    expect(sitemap).not.toContain('/old-start');
    expect(sitemap).not.toContain('/docs/handbook');
  });

  it("writes the one script a site's own policy allows by its hash (customFields.csp)", async () => {
    const configFile = join(siteDir, 'docusaurus.config.js');
    const config = readFileSync(configFile, 'utf8');
    writeFileSync(
      configFile,
      config.replace(
        "onBrokenLinks: 'throw',",
        "onBrokenLinks: 'throw',\n  customFields: { csp: 'derived' },",
      ),
    );
    try {
      await buildSite({ siteDir, outDir });
      const headers = readFileSync(join(outDir, '_headers'), 'utf8');
      expect(headers).toContain(scriptHash(REDIRECT_SCRIPT));
      const html = readFileSync(join(outDir, 'old-start/index.html'), 'utf8');
      expect(html).toBe(redirectPage('/docs/intro', { policy: true }));
      expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    } finally {
      writeFileSync(configFile, config);
    }
  }, 120_000);

  it('fails the build on a redirect to a missing page, and keeps the previous output', async () => {
    const configFile = join(siteDir, 'docusaurus.config.js');
    const config = readFileSync(configFile, 'utf8');
    writeFileSync(configFile, config.replace("to: '/docs/intro'", "to: '/docs/gone'"));
    try {
      await expect(buildSite({ siteDir, outDir })).rejects.toThrow(
        /not pages of the site: \/docs\/gone/,
      );
      expect(readFileSync(join(outDir, 'old-start/index.html'), 'utf8')).toContain('/docs/intro');
    } finally {
      writeFileSync(configFile, config);
    }
  }, 120_000);
});
