import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../../plugins/config/loadSiteConfig.js';
import { loadSite } from '../../../../../plugins/loadSite.js';
import {
  generatedIndexesOf,
  sidebarsFileOf,
  sidebarsOf,
} from '../../../../../plugins/builtins/docsViews.js';
import { pageMetadataOf } from '../../../../../plugins/lifecycle/markdownPages.js';

const root = join(import.meta.dirname, '../../../../..');
const fixture = join(root, 'tests/fixtures/sites/docusaurus-config');
const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-site-'));
  made.push(dir);
  return dir;
};
/** The docs' permalinks (blog posts compile like docs and are in `site.docs` too). */
const docPermalinks = (site: { docs: { id: string; permalink: string }[] }) =>
  site.docs
    .filter((d) => !d.id.startsWith('blog:'))
    .map((d) => d.permalink)
    .sort();
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI; returns whether it succeeded and all it printed. */
function runCli(...args: string[]): { ok: boolean; output: string } {
  const r = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

describe('a Docusaurus site folder (tests/fixtures/sites/docusaurus-config)', () => {
  it('is loaded from its docusaurus.config.js, with the docs under /docs', async () => {
    const site = await loadSite({ siteDir: fixture, production: false });
    expect(site.configFile).toBe(join(fixture, 'docusaurus.config.js'));
    expect(site.siteConfig).toMatchObject({
      title: 'Lamp Keeper',
      tagline: 'Notes for keeping a harbour light burning',
      url: 'https://lamp-keeper.example.org',
      baseUrl: '/',
      onBrokenLinks: 'throw',
      footer: {
        style: 'dark',
        links: [{ title: 'Handbook', items: [{ label: 'Start here', to: '/docs/intro' }] }],
        copyright: 'Copyright © Lamp Keeper contributors.',
      },
      docs: { showLastUpdateTime: false },
    });
    expect(sidebarsFileOf(site)).toBe(join(fixture, 'sidebars.js'));
    expect(docPermalinks(site)).toEqual([
      '/docs/basics/first-watch',
      '/docs/basics/lamp-care',
      '/docs/intro',
    ]);
    expect(generatedIndexesOf(site).map((g) => g.permalink)).toEqual(['/docs/category/basics']);
    // editUrl: the base, then the docs folder, then the doc's path.
    expect(pageMetadataOf(site, join(fixture, 'docs/basics/lamp-care.md'))?.editUrl).toBe(
      'https://example.org/lamp-keeper/edit/main/docs/basics/lamp-care.md',
    );
    // docSidebar → the sidebar's first doc; doc → the doc, labelled with its id as in Docusaurus
    // (DocNavbarItem: `label ?? doc.id`); the blog link
    // is a link (the blog is built).
    expect(site.siteConfig.navbar.items).toEqual([
      // doc and docSidebar items are current on the docs of their sidebar, a `to` link under it.
      {
        label: 'Handbook',
        href: '/docs/intro',
        position: 'left',
        activeSidebars: ['keeperSidebar'],
        docusaurusItem: { type: 'docSidebar', id: 'keeperSidebar' },
      },
      {
        label: 'basics/lamp-care',
        href: '/docs/basics/lamp-care',
        position: 'left',
        activeSidebars: ['keeperSidebar'],
        docusaurusItem: { type: 'doc', id: 'basics/lamp-care' },
      },
      { label: 'Log book', href: '/blog', position: 'left', activeBasePath: '/blog' },
      { label: 'Harbour', href: 'https://example.org/harbour', position: 'right' },
      // A menu's doc entries link to their doc, labelled with its id unless they have a label,
      // and its docSidebar entry to the sidebar's first doc; each is current on the docs of its
      // sidebar and is drawn by its type's component, as the navbar's own doc items.
      {
        label: 'Watches',
        position: 'right',
        items: [
          {
            label: 'basics/lamp-care',
            href: '/docs/basics/lamp-care',
            activeSidebars: ['keeperSidebar'],
            docusaurusItem: { type: 'doc', id: 'basics/lamp-care' },
          },
          {
            label: 'Before the watch',
            href: '/docs/intro',
            activeSidebars: ['keeperSidebar'],
            docusaurusItem: { type: 'doc', id: 'intro' },
          },
          {
            label: 'The whole handbook',
            href: '/docs/intro',
            activeSidebars: ['keeperSidebar'],
            docusaurusItem: { type: 'docSidebar', id: 'keeperSidebar' },
          },
          { label: 'Tide tables', href: 'https://example.org/tides' },
        ],
      },
    ]);
    // prism-react-renderer's github and dracula, as the code blocks' Prism themes (prism55).
    expect(site.siteConfig.code?.prism).toMatchObject({
      theme: { plain: { color: '#393A34', backgroundColor: '#f6f8fa' } },
      darkTheme: { plain: { color: '#F8F8F2', backgroundColor: '#282A36' } },
    });
    // Everything the config has is built now (the footer's links were the last part). Its one
    // warning is Docusaurus 3.9+'s about the top-level onBrokenMarkdownLinks, which the fixture
    // keeps where the 3.8 template wrote it.
    expect(
      site.warnings.filter((w) => w.kind === 'docusaurus config').map((w) => [w.line, w.message]),
    ).toEqual([
      [
        16,
        expect.stringMatching(
          /^The `siteConfig.onBrokenMarkdownLinks` config option is deprecated/,
        ),
      ],
    ]);
    expect(site.routes.filter((r) => r.path.startsWith('/blog')).map((r) => r.path)).toEqual([
      '/blog/2026/01/10/first-entry',
      '/blog',
      '/blog/archive',
    ]);
  });

  it('uses site.config.ts when the folder has both', async () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true });
    writeFileSync(
      join(dir, 'site.config.ts'),
      `export default { title: 'Ours', url: 'https://ours.example', baseUrl: '/' };\n`,
    );
    const config = await loadSiteConfig(dir);
    expect(config.configFile).toBe(join(dir, 'site.config.ts'));
    expect(config.siteConfig.title).toBe('Ours');
    expect(config.docusaurus).toBeUndefined();
    expect(config.docsRouteBasePath).toBeUndefined();
  });

  it('serves the docs at the root when routeBasePath is "/"', async () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true });
    const file = join(dir, 'docusaurus.config.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        "sidebarPath: './sidebars.js',",
        "sidebarPath: './sidebars.js', routeBasePath: '/',",
      ),
    );
    const site = await loadSite({ siteDir: dir, production: false });
    expect(docPermalinks(site)).toEqual(['/basics/first-watch', '/basics/lamp-care', '/intro']);
    expect(generatedIndexesOf(site).map((g) => g.permalink)).toEqual(['/category/basics']);
  });

  it('shows the author of the last commit with showLastUpdateAuthor, in a production build', async () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
    const file = join(dir, 'docusaurus.config.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        "sidebarPath: './sidebars.js',",
        "sidebarPath: './sidebars.js', showLastUpdateTime: true, showLastUpdateAuthor: true,",
      ),
    );
    const git = (...args: string[]) =>
      spawnSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Ada Keeper',
          GIT_AUTHOR_EMAIL: 'ada@example.org',
          GIT_COMMITTER_NAME: 'Ada Keeper',
          GIT_COMMITTER_EMAIL: 'ada@example.org',
          GIT_AUTHOR_DATE: '2024-05-06T07:08:09Z',
          GIT_COMMITTER_DATE: '2024-05-06T07:08:09Z',
        },
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'site');
    const site = await loadSite({ siteDir: dir, production: true });
    expect(pageMetadataOf(site, join(dir, 'docs/intro.md'))).toMatchObject({
      lastUpdatedAt: Date.parse('2024-05-06T07:08:09Z'),
      lastUpdatedBy: 'Ada Keeper',
    });
    expect(site.warnings.map((w) => w.message).join('\n')).not.toMatch(/showLastUpdateAuthor/);
  });

  it('opens the categories with sidebarCollapsed: false', async () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
    const file = join(dir, 'docusaurus.config.js');
    const config = readFileSync(file, 'utf8');
    const category = async () =>
      sidebarsOf(await loadSite({ siteDir: dir, production: false })).keeperSidebar!.find(
        (i) => i.type === 'category',
      );
    expect(await category()).toMatchObject({ label: 'Basics', collapsed: true, collapsible: true });
    writeFileSync(
      file,
      config.replace(
        "sidebarPath: './sidebars.js',",
        "sidebarPath: './sidebars.js', sidebarCollapsed: false,",
      ),
    );
    expect(await category()).toMatchObject({
      label: 'Basics',
      collapsed: false,
      collapsible: true,
    });
  });

  it('makes no blog pages when the blog has no posts (no blog/ folder), as Docusaurus', async () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
    rmSync(join(dir, 'blog'), { recursive: true, force: true });
    const site = await loadSite({ siteDir: dir, production: true });
    expect(site.routes.filter((r) => r.path.startsWith('/blog')).map((r) => r.path)).toEqual([]);
  });

  it('leaves out the docs that exclude matches', async () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
    const file = join(dir, 'docusaurus.config.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        "sidebarPath: './sidebars.js',",
        "sidebarPath: './sidebars.js', exclude: ['**/first-*.md'],",
      ),
    );
    const site = await loadSite({ siteDir: dir, production: false });
    expect(docPermalinks(site)).toEqual(['/docs/basics/lamp-care', '/docs/intro']);
  });

  it('reads the docs from the folder "path" names, and builds them (editUrl a function)', () => {
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
    renameSync(join(dir, 'docs'), join(dir, 'handbook'));
    // A docs/ folder that is not the docs: none of it is built.
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/stray.md'), '# Stray\n');
    const file = join(dir, 'docusaurus.config.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace(
          "sidebarPath: './sidebars.js',",
          "sidebarPath: './sidebars.js',\n          path: './handbook/',",
        )
        .replace(
          "editUrl: 'https://example.org/lamp-keeper/edit/main/',",
          'editUrl: ({ versionDocsDirPath, docPath }) => `https://example.org/src/${versionDocsDirPath}/${docPath}`,',
        ),
    );
    const out = join(dir, 'out');
    const { ok, output } = runCli('build', dir, '--out-dir', out);
    // Its pages and its home page (src/pages/index.md); no search page, as with Docusaurus when
    // the site has no search plugin.
    expect(output).toMatch(/Built 8 pages/);
    expect(ok).toBe(true);
    for (const page of ['docs/intro', 'docs/basics/first-watch', 'docs/category/basics'])
      expect(existsSync(join(out, page, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'docs/stray/index.html'))).toBe(false);
    const html = readFileSync(join(out, 'docs/basics/lamp-care/index.html'), 'utf8');
    // The edit link (from a function here) names the folder the docs are in.
    expect(html).toContain('href="https://example.org/src/handbook/basics/lamp-care.md"');
  });

  it('builds with the command line, docs, blog and footer, with no warning', () => {
    // A copy, so that no cache of an earlier build makes it "up to date".
    const dir = tempDir();
    cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
    const out = join(dir, 'out');
    const { ok, output } = runCli('build', dir, '--out-dir', out);
    // Its pages and its home page (src/pages/index.md); no search page, as with Docusaurus when
    // the site has no search plugin.
    expect(output).toMatch(/Built 8 pages/);
    expect(ok).toBe(true);
    for (const page of [
      'docs/intro',
      'docs/basics/first-watch',
      'docs/basics/lamp-care',
      'docs/category/basics',
    ])
      expect(existsSync(join(out, page, 'index.html'))).toBe(true);
    expect(output).not.toMatch(/not built yet/);
    expect(existsSync(join(out, 'search/index.html'))).toBe(false);
    const html = readFileSync(join(out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain(
      '<div class="footer__title">Handbook</div><ul class="footer__items clean-list"><li class="footer__item"><a href="/docs/intro"',
    );
    expect(html).toContain('href="/docs/basics/first-watch"');
    expect(html).toContain('Lamp Keeper');
    expect(html).toMatch(
      /<a href="https:\/\/example\.org\/lamp-keeper\/edit\/main\/docs\/intro\.md"[^>]*class="theme-edit-this-page"[^>]*>.*?Edit this page<\/a>/,
    );
    expect(output).not.toMatch(/editUrl/);
  });

  it('positions a throw in a config function when built from the command line', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `module.exports = async function createConfig() {\n  const sidebars = undefined;\n  return { title: sidebars.title };\n};\n`,
    );
    const { ok, output } = runCli('build', dir, '--out-dir', join(dir, 'out'));
    expect(ok).toBe(false);
    expect(output).toMatch(/docusaurus\.config\.js:3:\d+ error the config function threw/);
  });
});

describe('doc permalinks under a route base path', () => {
  it('puts the slug under the base, the root doc at the base with its slash, and keeps "/" as is', async () => {
    const { createDocMetadata, docPermalink } =
      await import('../../../../../plugins/docs/docMetadata.js');
    expect(docPermalink('/docs', '/intro')).toBe('/docs/intro');
    expect(docPermalink('/docs', '/')).toBe('/docs/');
    expect(docPermalink('/', '/intro')).toBe('/intro');
    const file = { source: 'guide/index.md', filePath: '/s/docs/guide/index.md', content: '' };
    const doc = createDocMetadata(file, {}, '# Guide\n', '/handbook');
    expect([doc.slug, doc.permalink]).toEqual(['/guide/', '/handbook/guide/']);
    const root = createDocMetadata(
      { source: 'start.md', filePath: '/s/docs/start.md', content: '' },
      { slug: '/' },
      'Hi',
      '/docs',
    );
    expect(root.permalink).toBe('/docs/');
  });
});
