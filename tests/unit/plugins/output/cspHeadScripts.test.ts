// The scripts a page's own `@docusaurus/Head` adds to its head, under the site's
// Content-Security-Policy: structured data (`type="application/ld+json"`) is never run, so no
// policy applies to it (in the head or in the page's body); an inline script that runs is allowed
// by its hash in the derived policy (one policy for the site: a client navigation to the page runs
// it too), and is a positioned error under 'strict' or a policy of the site's own that lacks it.
import { describe, expect, it } from 'vitest';
import { createSiteCsp, findUses, headScriptUses } from '../../../../plugins/output/csp.js';
import { scriptHash } from '../../../../plugins/output/colorModeScript.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import type { HeadTag } from '../../../../src/shared/pageHead.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

const config = (csp: unknown) =>
  ({ url: 'https://a.example', search: {}, csp }) as unknown as SiteConfig;
const LD = '{"@context":"https://schema.org","@type":"Article"}';
const tags: HeadTag[] = [
  { tag: 'meta', attributes: { name: 'author', content: 'Guild' } },
  { tag: 'script', attributes: { type: 'application/ld+json' }, text: LD },
  { tag: 'script', attributes: {}, text: 'window.lit = true;' },
  { tag: 'script', attributes: { type: 'module' }, text: 'import "./x.js";' },
  { tag: 'script', attributes: { src: 'https://cdn.example.com/w.js' } },
];

describe("a page's <Head> scripts", () => {
  it('are uses of the page: those that run, and the files they load', () => {
    expect(headScriptUses(tags).map((u) => [u.kind, u.value])).toEqual([
      ['headScript', 'window.lit = true;'],
      ['headScript', 'import "./x.js";'],
      ['script', 'https://cdn.example.com/w.js'],
    ]);
  });

  it('structured data in a page body is no inline script either', () => {
    const html = `<script type="application/ld+json">${LD}</script><script>go()</script>`;
    expect(findUses(html).map((u) => [u.kind, u.value])).toEqual([['inlineScript', 'go()']]);
  });

  it("the derived policy allows one that runs by its hash, and no other's", () => {
    const csp = createSiteCsp({ siteConfig: config(undefined), inlineScripts: [] });
    expect(csp.meta).not.toContain(scriptHash('window.lit = true;'));
    csp.scan('docs/keepers/index.html', headScriptUses(tags));
    // The `_headers` file's policy: what the pages are written again with (`finish`).
    const header = csp.header()!;
    const scriptSrc = /script-src [^;]*/.exec(header)![0];
    expect(scriptSrc).toContain(scriptHash('window.lit = true;'));
    expect(scriptSrc).toContain(scriptHash('import "./x.js";'));
    expect(scriptSrc).toContain('https://cdn.example.com');
    expect(scriptSrc).not.toContain(scriptHash(LD));
  });

  it("'strict' fails the build at the page's <script>, naming the hash to allow", () => {
    const csp = createSiteCsp({ siteConfig: config('strict'), inlineScripts: [] });
    csp.scan('docs/keepers/index.html', headScriptUses(tags.slice(0, 3)));
    let error: unknown;
    try {
      csp.finish('/nowhere', () => {});
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.message).toContain('the inline <script> of a <Head> (window.lit = true;…)');
    expect(d!.hint).toContain(scriptHash('window.lit = true;'));
    expect((error as BuildError).diagnostics).toHaveLength(1);
  });

  it("a site's own policy with the script's hash runs it", () => {
    const policy = `default-src 'self'; script-src 'self' ${scriptHash('window.lit = true;')}`;
    const csp = createSiteCsp({ siteConfig: config(policy), inlineScripts: [] });
    csp.scan('docs/keepers/index.html', headScriptUses(tags.slice(0, 3)));
    expect(() => csp.finish('/nowhere', () => {})).not.toThrow();
  });
});
