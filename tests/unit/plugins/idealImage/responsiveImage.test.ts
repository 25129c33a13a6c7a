// plugin-ideal-image's responsive images (plugins/idealImage/), checked against what Docusaurus
// 3.8.1 with @docusaurus/plugin-ideal-image 3.8.1 and sharp 0.34.5 wrote for the two images of
// tests/fixtures/sites/ideal-image (`{ quality: 60, min: 200, max: 500, steps: 3 }`, base URL
// /lights/): the same files (names, with loader-utils' MD4 hash of each, and sizes), the same
// srcset and the same low-quality placeholder. Then the fixture built: the files in the output,
// the page's and the doc's HTML, a Markdown image left a plain URL.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { md4Hex } from '../../../../plugins/idealImage/md4.js';
import {
  interpolateName,
  isIdealImageRequest,
  requestedSizes,
  responsiveImage,
  type Sharp,
} from '../../../../plugins/idealImage/responsiveImage.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { idealImageFailure, idealImagePlugin } from '../../../../plugins/idealImage/vitePlugin.js';

const fixture = join(PACKAGE_ROOT, 'tests/fixtures/sites/ideal-image');
const sharp = createRequire(import.meta.url)('sharp') as Sharp;
const options = { quality: 60, min: 200, max: 500, steps: 3 };

/** Docusaurus 3.8.1's build of the fixture: build/assets/ideal-img, name → bytes. */
const DOCUSAURUS_FILES = {
  'lighthouse.d00788c.200.jpg': 2802,
  'lighthouse.8b85054.350.jpg': 5792,
  'lighthouse.f3dc4dc.500.jpg': 9748,
  'buoy.a023046.200.png': 4695,
  'buoy.87c3bba.300.png': 2307,
};
/** The buoy's placeholder in Docusaurus's HTML (lqip-loader's `preSrc`: 10 pixels wide). */
const BUOY_PRESRC =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAHCAYAAAAxrNxjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA90lEQVR4nGMQto6sAGF+86hyNqPwEp/oyB6/mMgeDqPwEn6LiDJRqDwDiCFoGVUuaRdetW9G1Jk3m6L+gPCh2ZHn5Z0iq/kto8pBahgk7SKrGLQjCma3Rm78fzj+/8etUX9BGMRe1BW1FSQHViNuH1XJoBNZdGhuzKk/e2L/v90U9eft5qg/v3fH/D++IPocg0FEsbhtRCXERI2Ignnt0ZtBpnzYEvX3/ZZIsIlLuqO2w00E2Q9yh7xDZDXIXR+2RIEU/zs6N/KSkmtkLb95eLmobWQFA8hHIAbIh7wmkaVB8ZF9wQmR/fxmkaW8ZpGlorYRlSBfAwB0VXqRgGeCmAAAAABJRU5ErkJggg==';

describe('MD4, as loader-utils hashes file names', () => {
  it('gives the digests of RFC 1320', () => {
    const e = new TextEncoder();
    expect(md4Hex(e.encode(''))).toBe('31d6cfe0d16ae931b73c59d7e0c089c0');
    expect(md4Hex(e.encode('abc'))).toBe('a448017aaf21d8525fc10ae87aa6729d');
    expect(md4Hex(e.encode('1234567890'.repeat(8)))).toBe('e33b4ddc9c38f2199c3e7b164fcc0536');
  });
});

describe('the options, as responsive-loader reads them', () => {
  it('makes min/max/steps widths, else size(s), else the original width', () => {
    expect(requestedSizes(options)).toEqual([200, 350, 500]);
    expect(requestedSizes({ min: 100, max: 400 })).toEqual([100, 200, 300, 400]);
    expect(requestedSizes({ sizes: [300, '600'] })).toEqual([300, 600]);
    expect(requestedSizes({})).toEqual([Number.MAX_SAFE_INTEGER]);
  });

  it('names files with the tokens of its name option', () => {
    const name = interpolateName('img/[path][name]-[hash:8]-[width]x[height].png', {
      file: '/s/src/a/b.png',
      siteDir: '/s',
      content: Buffer.from('abc'),
      width: 3,
      height: 2,
    });
    expect(name).toBe('img/src/a/b-a448017a-3x2.png');
  });

  it('takes .png and .jpg imported by code or MDX, not by CSS', () => {
    expect(isIdealImageRequest('./a.PNG', '/s/src/pages/index.tsx')).toBe(true);
    expect(isIdealImageRequest('./a.jpeg', '/s/docs/x.mdx?locale=fr')).toBe(true);
    expect(isIdealImageRequest('./a.png', '/s/src/css/custom.css')).toBe(false);
    expect(isIdealImageRequest('./a.gif', '/s/src/pages/index.js')).toBe(false);
  });
});

describe("one image's files and module, as Docusaurus makes them", () => {
  it('resizes a JPEG at each width with the quality, named as Docusaurus names them', async () => {
    const file = join(fixture, 'src/pages/lighthouse.jpg');
    const made = await responsiveImage({
      file,
      options,
      sharp,
      base: '/lights/',
      siteDir: fixture,
    });
    const files = Object.fromEntries(made.files.map((f) => [f.fileName, f.source.length]));
    expect(files).toEqual({
      'assets/ideal-img/lighthouse.d00788c.200.jpg': 2802,
      'assets/ideal-img/lighthouse.8b85054.350.jpg': 5792,
      'assets/ideal-img/lighthouse.f3dc4dc.500.jpg': 9748,
    });
    expect(made.code).toContain(
      '"srcSet":"/lights/assets/ideal-img/lighthouse.d00788c.200.jpg 200w,/lights/assets/ideal-img/lighthouse.8b85054.350.jpg 350w,/lights/assets/ideal-img/lighthouse.f3dc4dc.500.jpg 500w"',
    );
    expect(made.code).toContain('"width":200,"height":100');
    expect(made.code).toMatch(/preSrc: "data:image\/jpeg;base64,\/9j\//);
  });

  it('keeps a PNG at most its own width (one file per width) with its placeholder', async () => {
    const file = join(fixture, 'docs/buoy.png');
    const made = await responsiveImage({
      file,
      options,
      sharp,
      base: '/lights/',
      siteDir: fixture,
    });
    expect(made.files.map((f) => f.fileName)).toEqual([
      'assets/ideal-img/buoy.a023046.200.png',
      'assets/ideal-img/buoy.87c3bba.300.png',
    ]);
    expect(made.code).toContain(
      '"images":[{"path":"/lights/assets/ideal-img/buoy.a023046.200.png","width":200,"height":133},{"path":"/lights/assets/ideal-img/buoy.87c3bba.300.png","width":300,"height":200}]',
    );
    expect(made.code).toContain(`preSrc: ${JSON.stringify(BUOY_PRESRC)}`);
  });

  it('says a sharp that does not load is the install to mend, at the image', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'broken-sharp-'));
    try {
      // As sharp 0.32 installed without its libvips download (no network) fails to load.
      const sharpPath = join(dir, 'sharp.cjs');
      writeFileSync(
        sharpPath,
        'throw new Error(\'Something went wrong installing the "sharp" module\');\n',
      );
      const plugin = idealImagePlugin({
        setup: { options, sharpPath },
        siteDir: fixture,
        base: '/',
        target: 'client',
      });
      const image = join(fixture, 'src/pages/lighthouse.jpg');
      const load = plugin.load as (this: unknown, id: string) => Promise<unknown>;
      const context = { addWatchFile: () => undefined, emitFile: () => '' };
      const error = await load.call(context, `${image}?ideal-image`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BuildError);
      const [diagnostic] = (error as BuildError).diagnostics;
      expect(diagnostic!.file).toBe(image);
      expect(diagnostic!.message).toContain('installing the "sharp" module');
      expect(diagnostic!.hint).toContain('npm rebuild sharp');
      // Another failure is the image's.
      expect(idealImageFailure(image, new Error('unsupported image format')).hint).toContain(
        'PNG or JPEG',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names an image it cannot read in its error', async () => {
    const file = join(fixture, 'docusaurus.config.js');
    await expect(
      responsiveImage({ file, options, sharp, base: '/', siteDir: fixture }),
    ).rejects.toThrow(/extension js/);
  });
});

describe('the fixture built', () => {
  let siteDir: string;
  let outDir: string;
  beforeAll(async () => {
    // Inside the repository, where the site's sharp resolves (the generator's devDependency).
    mkdirSync(join(PACKAGE_ROOT, '.tmp'), { recursive: true });
    siteDir = mkdtempSync(join(PACKAGE_ROOT, '.tmp', 'ideal-image-'));
    cpSync(fixture, siteDir, { recursive: true });
    outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
  }, 300_000);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('writes the resized files Docusaurus writes, with their bytes', () => {
    const dir = join(outDir, 'assets/ideal-img');
    const written = Object.fromEntries(
      readdirSync(dir).map((f) => [f, statSync(join(dir, f)).size]),
    );
    expect(written).toEqual(DOCUSAURUS_FILES);
  });

  it("gives the plugin's component the responsive image a page requires and a doc imports", () => {
    const page = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(page).toContain(
      'srcSet="/lights/assets/ideal-img/lighthouse.d00788c.200.jpg 200w,/lights/assets/ideal-img/lighthouse.8b85054.350.jpg 350w,/lights/assets/ideal-img/lighthouse.f3dc4dc.500.jpg 500w"',
    );
    expect(page).toContain('<figcaption>200x100 350x175 500x250</figcaption>');
    // The lighthouse's placeholder: the same data URI as in Docusaurus's HTML (its MD5 here).
    const preSrc = /data-presrc="(data:image\/jpeg;base64,[^"]+)"/.exec(page)?.[1] ?? '';
    expect(createHash('md5').update(`${preSrc}\n`).digest('hex')).toBe(
      '8e49e787296e1c2e8a43f119015c25e4',
    );
    const doc = readFileSync(join(outDir, 'docs/buoy/index.html'), 'utf8');
    expect(doc).toContain(`data-presrc="${BUOY_PRESRC}"`);
    expect(doc).toContain('<figcaption>200x133 300x200</figcaption>');
    // The Markdown image is the original file, as Docusaurus's url-loader gives it (this one is
    // small enough to be inlined, as there), not a responsive image.
    const plain = /<img[^>]*alt="The buoy as a plain image"[^>]*>/.exec(doc)?.[0] ?? '';
    const original = readFileSync(join(fixture, 'docs/buoy.png')).toString('base64');
    expect(plain).toContain(`src="data:image/png;base64,${original}"`);
    expect(existsSync(join(outDir, 'assets/ideal-img/buoy.87c3bba.300.png'))).toBe(true);
  });
});
