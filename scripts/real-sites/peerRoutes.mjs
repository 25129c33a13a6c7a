// Docusaurus's own list of the HTML files a build of a site writes, without bundling: for a site
// whose Docusaurus build does not fit on the machine (run.mjs --peer-routes). It loads the site as
// `docusaurus build` does first (config, plugins, their content and routes: Docusaurus's
// internal `loadSite`, 3.5 and later; its server's `load` before) and maps each route path to the file its static renderer
// writes (as its pathnameToFilename does), with the HTML files of its static folders, which the
// build copies, and the pages of its client redirects: @docusaurus/plugin-client-redirects writes
// them in `postBuild`, here run into a temporary folder (other plugins' `postBuild` is not run).
//
//   node peerRoutes.mjs SITE_DIR [LOCALE]     prints the files as JSON, sorted (every locale of
//                                             the config without LOCALE, as a build without one)
//
// Docusaurus's lib (CommonJS) is loaded from the site's own node_modules.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const [siteDir, locale] = process.argv.slice(2);
// What the site's plugins print while loading goes to stderr: stdout is the list alone
// (typescript-eslint's typedoc plugin logs "[info] Loaded plugin …" with console.log).
const writeOut = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr);
if (!siteDir) {
  console.error('usage: node peerRoutes.mjs SITE_DIR [LOCALE]');
  process.exit(2);
}

/** The file a route path is written to (Docusaurus's rule, paths relative to the out dir). */
function fileOfRoute(pathname, baseUrl, trailingSlash) {
  const withoutBase = baseUrl === '/' ? pathname : pathname.replace(baseUrl, '/');
  const name = withoutBase.replace(/^[/\\]/, '');
  if (/\.html?$/i.test(name)) return name;
  if (trailingSlash === undefined || name === '' || name.endsWith('/') || trailingSlash)
    return path.posix.join(name, 'index.html');
  return `${name}.html`;
}

/** The HTML files under a static folder, relative to it. */
function staticHtml(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => /\.html?$/i.test(f) && statSync(path.join(folder, f)).isFile());
}

/** The files one locale's build writes, relative to the build folder of the whole site. */
async function localeFiles(loadSite, dir, locale) {
  const site = await loadSite({ siteDir: dir, locale });
  const { routesPaths, baseUrl, siteConfig, outDir } = site.props;
  // A locale other than the default is written in its own folder (`build/fr/`), as its build does.
  const prefix = path.relative(path.join(dir, 'build'), outDir).split(path.sep).join('/');
  const files = routesPaths.map((p) => fileOfRoute(p, baseUrl, siteConfig.trailingSlash));
  // The static folders are copied into each locale's output, their HTML files with them.
  for (const folder of siteConfig.staticDirectories ?? ['static'])
    files.push(...staticHtml(path.resolve(dir, folder)));
  files.push(...(await clientRedirectFiles(site.props)));
  return { files: files.map((f) => (prefix ? `${prefix}/${f}` : f)), i18n: site.props.i18n };
}

/**
 * The redirect pages @docusaurus/plugin-client-redirects writes after the build: its own
 * `postBuild`, given the site's props and an empty folder, relative to that folder.
 */
async function clientRedirectFiles(props) {
  const files = [];
  for (const plugin of props.plugins) {
    if (plugin.name !== 'docusaurus-plugin-client-redirects' || !plugin.postBuild) continue;
    const outDir = mkdtempSync(path.join(tmpdir(), 'peer-redirects-'));
    try {
      await plugin.postBuild({ ...props, outDir, content: plugin.content, head: {} });
      files.push(...staticHtml(outDir));
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }
  return files;
}

/**
 * Docusaurus's `loadSite` (3.5 and later); before 3.5 (Apache Answer's 3.1.1) its server's `load`,
 * which returns the same props itself (and writes the `.docusaurus` files, as a build does).
 */
function docusaurusLoadSite(require) {
  try {
    return require('@docusaurus/core/lib/server/site.js').loadSite;
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND') throw error;
    const { load } = require('@docusaurus/core/lib/server/index.js');
    return async (options) => ({ props: await load(options) });
  }
}

async function main() {
  // As `docusaurus build` sets them (the classic preset adds its debug routes outside production).
  process.env.NODE_ENV = 'production';
  process.env.BABEL_ENV = 'production';
  const dir = path.resolve(siteDir);
  const require = createRequire(path.join(dir, 'package.json'));
  const loadSite = docusaurusLoadSite(require);
  const first = await localeFiles(loadSite, dir, locale);
  const all = [...first.files];
  // Without a locale, `docusaurus build` builds every locale of the config: so does this list.
  if (!locale) {
    for (const other of first.i18n.locales.filter((l) => l !== first.i18n.defaultLocale))
      all.push(...(await localeFiles(loadSite, dir, other)).files);
  }
  return [...new Set(all)].sort();
}

// The process ends once the list is written: a plugin may leave a timer running that only its
// `postBuild`, not run here, stops (docusaurus-plugin-internaldocs-fb's `contentLoaded` starts a
// 5-second `setInterval` that its `postBuild` clears; Metro's list hung on it, the list written).
main().then(
  (files) => writeOut(`${JSON.stringify(files)}\n`, () => process.exit(0)),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
