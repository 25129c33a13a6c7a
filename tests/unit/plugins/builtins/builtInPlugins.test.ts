// The built-in plugins (plugins/builtins/) on the lifecycle: one list with the site's own plugins
// in Docusaurus's order, their content in Docusaurus's shape as a third-party plugin reads it in
// allContentLoaded (tests/fixtures/sites/builtin-plugins: its local plugin keeps what it saw as its
// global data), the routes its postBuild walks, and the duplicate error two plugins of one name and
// id give.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildError, type BuildError } from '../../../../plugins/diagnostics.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { routeModulesOf } from '../../../../plugins/builtins/routeModules.js';
import {
  hooksOf,
  ROUTE_ORDER,
  type RoutesPart,
} from '../../../../plugins/lifecycle/generatorHooks.js';
import { blogInstancesOf } from '../../../../plugins/builtins/blogPlugin.js';
import { VIRTUAL_ROUTE_KINDS } from '../../../../src/shared/constants.js';
import { generateRobots, hasSitemapPlugin } from '../../../../plugins/output/sitemap.js';
import {
  isVirtualModuleId,
  virtualModuleSource,
} from '../../../../plugins/routes/virtualModules.js';
import { docSetsOf } from '../../../../plugins/builtins/docsViews.js';

const fixture = resolve('tests/fixtures/sites/builtin-plugins');
let site: SiteData;
let scratch: string;

beforeAll(async () => {
  site = await loadSite({ siteDir: fixture, production: true });
  scratch = mkdtempSync(join(tmpdir(), 'builtin-plugins-'));
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the plugin list', () => {
  it('holds the built-in plugins among the site’s own, in Docusaurus’s order', () => {
    const list = site.plugins!.result.plugins.map((p) => `${p.name}/${p.id}`);
    // The classic preset's plugins (docs, blog, pages, sitemap), then the config's `plugins`.
    expect(list).toEqual([
      'docusaurus-plugin-content-docs/default',
      'docusaurus-plugin-content-blog/default',
      'docusaurus-plugin-content-pages/default',
      'docusaurus-plugin-sitemap/default',
      'docusaurus-plugin-content-docs/community',
      'content-probe/default',
      'docusaurus-plugin-client-redirects/default',
    ]);
    expect([...site.pluginContent!.keys()]).toEqual(list);
  });

  it('builds the stages’ views from the plugins’ content', () => {
    expect(docSetsOf(site).map((s) => s.spec.pluginId)).toEqual(['default', 'community']);
    expect(blogInstancesOf(site.plugins).map((b) => b.options.id)).toEqual(['default']);
    const pages = site.pluginContent!.get('docusaurus-plugin-content-pages/default');
    expect((pages as { permalink: string }[]).map((p) => p.permalink)).toEqual(['/about']);
    expect(site.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/docs/intro',
        '/docs/guide/setup',
        '/community/',
        '/blog',
        '/about',
      ]),
    );
  });

  it("takes the pages' routes from the pages plugin (routesOf), after the docs' and the blog's", () => {
    const pages = site.plugins!.result.plugins.find(
      (p) => p.name === 'docusaurus-plugin-content-pages',
    )!;
    const [routesOf] = hooksOf([pages], 'routesOf');
    const parts = routesOf!() as RoutesPart[];
    expect(parts).toEqual([
      {
        order: ROUTE_ORDER.pages,
        routes: [
          {
            path: '/about',
            kind: 'page',
            module: expect.stringMatching(/^virtual:docs\/markdown-page\/.*about\.md/),
          },
        ],
        warnings: [],
      },
    ]);
    const paths = site.routes.map((r) => r.path);
    const about = paths.indexOf('/about');
    expect(site.routes[about]).toEqual(parts[0]!.routes[0]);
    // Docusaurus's order of its plugins' routes: docs, blog, then pages.
    expect(paths.indexOf('/docs/intro')).toBeLessThan(about);
    expect(paths.indexOf('/blog')).toBeLessThan(about);
  });

  it('gives each route a kind its plugin declares, and each virtual route module from its plugin', () => {
    const declared = routeModulesOf(site).kinds;
    // Each plugin's own declaration (generator hook routeKindsOf): docs, blog, pages.
    const byPlugin = hooksOf(site.plugins!.result.plugins, 'routeKindsOf').map((of) => of());
    expect(new Set(site.routes.map((r) => r.kind))).toEqual(
      new Set(['doc', 'blog-post', 'blog-page', 'page']),
    );
    for (const route of site.routes) {
      expect(declared.has(route.kind)).toBe(true);
      if (!route.module.startsWith('virtual:')) continue;
      expect(isVirtualModuleId(route.module, routeModulesOf(site))).toBe(true);
      const owners = byPlugin.filter((m) => m.source(route.module) !== undefined);
      expect(owners).toHaveLength(1);
      expect(Object.keys(owners[0]!.kinds)).toContain(route.kind);
      expect(virtualModuleSource(route.module, site)).toMatch(/export/);
    }
    // The blog's pages, the tags pages and the Markdown page are virtual modules of their plugin.
    expect(site.routes.filter((r) => r.module.startsWith('virtual:')).length).toBeGreaterThan(3);
  });

  it('gives the client the renderer of each kind the routes have, and only those', () => {
    const source = virtualModuleSource(VIRTUAL_ROUTE_KINDS, site)!;
    const kinds = [...source.matchAll(/^ {2}"([^"]+)": (\w+),$/gm)].map((m) => m[1]);
    expect(kinds).toEqual(['blog-page', 'blog-post', 'doc', 'page']);
    // Each is an export of the module its plugin names (src/theme/routeKinds/).
    const imports = [...source.matchAll(/^import \{ (\w+) as k\d+ \} from "(.+)";$/gm)].map(
      (m) => `${m[1]} ${relative(resolve('.'), m[2]!).split(sep).join('/')}`,
    );
    expect(imports).toEqual([
      'blogPage src/theme/routeKinds/blog.tsx',
      'blogPost src/theme/routeKinds/blog.tsx',
      'doc src/theme/routeKinds/docs.tsx',
      'page src/theme/routeKinds/page.tsx',
    ]);
    // A site without a generated index does not bundle its renderer.
    expect(source).not.toMatch(/generatedIndex/);
  });

  it('fails a route whose kind no plugin declares, naming the kind and the route', () => {
    const routes = [...site.routes, { path: '/odd', kind: 'recipe', module: '/x.js' }];
    expect(() => virtualModuleSource(VIRTUAL_ROUTE_KINDS, { ...site, routes })).toThrow(
      'the route kind "recipe" (of /odd) is declared by no plugin',
    );
  });

  /** The plugin names of the fixture loaded with its config's text changed by `edit`. */
  async function pluginsWith(name: string, edit: (config: string) => string) {
    const dir = join(scratch, name);
    cpSync(fixture, dir, { recursive: true });
    // A preset of the site's own that adds the sitemap plugin, as a third-party preset does.
    writeFileSync(
      join(dir, 'site-preset.js'),
      "module.exports = () => ({ plugins: ['@docusaurus/plugin-sitemap'] });\n",
    );
    const file = join(dir, 'docusaurus.config.js');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    const loaded = await loadSite({ siteDir: dir, production: false });
    return { loaded, names: loaded.plugins!.result.plugins.map((p) => p.name) };
  }

  it('honours the classic preset’s `sitemap: false`: no sitemap, and robots.txt names none', async () => {
    expect(hasSitemapPlugin(site)).toBe(true);
    const { loaded, names } = await pluginsWith('no-sitemap', (c) =>
      c.replace('theme: {},', 'theme: {}, sitemap: false,'),
    );
    expect(names).not.toContain('docusaurus-plugin-sitemap');
    expect(hasSitemapPlugin(loaded)).toBe(false);
    expect(generateRobots(loaded.siteConfig, false)).toBe('User-agent: *\nAllow: /\n');
  });

  it('runs the sitemap a third-party preset adds as the built-in one', async () => {
    const { names, loaded } = await pluginsWith('preset-sitemap', (c) =>
      c
        .replace('theme: {},', 'theme: {}, sitemap: false,')
        .replace('presets: [', "presets: ['./site-preset.js',"),
    );
    // At the preset's place (listed before the classic one, so first, as Docusaurus's loadPresets
    // orders presets' plugins), before the config's plugins.
    expect(names).toEqual([
      'docusaurus-plugin-sitemap',
      'docusaurus-plugin-content-docs',
      'docusaurus-plugin-content-blog',
      'docusaurus-plugin-content-pages',
      'docusaurus-plugin-content-docs',
      'content-probe',
      'docusaurus-plugin-client-redirects',
    ]);
    expect(loaded.warnings.map((w) => w.message).join('\n')).not.toMatch(/plugin-sitemap/);
  });

  it('fails two plugins of one name and id, naming both', async () => {
    const dir = join(scratch, 'duplicate');
    cpSync(fixture, dir, { recursive: true });
    const config = readFileSync(join(dir, 'docusaurus.config.js'), 'utf8');
    // The preset's sitemap and one declared again: Docusaurus's "used 2 times with ID default".
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      config.replace("'./plugins/content-probe.js',", "'./plugins/content-probe.js', 'sitemap',"),
    );
    const error = await loadSite({ siteDir: dir, production: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isBuildError(error)).toBe(true);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.message).toMatch(/docusaurus-plugin-sitemap.*id "default"/);
    expect(d!.file).toBe(join(dir, 'docusaurus.config.js'));
  });
});

// What Docusaurus 3.8.1 gave for this fixture (built once with scripts/bench/peer, without the
// client-redirects entry, which the peer does not install): the local plugin's global data, and the
// docs plugin's global data (.docusaurus/globalData.json).
const docusaurusDoc = (id: string, title: string, description: string, frontMatter: object) => ({
  id,
  title,
  description,
  permalink: `/docs/${id}`,
  source: `@site/docs/${id}.md`,
  sidebar: 'guideSidebar',
  frontMatter,
});
const SEEN_BY_A_PLUGIN = {
  docs: {
    default: [
      {
        versionName: 'current',
        label: 'Next',
        path: '/docs',
        isLast: true,
        docs: [
          docusaurusDoc('guide/setup', 'Setting up', 'Install the tool.', {
            title: 'Setting up',
            sidebar_label: 'Setup',
          }),
          docusaurusDoc('intro', 'Introduction', 'Where to start.', {
            description: 'Where to start.',
            keywords: ['start'],
          }),
        ],
      },
    ],
    community: [
      {
        versionName: 'current',
        label: 'Next',
        path: '/community',
        isLast: true,
        docs: [
          {
            id: 'index',
            title: 'Community',
            description: 'Where people meet.',
            permalink: '/community/',
            source: '@site/community/index.md',
            sidebar: 'defaultSidebar',
            frontMatter: {},
          },
        ],
      },
    ],
  },
  blogPosts: [
    {
      id: '/2024/01/15/hello',
      title: 'Hello',
      permalink: '/blog/2024/01/15/hello',
      source: '@site/blog/2024-01-15-hello.md',
      date: '2024-01-15T00:00:00.000Z',
      tags: ['news'],
      frontMatter: { title: 'Hello', tags: ['news'] },
    },
  ],
};
const DOCS_GLOBAL_DATA = {
  default: {
    path: '/docs',
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/docs',
        mainDocId: 'intro',
        docs: [
          { id: 'guide/setup', path: '/docs/guide/setup', sidebar: 'guideSidebar' },
          { id: 'intro', path: '/docs/intro', sidebar: 'guideSidebar' },
        ],
        draftIds: [],
        sidebars: { guideSidebar: { link: { path: '/docs/intro', label: 'intro' } } },
      },
    ],
    breadcrumbs: true,
  },
  community: {
    path: '/community',
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/community',
        mainDocId: 'index',
        docs: [{ id: 'index', path: '/community/', sidebar: 'defaultSidebar' }],
        draftIds: [],
        sidebars: { defaultSidebar: { link: { path: '/community/', label: 'index' } } },
      },
    ],
    breadcrumbs: true,
  },
};

describe('the built-in plugins’ content and global data', () => {
  it('is what a plugin reads in allContentLoaded, as in Docusaurus', () => {
    const seen = site.plugins!.result.globalData['content-probe']!.default as Record<
      string,
      unknown
    >;
    const { plugins, ...content } = seen;
    expect(content).toEqual(SEEN_BY_A_PLUGIN);
    // allContent groups instances by name (Docusaurus also lists its internal plugins).
    expect(plugins).toEqual([
      'docusaurus-plugin-content-docs/default',
      'docusaurus-plugin-content-docs/community',
      'docusaurus-plugin-content-blog/default',
      'docusaurus-plugin-content-pages/default',
      'docusaurus-plugin-sitemap/default',
      'content-probe/default',
      'docusaurus-plugin-client-redirects/default',
    ]);
  });

  it('keeps the generator’s own data out of the content plugins see', () => {
    const docs = site.pluginContent!.get('docusaurus-plugin-content-docs/default') as object;
    expect(Object.keys(docs)).toEqual(['loadedVersions']);
    expect(JSON.parse(JSON.stringify(docs))).toEqual(docs);
  });

  it('sets the docs plugin’s global data in Docusaurus’s shape', () => {
    expect(site.plugins!.result.globalData['docusaurus-plugin-content-docs']).toEqual(
      DOCS_GLOBAL_DATA,
    );
  });
});

describe('postBuild’s routes', () => {
  it('hold the built-in plugins’ pages with their source file, under their plugin', async () => {
    const { postBuild } = await import('../../../../plugins/lifecycle/postBuild.js');
    const outDir = join(scratch, 'post-build');
    mkdirSync(outDir, { recursive: true });
    await postBuild({
      plugins: site.plugins!,
      outDir,
      baseUrl: '/',
      siteTitle: 'Built-in plugins',
      routePaths: site.routes.map((r) => r.path),
      heads: {},
    });
    // What the fixture's plugin found walking `routes`: the same as Docusaurus 3.8.1 gave it (the
    // peer's build of this fixture without the client redirects; content-probe.js's `outline`),
    // each version's docs by id too (tRPC's inline postBuild makes its llms.txt from them).
    const seen = JSON.parse(readFileSync(join(outDir, 'routes-seen.json'), 'utf8')) as {
      pages: unknown[];
      routesPaths: string[];
      outline: string[];
    };
    const page = (path: string, sourceFilePath: string, plugin: string) => ({
      path,
      sourceFilePath,
      plugin: `docusaurus-plugin-content-${plugin}`,
    });
    expect(seen.pages).toEqual([
      page('/about', 'src/pages/about.md', 'pages/default'),
      page('/blog/2024/01/15/hello', 'blog/2024-01-15-hello.md', 'blog/default'),
      page('/community/', 'community/index.md', 'docs/community'),
      page('/docs/guide/setup', 'docs/guide/setup.md', 'docs/default'),
      page('/docs/intro', 'docs/intro.md', 'docs/default'),
    ]);
    expect(seen.outline).toEqual([
      '/about @theme/MDXPage',
      '/blog @theme/BlogListPage',
      '/blog/2024/01/15/hello @theme/BlogPostPage',
      '/blog/archive @theme/BlogArchivePage',
      '/blog/tags @theme/BlogTagsListPage',
      '/blog/tags/news @theme/BlogTagsPostsPage',
      '/community @theme/DocsRoot',
      '  /community @theme/DocVersionRoot priority=-1 isLast=true docs=[index|Community|Where people meet.|defaultSidebar]',
      '    /community @theme/DocRoot',
      '      /community/ @theme/DocItem',
      '/docs @theme/DocsRoot',
      '  /docs @theme/DocVersionRoot priority=-1 isLast=true docs=[guide/setup|Setting up|Install the tool.|guideSidebar, intro|Introduction|Where to start.|guideSidebar]',
      '    /docs @theme/DocRoot',
      '      /docs/guide/setup @theme/DocItem',
      '      /docs/intro @theme/DocItem',
    ]);
    expect(seen.routesPaths).toEqual(
      expect.arrayContaining(['/docs/intro', '/about', '/404.html']),
    );
    // Docusaurus's getRoutesPaths: the 404 page first, then the sorted routes' leaves.
    expect(seen.routesPaths[0]).toBe('/404.html');
  });
});

describe('postBuild’s routes, made when read', () => {
  const HOOKS = Symbol.for('docs-generator.generator-hooks');
  type Loaded = NonNullable<SiteData['plugins']>['result']['plugins'][number];
  /** The site's plugins, each built-in hook that gives routes counting its calls in `calls`. */
  const counted = (extra: Loaded[]) => {
    const calls = { n: 0 };
    const plugins = site
      .plugins!.result.plugins.filter((p) => p.builtIn)
      .map((p): Loaded => {
        const hooks = (p.instance as unknown as Record<symbol, Record<string, unknown>>)[HOOKS];
        const of = hooks?.routeConfigsOf as ((...a: unknown[]) => unknown) | undefined;
        if (!of) return p;
        const routeConfigsOf = (...a: unknown[]) => (calls.n++, of(...a));
        return { ...p, instance: { ...p.instance, [HOOKS]: { ...hooks, routeConfigsOf } } };
      });
    const sitePlugins = {
      ...site.plugins!,
      result: { ...site.plugins!.result, plugins: [...plugins, ...extra] },
    };
    return { calls, sitePlugins };
  };
  const plugin = (name: string, postBuild: (props: Record<string, unknown>) => void): Loaded =>
    ({
      name,
      id: 'default',
      options: {},
      kind: 'plugin',
      path: scratch,
      instance: { name, postBuild },
    }) as unknown as Loaded;
  const run = async (sitePlugins: NonNullable<SiteData['plugins']>) => {
    const { postBuild } = await import('../../../../plugins/lifecycle/postBuild.js');
    const outDir = join(scratch, 'post-build-lazy');
    mkdirSync(outDir, { recursive: true });
    await postBuild({
      plugins: sitePlugins,
      outDir,
      baseUrl: '/',
      siteTitle: 'Built-in plugins',
      routePaths: site.routes.map((r) => r.path),
      heads: {},
    });
  };

  it('are not made when no plugin reads them (the built-in ones do not), yet listed', async () => {
    let keys: string[] = [];
    const { calls, sitePlugins } = counted([
      plugin('quiet', (props) => (keys = Object.keys(props))),
    ]);
    await run(sitePlugins);
    expect(calls.n).toBe(0);
    expect(keys).toContain('routes');
    expect(keys.indexOf('routes')).toBe(keys.indexOf('routesPaths') - 1);
  });

  it('are made once for every reader, the same array, and a plugin that sets them sets its own', async () => {
    const seen: unknown[] = [];
    const { calls, sitePlugins } = counted([
      plugin('first', (props) => {
        seen.push(props.routes, props.routes);
        props.routes = ['its own'];
        seen.push(props.routes);
      }),
      plugin('second', (props) => void seen.push({ ...props }.routes)),
    ]);
    await run(sitePlugins);
    // One call per built-in instance with routes (two docs, the blog, the pages), once.
    expect(calls.n).toBe(4);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).toEqual(['its own']);
    expect(seen[3]).toBe(seen[0]);
    expect((seen[0] as { path: string }[]).map((r) => r.path)).toContain('/docs');
  });
});
