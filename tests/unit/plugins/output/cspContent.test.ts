// The Content-Security-Policy of issue 24: derived from what the pages use by default, the site's
// own (or 'strict') checked against the pages with positioned errors, or none.
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import {
  blockedBy,
  buildCsp,
  externalOrigin,
  findUses,
  headersForPath,
  ownPolicy,
} from '../../../../plugins/output/csp.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/csp-content');
const tmp = join(root, 'tests/.tmp/csp-content');
const siteConfig = { url: 'https://a.example', search: {} } as unknown as SiteConfig;
const SITE = 'https://a.example';

describe('what a page uses', () => {
  it('finds external images, frames, media, scripts and inline styles in rendered HTML', () => {
    const html =
      '<p><img src="https://img.shields.io/b.svg" alt=""/><img src="/img/x.png"/>' +
      '<img srcset="https://cdn.example.com/a.png 1x, /b.png 2x"/></p>' +
      '<iframe src="https://www.youtube.com/embed/x"></iframe>' +
      '<video poster="https://cdn.example.com/p.jpg"><source src="https://media.example.net/c.webm"/></video>' +
      '<picture><source srcset="https://pics.example.org/a.avif"/></picture>' +
      '<script src="https://js.example.com/w.js"></script><script>go()</script><script></script>' +
      '<span style="color:red">x</span>';
    expect(findUses(html).map((u) => [u.kind, u.value])).toEqual([
      ['img', 'https://img.shields.io/b.svg'],
      ['img', '/img/x.png'],
      ['img', 'https://cdn.example.com/a.png'],
      ['img', '/b.png'],
      ['frame', 'https://www.youtube.com/embed/x'],
      ['img', 'https://cdn.example.com/p.jpg'],
      ['media', 'https://media.example.net/c.webm'],
      ['img', 'https://pics.example.org/a.avif'],
      ['script', 'https://js.example.com/w.js'],
      ['inlineScript', 'go()'],
      ['style', 'color:red'],
    ]);
  });

  it('reads origins, and the site’s own and data: URLs as none', () => {
    expect(externalOrigin('https://img.shields.io:8443/x?y')).toBe('https://img.shields.io:8443');
    expect(externalOrigin('//cdn.example.com/a.js')).toBe('https://cdn.example.com');
    expect(externalOrigin('/img/a.png')).toBeUndefined();
    expect(externalOrigin('data:image/png;base64,AA')).toBeUndefined();
  });
});

describe('policies', () => {
  it('the derived policy adds exactly the uses to the base policy (scripts never inline)', () => {
    const base = buildCsp({ inlineScripts: [], siteConfig, forMeta: true });
    const usage = {
      img: new Set(['https://img.shields.io']),
      media: new Set(['https://media.example.net']),
      frame: new Set(['https://www.youtube.com']),
      script: new Set<string>(),
      inlineStyle: true,
    };
    const derived = buildCsp({ inlineScripts: [], siteConfig, forMeta: true, usage });
    expect(derived).toBe(
      base
        .replace("img-src 'self' data:", "img-src 'self' data: https://img.shields.io")
        .replace("style-src 'self'", "style-src 'self'; style-src-attr 'unsafe-inline'")
        .replace(
          'font-src',
          "media-src 'self' https://media.example.net; frame-src 'self' https://www.youtube.com; font-src",
        ),
    );
    expect(derived).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('says which directive blocks a use', () => {
    const strict = buildCsp({ inlineScripts: [], siteConfig });
    const use = (kind: 'img' | 'frame' | 'style' | 'media', value: string) => ({
      kind,
      value,
      tag: 'x',
    });
    expect(blockedBy(strict, use('img', '/a.png'), SITE)).toBeUndefined();
    expect(blockedBy(strict, use('img', 'data:image/png;base64,A'), SITE)).toBeUndefined();
    expect(blockedBy(strict, use('img', 'https://img.shields.io/a'), SITE)).toBe('img-src');
    expect(blockedBy(strict, use('frame', 'https://youtube.com/e'), SITE)).toBe('default-src');
    expect(blockedBy(strict, use('media', 'https://m.example/a'), SITE)).toBe('default-src');
    expect(blockedBy(strict, use('style', 'color:red'), SITE)).toBe('style-src');
    const own =
      "default-src 'self'; img-src 'self' https://*.shields.io https:; style-src-attr 'unsafe-inline'";
    expect(blockedBy(own, use('img', 'https://img.shields.io/a'), SITE)).toBeUndefined();
    expect(blockedBy(own, use('img', 'http://plain.example/a'), SITE)).toBe('img-src');
    expect(blockedBy(own, use('style', 'color:red'), SITE)).toBeUndefined();
    expect(blockedBy("style-src 'unsafe-inline' 'nonce-x'", use('style', 'a:b'), SITE)).toBe(
      'style-src',
    );
  });

  it('adds the inline scripts’ hashes to a site’s own policy and drops frame-ancestors from the meta tag', () => {
    const own = "default-src 'self'; frame-ancestors 'none'";
    expect(ownPolicy(own, ['x()'], true)).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-[^']+'$/,
    );
    expect(ownPolicy("script-src 'self'; frame-ancestors 'none'", ['x()'], false)).toMatch(
      /^script-src 'self' 'sha256-[^']+'; frame-ancestors 'none'$/,
    );
  });
});

describe('a site with embeds', () => {
  const build = async (name: string, csp?: unknown) => {
    const siteDir = join(tmp, name);
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    if (csp !== undefined)
      writeFileSync(
        join(siteDir, 'site.config.ts'),
        `export default { title: 'Embeds', url: 'https://embeds.example.com', baseUrl: '/', csp: ${JSON.stringify(csp)} };\n`,
      );
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    const meta = (page: string) =>
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/
        .exec(readFileSync(join(outDir, page), 'utf8'))?.[1]
        ?.replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"');
    const header = headersForPath(readFileSync(join(outDir, '_headers'), 'utf8'), '/intro/')[
      'Content-Security-Policy'
    ];
    return { siteDir, meta, header };
  };
  beforeAll(() => rmSync(tmp, { recursive: true, force: true }));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('by default allows exactly what the pages use, on every page and in _headers', async () => {
    const { siteDir, meta, header } = await build('derived');
    const policy = meta('intro/index.html')!;
    expect(policy).toContain("img-src 'self' data: https://img.shields.io");
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(policy).toContain("media-src 'self' https://media.example.net");
    expect(policy).toContain("style-src 'self'; style-src-attr 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|https:)/);
    // One policy for the whole site: a page reached by client navigation keeps the first one's.
    expect(meta('plain/index.html')).toBe(policy);
    expect(meta('404.html')).toBe(policy);
    expect(header).toBe(`${policy}; frame-ancestors 'self'`);
    // The pages written again are recorded at their new size, so the next build keeps them.
    const cache = JSON.parse(readFileSync(join(siteDir, '.cache/prerender.json'), 'utf8')) as {
      pages: Record<string, { file: string; size: number }>;
    };
    for (const { file, size } of Object.values(cache.pages))
      expect(size, file).toBe(statSync(join(siteDir, 'build', file)).size);
  }, 120_000);

  it("with csp: 'strict' fails on each blocked use, at its place in the doc, with what to change", async () => {
    const error = await build('strict', 'strict').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const diagnostics = (error as BuildError).diagnostics;
    const at = (d: (typeof diagnostics)[number]) =>
      `${d.file.split('/').slice(-2).join('/')}:${d.line}:${d.column}`;
    expect(diagnostics.map((d) => [at(d), d.message.replace(/, on the page .*/, '')])).toEqual([
      [
        'docs/intro.mdx:9:17',
        "the Content-Security-Policy (csp: 'strict') blocks <img> from https://img.shields.io, by its img-src",
      ],
      [
        'docs/intro.mdx:13:39',
        "the Content-Security-Policy (csp: 'strict') blocks <iframe> from https://www.youtube-nocookie.com, by its default-src",
      ],
      [
        'docs/intro.mdx:16:16',
        "the Content-Security-Policy (csp: 'strict') blocks <source> from https://media.example.net, by its default-src",
      ],
      [
        'docs/intro.mdx:4:9',
        expect.stringContaining(
          'blocks an inline style attribute (style="background-color:#25c2a0',
        ),
      ],
    ]);
    expect(diagnostics[0]!.hint).toMatch(
      /static\/.*'derived'.*https:\/\/img\.shields\.io in img-src/,
    );
    expect(diagnostics[3]!.hint).toMatch(/use a class/);
  }, 120_000);

  it('fails on a script written into a page, whatever the policy but false', async () => {
    const siteDir = join(tmp, 'inline-script');
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    writeFileSync(
      join(siteDir, 'docs/script.mdx'),
      "# Script\n\nText.\n\n<script>{'window.answer = 42;'}</script>\n",
    );
    const error = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({ line: 5, column: 1 });
    expect(d!.file).toMatch(/docs\/script\.mdx$/);
    expect(d!.message).toMatch(
      /csp: 'derived'\) blocks an inline <script> \(window\.answer = 42;…\)/,
    );
    expect(d!.hint).toMatch(/static\//);
  }, 120_000);

  it('takes a site’s own policy, checked the same way, and none with csp: false', async () => {
    const own =
      "default-src 'self'; img-src 'self' https:; frame-src https://www.youtube-nocookie.com; media-src https:; style-src 'self'; style-src-attr 'unsafe-inline'";
    const { meta } = await build('own', own);
    expect(meta('intro/index.html')).toMatch(
      /^default-src 'self'; img-src 'self' https:; .*; script-src 'self' 'sha256-/,
    );
    const none = await build('none', false);
    expect(none.meta('intro/index.html')).toBeUndefined();
    expect(none.header).toBeUndefined();
  }, 120_000);
});
