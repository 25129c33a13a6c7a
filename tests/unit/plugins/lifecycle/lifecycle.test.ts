// The plugin lifecycle on small sites written to a temporary folder: entries, order, validation,
// content loading, actions, and the errors a bad plugin gives.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildError, type BuildError } from '../../../../plugins/diagnostics.js';
import { moduleCandidates, type LifecycleEntries } from '../../../../plugins/lifecycle/entries.js';
import { runLifecycle } from '../../../../plugins/lifecycle/run.js';
import { writeGeneratedFiles } from '../../../../plugins/lifecycle/generatedFiles.js';
import type { LoadContext, PluginActions } from '../../../../plugins/lifecycle/types.js';

let dir: string;
let configFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
  configFile = join(dir, 'docusaurus.config.js');
  writeFileSync(configFile, 'module.exports = {};\n');
  mkdirSync(join(dir, 'plugins'));
  mkdirSync(join(dir, 'components'));
  writeFileSync(join(dir, 'components', 'Page.jsx'), 'export default () => null;\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, code: string) => {
  const file = join(dir, 'plugins', name);
  writeFileSync(file, code);
  return file;
};

function context(): LoadContext {
  return {
    siteDir: dir,
    siteVersion: undefined,
    generatedFilesDir: join(dir, '.cache', 'generated'),
    siteConfig: { baseUrl: '/', themeConfig: { colour: 'red' } },
    siteConfigPath: configFile,
    outDir: join(dir, 'build'),
    localizationDir: join(dir, 'i18n', 'en'),
    baseUrl: '/',
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      currentLocale: 'en',
      path: 'i18n',
      localeConfigs: {},
    },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack', instance: undefined },
  };
}

const entries = (e: Partial<LifecycleEntries>): LifecycleEntries => ({
  presets: [],
  presetPlugins: [],
  plugins: [],
  themes: [],
  ...e,
});

const run = (e: Partial<LifecycleEntries>) =>
  runLifecycle(entries(e), {
    context: context(),
    configFile,
    locate: (path) =>
      path[0] === 'plugins' ? { line: 3, column: Number(path[1]) + 5 } : undefined,
    isNative: (name) => name === 'content-docs',
    warnings: [],
  });

async function failure(p: Promise<unknown>): Promise<BuildError> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(isBuildError(e)).toBe(true);
  return e as BuildError;
}

describe('module names', () => {
  it('tries the names Docusaurus tries for a short name, in its order', () => {
    // Docusaurus's own order (core/lib/server/plugins/moduleShorthand.js): the name itself first,
    // then the official package (Kysely's `'vercel-analytics'`), then the community prefix.
    expect(moduleCandidates('sass', 'plugin')).toEqual([
      'sass',
      '@docusaurus/plugin-sass',
      'docusaurus-plugin-sass',
    ]);
    expect(moduleCandidates('vercel-analytics', 'plugin')).toEqual([
      'vercel-analytics',
      '@docusaurus/plugin-vercel-analytics',
      'docusaurus-plugin-vercel-analytics',
    ]);
    expect(moduleCandidates('@easyops-cn', 'theme')).toEqual(['@easyops-cn/docusaurus-theme']);
    expect(moduleCandidates('@x/search-local', 'theme')).toEqual([
      '@x/search-local',
      '@x/docusaurus-theme-search-local',
    ]);
    expect(moduleCandidates('docusaurus-plugin-sass', 'plugin')).toEqual([
      'docusaurus-plugin-sass',
    ]);
    expect(moduleCandidates('./plugins/a.js', 'plugin')).toEqual(['./plugins/a.js']);
  });
});

describe('running plugins', () => {
  it("runs presets' plugins and themes before the site's, skipping false and null", async () => {
    const order: string[] = [];
    const named = (name: string) => () => {
      order.push(name);
      return { name };
    };
    const preset = () => ({
      plugins: [named('preset-plugin'), null],
      themes: [named('preset-theme')],
    });
    const result = await run({
      presets: [{ module: preset, options: {}, configPath: ['presets', 0] }],
      plugins: [
        { module: named('site-plugin'), options: {}, configPath: ['plugins', 0] },
        { module: false, options: undefined, configPath: ['plugins', 1] },
      ].filter((e) => e.module !== false),
      themes: [{ module: named('site-theme'), options: {}, configPath: ['themes', 0] }],
    });
    expect(order).toEqual(['preset-plugin', 'preset-theme', 'site-plugin', 'site-theme']);
    expect(result.plugins.map((p) => [p.name, p.kind])).toEqual([
      ['preset-plugin', 'plugin'],
      ['preset-theme', 'theme'],
      ['site-plugin', 'plugin'],
      ['site-theme', 'theme'],
    ]);
  });

  it('loads a plugin module by path with its validators, and drops one that returns null', async () => {
    write(
      'validated.js',
      `module.exports = function (context, options) { return { name: 'validated', seen: options }; };
module.exports.validateOptions = ({ validate, options }) => validate({ validate: (v) => ({ value: { ...v, size: v.size ?? 3 } }) }, options);
module.exports.validateThemeConfig = ({ themeConfig }) => ({ ...themeConfig, checked: true });
`,
    );
    write('off.mjs', `export default function () { return null; }\n`);
    const result = await run({
      plugins: [
        { module: './plugins/validated.js', options: { id: 'one' }, configPath: ['plugins', 0] },
        { module: './plugins/off.mjs', options: {}, configPath: ['plugins', 1] },
      ],
    });
    expect(result.plugins).toHaveLength(1);
    expect(result.plugins[0]!.instance.seen).toEqual({ id: 'one', size: 3 });
    expect(result.plugins[0]!.id).toBe('one');
    expect(result.context.siteConfig.themeConfig).toEqual({ colour: 'red', checked: true });
  });

  it('validates with a Joi schema that has the id appended, as Docusaurus does (a schema may require it)', async () => {
    // A stand-in for a Joi object schema: append() adds keys, $_root.string() builds the id's.
    write(
      'joi.js',
      `const str = () => ({ regex: (re) => ({ default: (d) => ({ re, d }) }) });
function object(keys) {
  return {
    $_root: { string: str },
    append: (more) => object({ ...keys, ...more }),
    validate(v) {
      for (const [k, s] of Object.entries(keys)) {
        if (s === 'required' && v[k] === undefined) return { error: new Error('"' + k + '" is required'), value: v };
        if (s && s.re && v[k] === undefined) v = { ...v, [k]: s.d };
        if (s && s.re && !s.re.test(v[k])) return { error: new Error('bad id'), value: v };
      }
      return { value: v };
    },
  };
}
module.exports = function () { return { name: 'needs-id' }; };
module.exports.validateOptions = ({ validate, options }) => validate(object({ id: 'required' }), options);
module.exports.object = object;
`,
    );
    const result = await run({
      plugins: [{ module: './plugins/joi.js', options: { id: 'api' }, configPath: ['plugins', 0] }],
    });
    expect(result.plugins[0]!.id).toBe('api');
    // Without one the appended key's default is "default" (Docusaurus's PluginIdSchema).
    write(
      'joi2.js',
      `const { object } = require('./joi.js');
module.exports = function (c, o) { return { name: 'defaults-id', seen: o }; };
module.exports.validateOptions = ({ validate, options }) => validate(object({}), options);
`,
    );
    const other = await run({
      plugins: [{ module: './plugins/joi2.js', options: {}, configPath: ['plugins', 0] }],
    });
    expect(other.plugins[0]!.instance.seen).toEqual({ id: 'default' });
  });

  it('gives contentLoaded its content and actions, then allContentLoaded every content', async () => {
    const result = await run({
      plugins: [
        {
          module: () => ({
            name: 'maker',
            loadContent: () => ({ items: 2 }),
            async contentLoaded({
              content,
              actions,
            }: {
              content: { items: number };
              actions: PluginActions;
            }) {
              const data = await actions.createData('items.json', content);
              actions.addRoute({
                path: '/items',
                component: join(dir, 'components', 'Page.jsx'),
                modules: { data },
              });
              actions.setGlobalData({ items: content.items });
            },
            allContentLoaded({
              allContent,
              actions,
            }: {
              allContent: object;
              actions: PluginActions;
            }) {
              actions.setGlobalData({ names: Object.keys(allContent) });
            },
          }),
          options: {},
          configPath: ['plugins', 0],
        },
        {
          module: () => ({ name: 'quiet', loadContent: () => 'q' }),
          options: {},
          configPath: ['plugins', 1],
        },
      ],
    });
    const file = join(dir, '.cache', 'generated', 'maker', 'default', 'items.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ items: 2 });
    expect(result.routes.map((r) => r.route)).toEqual([
      { path: '/items', component: join(dir, 'components', 'Page.jsx'), modules: { data: file } },
    ]);
    // allContentLoaded's setGlobalData replaces contentLoaded's, as in Docusaurus.
    expect(result.globalData).toEqual({ maker: { default: { names: ['maker', 'quiet'] } } });
  });

  it("writes the @generated modules plugins' client code imports: config, global data", async () => {
    const result = await run({
      plugins: [
        {
          module: () => ({
            name: 'glob',
            contentLoaded: ({ actions }: { actions: PluginActions }) => actions.setGlobalData(1),
          }),
          options: {},
          configPath: ['plugins', 0],
        },
      ],
    });
    writeGeneratedFiles(result);
    const dirOf = join(dir, '.cache', 'generated');
    expect(JSON.parse(readFileSync(join(dirOf, 'globalData.json'), 'utf8'))).toEqual({
      glob: { default: 1 },
    });
    expect(readFileSync(join(dirOf, 'docusaurus.config.mjs'), 'utf8')).toBe(
      'export default {"baseUrl":"/","themeConfig":{"colour":"red"}};\n',
    );
  });

  it('does not run a plugin the generator builds itself, named by an entry', async () => {
    const result = await run({
      plugins: [{ module: 'content-docs', options: {}, configPath: ['plugins', 0] }],
    });
    expect(result.plugins).toEqual([]);
  });
});

describe('a bad plugin stops the build, naming it, the method and where', () => {
  it('a plugin whose loadContent throws: its file and line', async () => {
    const file = write(
      'throws.js',
      `module.exports = function () {
  return {
    name: 'thrower',
    loadContent() {
      throw new Error('the orchard API is down');
    },
  };
};
`,
    );
    const e = await failure(
      run({
        plugins: [{ module: './plugins/throws.js', options: {}, configPath: ['plugins', 0] }],
      }),
    );
    expect(e.diagnostics[0]).toMatchObject({
      file,
      line: 5,
      message: 'plugin "thrower" failed in loadContent: the orchard API is down',
    });
  });

  // CrowdSec's site: its config imports a plugin from another file, whose configurePostCss
  // requires a package that is not installed. Node's stack then opens with
  // `at Module._resolveFilename (node:internal/modules/cjs/loader:…)`, which is no file; the
  // position is the require in the plugin's own file (Docusaurus 3.9.2's stack shows that frame
  // next: plugins/tailwind-config.ts:5:33).
  it("a plugin's require of a missing package, from a file the entry re-exports: that require", async () => {
    const file = write(
      'requires-missing.js',
      `module.exports = function () {
  return {
    name: 'needs-a-package',
    loadContent() {
      return require('a-package-nobody-installed');
    },
  };
};
`,
    );
    write('reexports.js', "module.exports = require('./requires-missing.js');\n");
    const e = await failure(
      run({
        plugins: [{ module: './plugins/reexports.js', options: {}, configPath: ['plugins', 0] }],
      }),
    );
    expect(e.diagnostics[0]).toMatchObject({ file, line: 5 });
    expect(e.diagnostics[0]!.message).toMatch(
      /^plugin "needs-a-package" failed in loadContent: Cannot find module 'a-package-nobody-installed'/,
    );
  });

  // Apache Answer's site: a local plugin spreads the blog plugin's instance and replaces its
  // contentLoaded. Supported when the config declares it (the mapping reads its module: the entry
  // is then `wraps`, tests/unit/plugins/lifecycle/wrappedBlog.test.ts); an entry the mapping did
  // not take for a blog fails at the line of the call, saying why, not "… is not a function".
  it("a plugin calling the blog plugin's function, not declared as a blog: that line, and why", async () => {
    const file = write(
      'extends-blog.js',
      `const blogExports = require('@docusaurus/plugin-content-blog');
const defaultBlogPlugin = blogExports.default;
module.exports = async function extendedBlog(context, options) {
  const instance = await defaultBlogPlugin(context, options);
  return { ...instance, async contentLoaded() {} };
};
`,
    );
    const e = await failure(
      run({
        plugins: [{ module: './plugins/extends-blog.js', options: {}, configPath: ['plugins', 0] }],
      }),
    );
    expect(e.diagnostics[0]).toMatchObject({ file, line: 4 });
    expect(e.diagnostics[0]!.message).toContain(
      "@docusaurus/plugin-content-blog's plugin function was called by a plugin the config does not declare as a blog",
    );
  });

  it('an inline plugin without a name: the config at the entry', async () => {
    const e = await failure(
      run({
        plugins: [
          {
            module: function noName() {
              return {};
            },
            options: {},
            configPath: ['plugins', 2],
          },
        ],
      }),
    );
    expect(e.diagnostics[0]).toMatchObject({ file: configFile, line: 3, column: 7 });
    expect(e.diagnostics[0]!.message).toMatch(
      /noName \(an inline plugin\)" returned a plugin without a "name"/,
    );
  });

  it('a route whose component does not exist: contentLoaded, at the addRoute call', async () => {
    const file = write(
      'route.js',
      `module.exports = () => ({
  name: 'router',
  contentLoaded({ actions }) {
    actions.addRoute({ path: '/x', component: '/nowhere/Missing.jsx' });
  },
});
`,
    );
    const e = await failure(
      run({ plugins: [{ module: './plugins/route.js', options: {}, configPath: ['plugins', 0] }] }),
    );
    expect(e.diagnostics[0]).toMatchObject({ file, line: 4 });
    expect(e.diagnostics[0]!.message).toMatch(
      /^plugin "router" failed in contentLoaded: addRoute\("\/x"\): the component \/nowhere\/Missing.jsx does not exist/,
    );
  });

  it('two instances with the same name and id', async () => {
    const twin = () => ({ name: 'twin' });
    const e = await failure(
      run({
        plugins: [
          { module: twin, options: {}, configPath: ['plugins', 0] },
          { module: twin, options: {}, configPath: ['plugins', 1] },
        ],
      }),
    );
    expect(e.diagnostics[0]!.message).toMatch(
      /plugin "twin" has the id "default" of another instance of "twin"/,
    );
    expect(e.diagnostics[0]!.hint).toMatch(/"id"/);
  });

  it('a module that cannot be found: the config entry, with the names tried', async () => {
    const e = await failure(
      run({ plugins: [{ module: 'not-installed', options: {}, configPath: ['plugins', 4] }] }),
    );
    expect(e.diagnostics[0]).toMatchObject({ file: configFile, line: 3, column: 9 });
    expect(e.diagnostics[0]!.message).toContain(
      'not-installed, @docusaurus/plugin-not-installed, docusaurus-plugin-not-installed',
    );
  });
});
