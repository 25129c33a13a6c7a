// Tailwind CSS 4 through a site plugin's `configurePostCss` (`require('@tailwindcss/postcss')`):
// Tailwind scans its `base` folder for class names, the working folder by default. Docusaurus runs
// in the site's folder; this generator builds a site from anywhere (the tests run at the
// repository's root, where the copies under tests/.tmp are git-ignored and so never scanned), so
// the utilities only the site's pages and docs used were left out. The class names the copies
// get below are joined at run time: written whole in this file, a scan of the repository would
// find them here.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss, { type AcceptedPlugin } from 'postcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  positionedTailwindError,
  tailwind4PostCssPlugin,
  withTailwindBase,
} from '../../../../plugins/css/tailwind4.js';
import { sitePostCss } from '../../../../plugins/css/themeStylesheetPaths.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';
import { buildSite } from '../../../../plugins/buildSite.js';
import { isBuildError, type BuildError } from '../../../../plugins/diagnostics.js';
import { builtFixture, fixtureCopy } from '../../fixtureSite.js';

const tailwindPostCss = createRequire(import.meta.url)('@tailwindcss/postcss') as (
  options?: Record<string, unknown>,
) => AcceptedPlugin;

/** A utility class no file of the repository holds whole: `hue-rotate-<n>`. */
const unseenClass = (n: number) => ['hue', 'rotate', String(n)].join('-');

/** A site folder under tests/.tmp (git-ignored) whose page uses `className`. */
function siteUsing(className: string): string {
  mkdirSync(join(PACKAGE_ROOT, 'tests/.tmp'), { recursive: true });
  const dir = mkdtempSync(join(PACKAGE_ROOT, 'tests/.tmp/tailwind4-unit-'));
  made.push(dir);
  mkdirSync(join(dir, 'src/css'), { recursive: true });
  writeFileSync(
    join(dir, 'src/page.js'),
    `export const P = () => <p className="${className}" />;\n`,
  );
  writeFileSync(join(dir, 'src/css/custom.css'), "@import 'tailwindcss';\n");
  return dir;
}
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The CSS a PostCSS plugin list makes of the site's custom.css (Tailwind resolves its import). */
async function compile(plugins: unknown[], siteDir: string): Promise<string> {
  const from = join(siteDir, 'src/css/custom.css');
  const result = await postcss(plugins as AcceptedPlugin[]).process(readFileSync(from, 'utf8'), {
    from,
  });
  return result.css;
}

describe('tailwind4PostCssPlugin', () => {
  it('makes a creator once, as PostCSS would, and Tailwind’s again with the site’s base', () => {
    let made = 0;
    const other = Object.assign(() => (made++, { postcssPlugin: 'other' }), { postcss: true });
    expect(tailwind4PostCssPlugin(other, '/site')).toEqual({ postcssPlugin: 'other' });
    expect(made).toBe(1);
    const object = { postcssPlugin: 'object' };
    expect(tailwind4PostCssPlugin(object, '/site')).toBe(object);
    expect(tailwind4PostCssPlugin('autoprefixer', '/site')).toBe('autoprefixer');
  });
});

describe('withTailwindBase', () => {
  it('adds the site’s folder as base, keeping the other options and a base given', () => {
    expect(withTailwindBase(undefined, '/site')).toEqual({ base: '/site' });
    expect(withTailwindBase({ optimize: false }, '/site')).toEqual({
      optimize: false,
      base: '/site',
    });
    expect(withTailwindBase({ base: '/elsewhere' }, '/site')).toEqual({ base: '/elsewhere' });
  });
});

describe("Tailwind 4 scanning the site's folder", () => {
  it('makes the creator a plugin scanning the site, whatever the working folder', async () => {
    const mark = unseenClass(37);
    const siteDir = siteUsing(mark);
    // As PostCSS would call it (no options): the scan starts at the working folder, which is the
    // repository's root here, and misses the site's page.
    expect(process.cwd()).not.toBe(siteDir);
    expect(await compile([tailwindPostCss], siteDir)).not.toContain(`.${mark}`);
    expect(await compile([tailwind4PostCssPlugin(tailwindPostCss, siteDir)], siteDir)).toContain(
      `.${mark}`,
    );
    // Anything else is left as it is.
    const other = { postcssPlugin: 'other' };
    expect(tailwind4PostCssPlugin(other, siteDir)).toBe(other);
  });

  it("leaves out the generator's cache folder, which it makes ignore itself", async () => {
    // In the OS's temp folder: Tailwind reads no .gitignore below a folder git ignores (tests/.tmp).
    const siteDir = mkdtempSync(join(tmpdir(), 'tailwind4-cache-'));
    made.push(siteDir);
    const [mark, cached] = [unseenClass(61), unseenClass(67)];
    mkdirSync(join(siteDir, 'src/css'), { recursive: true });
    writeFileSync(
      join(siteDir, 'src/page.js'),
      `export const P = () => <p className="${mark}" />;\n`,
    );
    writeFileSync(join(siteDir, 'src/css/custom.css'), '@tailwind utilities;\n');
    // The previous build's server bundle, as the cache holds it.
    mkdirSync(join(siteDir, '.cache/server-bundle'), { recursive: true });
    writeFileSync(join(siteDir, '.cache/server-bundle/theme.js'), `const c = "${cached}";\n`);
    // Before the folder ignores itself (a different compiler of Tailwind's: it keeps one per options).
    expect(await compile([tailwindPostCss({ base: siteDir, optimize: false })], siteDir)).toContain(
      `.${cached}`,
    );
    const css = await compile([tailwind4PostCssPlugin(tailwindPostCss, siteDir)], siteDir);
    expect(css).toContain(`.${mark}`);
    expect(css).not.toContain(`.${cached}`);
    expect(readFileSync(join(siteDir, '.cache/.gitignore'), 'utf8')).toMatch(/^\*$/m);
  });

  it('does so for the site’s PostCSS options, the creator or the name with options', async () => {
    const mark = unseenClass(53);
    const siteDir = siteUsing(mark);
    for (const entry of [tailwindPostCss, '@tailwindcss/postcss', ['@tailwindcss/postcss', {}]]) {
      const { plugins } = sitePostCss({ plugins: [entry] }, siteDir);
      expect(await compile(plugins, siteDir)).toContain(`.${mark}`);
    }
  });
});

describe('an unknown class in @apply', () => {
  it('is reported at the @apply, not at the stylesheet’s first line', async () => {
    const siteDir = siteUsing('flex');
    const custom = join(siteDir, 'src/css/custom.css');
    writeFileSync(custom, "@import 'tailwindcss';\n\n.kiln-card {\n  @apply flex kiln-nope;\n}\n");
    const error = await compile([tailwind4PostCssPlugin(tailwindPostCss, siteDir)], siteDir).catch(
      (e: unknown) => e,
    );
    expect(isBuildError(error)).toBe(true);
    expect((error as BuildError).diagnostics[0]).toMatchObject({
      file: custom,
      line: 4,
      column: 15,
      message: 'Cannot apply unknown utility class `kiln-nope`',
      hint: expect.stringContaining('@utility kiln-nope'),
    });
  });

  it('leaves any other error as it is', () => {
    const other = new Error('something else');
    expect(positionedTailwindError(other, postcss.parse('.a { @apply b; }'))).toBe(other);
  });
});

/** Every stylesheet of a build, as one text. */
const cssOf = (outDir: string) =>
  (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
    .join('\n');

describe('a Docusaurus site with Tailwind 4 through configurePostCss', () => {
  // A doc of the copy alone uses this class: found only by a scan of the site's folder.
  const mark = unseenClass(71);
  const site = builtFixture('tailwind4-postcss', { timeout: 240_000 });
  // The copy is made now and built in a hook: the doc is there for the build.
  writeFileSync(
    join(site.siteDir, 'docs/copy-only.mdx'),
    `# Copy only\n\n<p className="${mark}">Only in this copy.</p>\n`,
  );
  let css = '';
  beforeAll(() => {
    css = cssOf(site.outDir);
  });

  it('generates the utilities of its page and of its MDX docs', () => {
    // The page: the @theme token's utilities.
    expect(css).toMatch(/\.bg-ember[^{]*\{background-color:var\(--color-ember\)\}/);
    expect(css).toMatch(/\.p-hearth[^{]*\{padding:var\(--spacing-hearth\)\}/);
    // Used only in docs/glazes.mdx.
    for (const cls of ['gap-7', 'grid-cols-3', 'tracking-widest', 'decoration-wavy', 'text-ember'])
      expect(css, cls).toMatch(new RegExp(`\\.${cls}[^{]*\\{`));
    // Used only in a doc of the built copy.
    expect(css).toMatch(new RegExp(`\\.${mark}[^{]*\\{`));
    expect(site.read('docs/copy-only/index.html')).toContain(`class="${mark}"`);
  });

  it('has the @theme variables and the @apply rule, and no Tailwind directive left', () => {
    expect(css).toMatch(/--color-ember:#c2410c/);
    expect(css).toMatch(/--spacing-hearth:3\.25rem/);
    expect(css).toMatch(/\.kiln-note[^{]*\{[^}]*border-radius:var\(--radius-lg\)/);
    expect(css).not.toMatch(/@(?:tailwind|theme|apply|import)\b/);
  });

  it('has its cache folder ignored (by Tailwind and git)', () => {
    expect(existsSync(join(site.siteDir, '.cache/.gitignore'))).toBe(true);
  });
});

describe('a stylesheet importing what does not exist', () => {
  it('stops the build at the @import, naming what to do', async () => {
    const siteDir = fixtureCopy('tailwind4-postcss');
    const custom = join(siteDir, 'src/css/custom.css');
    writeFileSync(
      custom,
      readFileSync(custom, 'utf8').replace(
        "@import 'tailwindcss';",
        "@import 'tailwindcss';\n@import './glazes/missing.css';",
      ),
    );
    const error = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).catch((e) => e);
    expect(isBuildError(error)).toBe(true);
    expect(error.diagnostics[0]).toMatchObject({
      file: custom,
      line: 2,
      column: 1,
      message: expect.stringContaining("'./glazes/missing.css'"),
      hint: expect.stringContaining('relative to this stylesheet'),
    });
  }, 240_000);
});
