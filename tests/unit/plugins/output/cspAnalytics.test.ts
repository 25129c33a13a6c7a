// The analytics plugins (gtag, Tag Manager, Universal Analytics) under the derived policy: their
// scripts load and their hits reach Google's collect endpoints (connect-src, img-src).
import { describe, expect, it } from 'vitest';
import { blockedBy, createSiteCsp, findUses } from '../../../../plugins/output/csp.js';
import { inlineScriptBodies } from '../../../../plugins/lifecycle/htmlHead.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

const siteConfig = (csp: unknown) =>
  ({ url: 'https://a.example', search: {}, csp }) as unknown as SiteConfig;

// The head tags the 3.8.1 plugins inject (their shape; ids made up).
const GTAG =
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST1"></script>' +
  "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('config','G-TEST1');</script>";
const GTM =
  "<script>(function(w,d,s,l,i){var j=d.createElement(s);j.src='https://www.googletagmanager.com/gtm.js?id='+i;})(window,document,'script','dataLayer','GTM-TEST');</script>" +
  '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-TEST"></iframe></noscript>';
const UA =
  "<script>window.ga=function(){};ga('create','UA-1-1','auto');</script>" +
  '<script async src="https://www.google-analytics.com/analytics.js"></script>';

function policies(tags: string, csp: unknown = 'derived') {
  const uses = findUses(tags).filter((u) => u.kind !== 'inlineScript');
  const csp_ = createSiteCsp({
    siteConfig: siteConfig(csp),
    inlineScripts: inlineScriptBodies(tags),
    head: { uses, configFile: '/site/docusaurus.config.js' },
  });
  const directive = (name: string) =>
    csp_
      .header()!
      .split('; ')
      .find((d) => d.startsWith(name + ' '));
  return { csp: csp_, directive };
}

describe('analytics plugins under the derived policy', () => {
  it('gtag: gtag.js from Tag Manager, GA4 hits to Google Analytics and Tag Manager', () => {
    const { directive, csp } = policies(GTAG);
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://*.analytics.google.com https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive('img-src')).toBe(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    // The meta tag every page is written with allows them too.
    const hit = {
      kind: 'img',
      value: 'https://region1.google-analytics.com/g/collect',
      tag: 'img',
    };
    expect(blockedBy(csp.meta!, hit as never, 'https://a.example')).toBeUndefined();
  });

  it('Tag Manager: gtm.js (loaded by the inline snippet) and its noscript frame', () => {
    const { directive } = policies(GTM);
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('frame-src')).toBe("frame-src 'self' https://www.googletagmanager.com");
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('Universal Analytics: analytics.js and its collect endpoint', () => {
    const { directive } = policies(UA);
    expect(directive('script-src')).toContain('https://www.google-analytics.com');
    expect(directive('connect-src')).toBe("connect-src 'self' https://www.google-analytics.com");
    expect(directive('img-src')).toBe("img-src 'self' data: https://www.google-analytics.com");
  });

  it('adds nothing for a site without them, and leaves a policy of the site’s own as it is', () => {
    expect(policies('<script src="/a.js"></script>').directive('connect-src')).toBe(
      "connect-src 'self'",
    );
    const own = "default-src 'self'; connect-src 'self'";
    expect(policies(GTAG, own).directive('connect-src')).toBe("connect-src 'self'");
  });
});
