// Markdown and its assets on a Docusaurus site, against Docusaurus 3.8.1's own build of
// tests/fixtures/sites/docusaurus-markdown-assets (scripts/bench/peer's install, by hand; the
// expected values below are what its HTML and its log held):
// - every Markdown image has its file's `width` and `height`; one of at most 10,000 bytes is a
//   base64 `data:` URL (a static folder's too), a larger one `/assets/images/<name>-<md4>.png`;
// - Markdown links to files are `/assets/files/<name>-<md4>.pdf`;
// - an admonition's title (`:::caution Backups!`, `:::note Title`, `:::tip[Label]`) is inline
//   content in its heading, no paragraph;
// - `markdown.remarkRehypeOptions` names the footnotes' heading and back links;
// - a post's first h1 after an import, a multi-line import or JSX is not in the post; after
//   imports it is the post's title, after JSX the title is the file name's;
// - a post's `.md` link to a doc is left as written, with "Blog markdown link couldn't be
//   resolved" (3.10.2's blog resolves from the same table: only posts).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../plugins/diagnostics.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';
import { postContentTitle, stripContentTitle } from '../../../plugins/blog/loadBlog.js';
import { sizeOfBytes } from '../../../plugins/mdx/imageSize.js';
import {
  docusaurusAssetFileName,
  docusaurusAssetFolder,
  md4Hex,
} from '../../../plugins/output/docusaurusAssets.js';

const fixture = join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-markdown-assets');
let siteDir: string;
const warnings: Diagnostic[] = [];
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'docs-markdown-assets-'));
  cpSync(fixture, siteDir, { recursive: true });
  const reporter = {
    stage: () => {},
    progress: () => {},
    warn: (w: Diagnostic) => void warnings.push(w),
  };
  await buildSite({ siteDir, outDir: join(siteDir, 'build'), reporter });
}, 180_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const page = (route: string) => readFileSync(join(siteDir, 'build', route, 'index.html'), 'utf8');
const base64 = (file: string) => readFileSync(join(fixture, file)).toString('base64');
const attrs = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/ ([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe('Markdown images and files (Docusaurus 3.8.1: transformImage, transformLinks)', () => {
  it('gives every image its size, and inlines or emits it as url-loader does', () => {
    const images = [...page('docs/intro').matchAll(/<img [^>]*>/g)]
      .map((m) => attrs(m[0]))
      .map(({ alt, src, width, height, title }) => ({ alt, src, width, height, title }));
    expect(images).toEqual([
      {
        alt: 'A dot',
        src: `data:image/png;base64,${base64('static/img/dot.png')}`,
        width: '6',
        height: '4',
        title: undefined,
      },
      {
        alt: 'Noise from the static folder',
        src: '/assets/images/noise-a46a29677ea2d23e163c43aa893bdc92.png',
        width: '90',
        height: '60',
        title: 'Static noise',
      },
      {
        alt: 'Grain beside the doc',
        src: '/assets/images/grain-da5b6869cc4cbe41f8408568e48c2891.png',
        width: '70',
        height: '50',
        title: undefined,
      },
      {
        alt: 'Tiny beside the doc',
        src: `data:image/png;base64,${base64('docs/pics/tiny.png')}`,
        width: '5',
        height: '3',
        title: undefined,
      },
    ]);
    const noise = join(siteDir, 'build/assets/images/noise-a46a29677ea2d23e163c43aa893bdc92.png');
    expect(readFileSync(noise).equals(readFileSync(join(fixture, 'static/img/noise.png')))).toBe(
      true,
    );
  });

  it('emits Markdown-linked files under assets/files with their MD4 hash', () => {
    const html = page('docs/intro');
    expect(html).toContain(
      '<a href="/assets/files/rota-9ecee88c5d728e92390247b95fbd800b.pdf" target="_blank">rota</a>',
    );
    expect(html).toContain(
      '<a href="/assets/files/tides-717e36a89faa85c7ac1e1b692cb40b8a.pdf" target="_blank">tide table</a>',
    );
    for (const f of [
      'rota-9ecee88c5d728e92390247b95fbd800b',
      'tides-717e36a89faa85c7ac1e1b692cb40b8a',
    ])
      expect(existsSync(join(siteDir, `build/assets/files/${f}.pdf`))).toBe(true);
  });

  it('hashes as file-loader does, and picks the loaders’ folders', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    // RFC 1320's test suite.
    expect(md4Hex(text(''))).toBe('31d6cfe0d16ae931b73c59d7e0c089c0');
    expect(md4Hex(text('abc'))).toBe('a448017aaf21d8525fc10ae87aa6729d');
    expect(md4Hex(text('1234567890'.repeat(8)))).toBe('e33b4ddc9c38f2199c3e7b164fcc0536');
    expect(docusaurusAssetFileName('a.b.svg', text('<svg/>'))).toMatch(
      /^assets\/images\/a\.b-[0-9a-f]{32}\.svg$/,
    );
    expect(['x.woff2', 'x.mp4', 'x.JPG', 'x.txt', 'x.zip'].map(docusaurusAssetFolder)).toEqual([
      'fonts',
      'medias',
      'images',
      'files',
      'files',
    ]);
  });

  it('reads image sizes as image-size does', () => {
    const svg = (s: string) => sizeOfBytes(Buffer.from(s));
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"></svg>')).toEqual({
      width: 20,
      height: 10,
    });
    expect(svg('<svg viewBox="0 0 300 200" width="150"></svg>')).toEqual({
      width: 150,
      height: 100,
    });
    expect(svg('<svg viewBox="0 0 30 20"></svg>')).toEqual({ width: 30, height: 20 });
    expect(svg('<svg width="2in" height="1em"></svg>')).toEqual({ width: 192, height: 16 });
    expect(svg('<svg width="100%" height="1em"></svg>')).toBeUndefined();
    const gif = Buffer.from('GIF89a\x07\x00\x03\x00', 'latin1');
    expect(sizeOfBytes(gif)).toEqual({ width: 7, height: 3 });
    // A JPEG's SOF0 after an APP0 segment.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c,
      0x02, 0x58, 0x03,
    ]);
    expect(sizeOfBytes(jpeg)).toEqual({ width: 600, height: 300 });
  });
});

describe('admonition titles and footnotes', () => {
  it('writes the title as inline content of the heading, as Docusaurus 3.8.1', () => {
    const titles = [
      ...page('docs/intro').matchAll(/<div class="admonitionHeading_dv">(.*?)<\/div>/g),
    ].map((m) => m[1]!.replace(/<span class="admonitionIcon_dv"[^>]*>.*?<\/svg><\/span>/, ''));
    expect(titles).toEqual([
      '<span class="admonition-title">Backups!</span>',
      '<span class="admonition-title">Check the <em>brass</em> and <code>oil</code> daily</span>',
      '<span class="admonition-title">A <strong>bold</strong> label</span>',
      '<span class="admonition-title">Plain label</span>',
    ]);
  });

  it("applies markdown.remarkRehypeOptions to the footnotes, as Docusaurus's MDX does", () => {
    const html = page('docs/intro');
    expect(html).toMatch(/<h2 [^>]*id="footnote-label"[^>]*>Sources<a /);
    // Not in the table of contents (Docusaurus's comes from the Markdown): the page has none.
    expect(html).not.toContain('table-of-contents');
    expect(html).toContain(
      '<a href="#user-content-fnref-lit" data-footnote-backref="" aria-label="Back to the text" class="data-footnote-backref">↩</a>',
    );
  });
});

describe('blog posts', () => {
  const title = (html: string) => /<title[^>]*>(.*?)<\/title>/.exec(html)?.[1];
  const body = (html: string) =>
    /<div class="markdown"[^>]*>([\s\S]*?)<\/div><\/article>/.exec(html)?.[1] ?? '';

  it('take their first h1 out, after an import, a multi-line import or JSX', () => {
    const posts = {
      'blog/2024/03/02/after-import': 'Readings after an import | Lighthouse Keeper',
      'blog/2024/03/03/after-jsx': 'after-jsx | Lighthouse Keeper',
      'blog/2024/03/04/multiline-import': 'Readings after a long import | Lighthouse Keeper',
    };
    for (const [route, expected] of Object.entries(posts)) {
      const html = page(route);
      expect(title(html)).toBe(expected);
      expect(body(html)).not.toContain('<h1');
    }
    expect(body(page('blog/2024/03/03/after-jsx'))).toContain(
      '<div class="banner">Storm season</div>\n<p>The swell reached four metres.</p>',
    );
  });

  it("leave a link to a doc's file as written, with the blog's warning", () => {
    expect(body(page('blog/2024/03/05/doc-links'))).toContain(
      '<p>See the <a href="/docs/intro.md">lamp room</a>, the <a href="/blog/2024/03/docs/intro.md">same from here</a> and <a href="/docs/intro">by its route</a>.</p>',
    );
    const broken = warnings
      .filter((w) => w.kind === 'broken markdown link')
      .map((w) => w.message.replace(/ in source file .*/, ''));
    expect(broken.sort()).toEqual([
      "Blog markdown link couldn't be resolved: (../docs/intro.md)",
      "Blog markdown link couldn't be resolved: (/docs/intro.md)",
    ]);
  });

  it('find the title as Docusaurus reads it', () => {
    expect(postContentTitle('import A from "a";\n\n# After `code` {#id}\n\nText')?.title).toBe(
      'After code',
    );
    expect(postContentTitle('import {\n  A,\n} from "a";\n\nTitle\n===\n')?.title).toBe('Title');
    expect(postContentTitle('<Banner />\n\n# Late')).toBeUndefined();
    expect(stripContentTitle('import {\n  A,\n} from "a";\n\n# T\n\nBody')).toBe(
      'import {\n  A,\n} from "a";\n\n\n\nBody',
    );
  });
});

describe('a rebuild after an image changed', () => {
  it('gives the page the new file’s size and bytes, not the cached compile’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-markdown-assets-edit-'));
    try {
      cpSync(fixture, dir, { recursive: true });
      const quiet = { stage: () => {}, progress: () => {}, warn: () => {} };
      const build = () => buildSite({ siteDir: dir, outDir: join(dir, 'build'), reporter: quiet });
      const tiny = () =>
        [...readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8').matchAll(/<img [^>]*>/g)]
          .map((m) => attrs(m[0]))
          .find((a) => a.alt === 'Tiny beside the doc');
      await build();
      expect(tiny()).toMatchObject({ width: '5', height: '3' });
      // The doc is unchanged; its small image beside it is now the 6×4 dot (still inlined).
      cpSync(join(fixture, 'static/img/dot.png'), join(dir, 'docs/pics/tiny.png'));
      await build();
      expect(tiny()).toMatchObject({
        width: '6',
        height: '4',
        src: `data:image/png;base64,${base64('static/img/dot.png')}`,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
