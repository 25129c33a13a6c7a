// The command line, with Docusaurus's commands (`docusaurus-vite build`, or `docusaurus build` in
// a site switched from Docusaurus): one function per command, each importing its own modules when
// it runs (the dev server does not load the build's MDX pipeline, nor `serve` either of them).
import { rmSync, existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inspect } from 'node:util';
import { formatDiagnostic, isBuildError, type Diagnostic } from '../plugins/diagnostics.js';
import {
  buildEndMessages,
  buildModeEnv,
  hostShortOption,
  pollingOf,
  pollOption,
} from './cliArgs.js';
import { logger } from './logger.js';
import { createReporter } from './reporter.js';
import type { FlowTheme } from './swizzleFlow.js';

const USAGE = `Usage: docusaurus-vite [command] [siteDir] [options]   (also installed as \`docusaurus\`)

Commands (run with no command, it builds the current folder):
  build [siteDir]                 Build the site into build/ (--out-dir DIR, -l/--locale L,
                                  --config FILE: another docusaurus.config, for start and serve too;
                                  --no-minify, --dev: React's development code, unminified;
                                  --bundle-analyzer is accepted with a warning)
  start [siteDir]                 Dev server with reload (-p/--port N, -h/--host HOST,
                                  -l/--locale L, --poll [ms]: watchers poll, --hot-only: no full
                                  reload; it never opens a browser: --open/--no-open accepted)
  serve [siteDir]                 Serve the build (--dir DIR, -p/--port N, -h/--host HOST, --build,
                                  --no-open accepted)
  clear [siteDir]                 Remove the build and the cache
  swizzle [theme] [component] [siteDir]
                                  Copy (--eject) or wrap (--wrap) a theme component (ours,
                                  or a site plugin's theme's) into src/theme/ (--list,
                                  --danger, --typescript); asks for what is left out
  write-heading-ids [siteDir] [files...]
                                  Write heading ids: {#id}, or {/* #id */} with --syntax
                                  mdx-comment (--migrate, --maintain-case, --overwrite)
  write-translations [siteDir]    Write a locale's translation files under i18n/ (--locale L,
                                  --override, --messagePrefix P, --config FILE)
  docs:version <name> [siteDir]   Tag a docs version: versioned_docs/, versioned_sidebars/,
                                  versions.json (docs:version:<id> for a docs plugin's id)
  deploy [siteDir]                Build, then push build/ to the gh-pages branch of the site's
                                  GitHub repo, as Docusaurus does (--skip-build, --out-dir DIR,
                                  --target-dir DIR; GIT_USER or USE_SSH, DEPLOYMENT_BRANCH…)

Options: --help (-h) prints this; --version (-V) the generator's version and the Docusaurus
release the site's package.json is written for.`;

const OPTIONS = {
  'out-dir': { type: 'string' },
  dir: { type: 'string' },
  // Docusaurus's short forms: `-p 3001`, `-l fr` (and `-h HOST` of start and serve: hostShortOption).
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  locale: { type: 'string', short: 'l' },
  config: { type: 'string' },
  build: { type: 'boolean' },
  'skip-build': { type: 'boolean' },
  'target-dir': { type: 'string' },
  // Docusaurus opens a browser unless told not to; this CLI never does, so both are accepted.
  open: { type: 'boolean' },
  'no-open': { type: 'boolean' },
  // build: unminified (`--no-minify`), or React's development code (`--dev`): buildMode.ts.
  'no-minify': { type: 'boolean' },
  dev: { type: 'boolean' },
  'bundle-analyzer': { type: 'boolean' },
  // start: watchers that poll (`--poll [ms]`: cliArgs.ts), no full reload when HMR cannot apply.
  poll: { type: 'string' },
  'hot-only': { type: 'boolean' },
  list: { type: 'boolean' },
  eject: { type: 'boolean' },
  wrap: { type: 'boolean' },
  danger: { type: 'boolean' },
  typescript: { type: 'boolean' },
  javascript: { type: 'boolean' },
  'maintain-case': { type: 'boolean' },
  syntax: { type: 'string' },
  migrate: { type: 'boolean' },
  overwrite: { type: 'boolean' },
  override: { type: 'boolean' },
  messagePrefix: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

/** What a command gets: its positional arguments (after the command) and the options. */
interface Invocation {
  args: string[];
  values: Values;
}

/** A mistake in how the command was called: printed with the usage, exit code 1. */
class UsageError extends Error {}
/** A command that cannot do what was asked: its message (no stack) says what to do instead. */
class CommandError extends Error {
  override name = 'CommandError';
}

/** Each positioned message (file:line:col, code frame, hint) after its logger prefix. */
function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    const text = formatDiagnostic(d) + '\n';
    if (d.severity === 'error') logger.error(text);
    else logger.warn(text);
  }
}

function fail(e: unknown, what: 'build' | 'start' = 'build'): never {
  if (isBuildError(e)) {
    printDiagnostics(e.diagnostics);
    const errors = `${e.diagnostics.length} error${e.diagnostics.length > 1 ? 's' : ''}`;
    logger.error(
      what === 'build'
        ? `Build failed with ${errors}; the previous output was left untouched.`
        : `The dev server did not start: ${errors}.`,
    );
  } else if (e instanceof UsageError) {
    logger.error(e.message);
    console.error('\n' + USAGE);
  } else if (e instanceof Error && e.name === 'SwizzleError') {
    logger.error(`swizzle: ${e.message}`);
  } else if (e instanceof Error && e.name === 'CommandError') {
    logger.error(e.message);
  } else logger.error(inspect(e, { depth: Infinity }));
  process.exit(1);
}

const siteDirOf = (arg: string | undefined) => resolve(arg ?? '.');
/** The commands that take `--config FILE`, as Docusaurus's do (write-translations reads it itself). */
const CONFIG_COMMANDS = new Set(['build', 'start', 'serve', 'deploy']);
const outDirOf = (siteDir: string, values: Values) =>
  resolve(values['out-dir'] ?? values.dir ?? join(siteDir, 'build'));
const portOf = (values: Values) => {
  const port = Number(values.port ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port ${values.port}: not a port number`);
  return port;
};

async function build({ args, values }: Invocation): Promise<void> {
  const siteDir = siteDirOf(args[0]);
  const outDir = outDirOf(siteDir, values);
  if (values.dev) logger.info('Building in dev mode');
  // Read by the bundler's settings (plugins/buildMode.ts), and compared by the up-to-date checks.
  Object.assign(process.env, buildModeEnv({ noMinify: values['no-minify'], dev: values.dev }));
  if (values['bundle-analyzer'])
    logger.warn(
      "--bundle-analyzer: no report is opened here (Docusaurus opens webpack-bundle-analyzer's); DOCS_SOURCEMAP=1 writes the bundles' source maps for a source-map analyzer instead.",
    );
  const reporter = createReporter();
  const start = performance.now();
  try {
    // Nothing changed: decided from the files' stats before the site (or the build's own
    // modules) is loaded, when it can be.
    const { buildSiteChecked } = await import('../plugins/earlyBuild.js');
    const result = await buildSiteChecked({
      siteDir,
      outDir,
      reporter,
      ...(values.locale ? { locale: values.locale } : {}),
    });
    console.error(reporter.summary());
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    // The pre-render's count is one more: each locale's 404 page.
    if (result.upToDate)
      logger.info(
        `Up to date: nothing changed since the last build, kept its ${result.pages} pages and its 404 page in ${outDir} (${seconds} s; \`clear\` forces a full build).`,
      );
    else {
      const locales = result.locales
        ? ` in ${result.locales.length} locales (${result.locales.map((l) => l.locale).join(', ')})`
        : '';
      const notFound = result.locales ? 'their 404 pages' : 'the 404 page';
      logger.info(`Built ${result.pages} pages and ${notFound}${locales} in ${seconds} s.`);
    }
    const end = buildEndMessages(
      process.cwd(),
      result.locales?.map((l) => l.outDir) ?? [result.outDir],
    );
    for (const line of end.success) logger.success(line);
    logger.info(end.info);
  } catch (e) {
    console.error(reporter.summary());
    fail(e);
  }
}

async function serve({ args, values }: Invocation): Promise<void> {
  const siteDir = siteDirOf(args[0]);
  const outDir = outDirOf(siteDir, values);
  // `serve --build`: build first, as Docusaurus's does.
  if (values.build) await build({ args, values });
  if (!existsSync(outDir))
    fail(
      new CommandError(
        `Nothing to serve: ${outDir} does not exist.\nhint: run \`docusaurus build\` first (or \`serve --build\`), or name the build with --dir DIR`,
      ),
    );
  let baseUrl = '/';
  let trailingSlash: boolean | undefined;
  const { startServer } = await import('./serve.js');
  try {
    const { loadSiteConfig } = await import('../plugins/config/loadSiteConfig.js');
    ({ baseUrl, trailingSlash } = (await loadSiteConfig(siteDir)).siteConfig);
  } catch {
    /* serving a folder without a site config: base "/" */
  }
  const host = values.host ?? 'localhost';
  const port = portOf(values);
  await startServer({
    dir: outDir,
    port,
    host,
    baseUrl,
    ...(trailingSlash !== undefined ? { trailingSlash } : {}),
  });
  logger.success(`Serving ${outDir} at http://${host}:${port}${baseUrl}`);
}

async function start({ args, values }: Invocation): Promise<void> {
  const siteDir = siteDirOf(args[0]);
  const host = values.host ?? 'localhost';
  const port = portOf(values);
  let url: string;
  const polling = pollingOf(values.poll);
  logger.info('Starting the development server...');
  try {
    const { startDevServer } = await import('./start.js');
    ({ url } = await startDevServer({
      siteDir,
      port,
      host,
      ...(values.locale ? { locale: values.locale } : {}),
      ...(polling ? { polling } : {}),
      ...(values['hot-only'] ? { hotOnly: true } : {}),
    }));
  } catch (e) {
    fail(e, 'start');
  }
  logger.success(`Dev server running at ${url}`);
}

async function clear({ args, values }: Invocation): Promise<void> {
  const siteDir = siteDirOf(args[0]);
  if (existsSync(siteDir) && !statSync(siteDir).isDirectory())
    fail(new CommandError(`${siteDir} is a file, not a site folder: nothing was removed.`));
  const outDir = outDirOf(siteDir, values);
  // As Docusaurus's clear: each folder that was there, one line each. `.docusaurus/`: the
  // generated files a Docusaurus site's build leaves; Vite's pre-bundled dependencies (its cache
  // by the site's package.json, or in the site folder without one) are the bundler's cache.
  const folders: [string, string][] = [
    ['build output folder', outDir],
    ['generated folder', join(siteDir, '.docusaurus')],
    ['cache folder', join(siteDir, '.cache')],
    ['bundler persistent cache folder', join(siteDir, 'node_modules/.vite')],
    ['bundler persistent cache folder', join(siteDir, '.vite')],
  ];
  for (const [what, dir] of folders) {
    if (!existsSync(dir)) continue;
    rmSync(dir, { recursive: true, force: true });
    logger.success(`Removed the ${what} at "${relative(siteDir, dir) || dir}".`);
  }
}

async function swizzleCommand({ args, values }: Invocation): Promise<void> {
  const sw = await import('./swizzle.js');
  const { chooseSwizzle, orderThemes, swizzleHelpTables, themeComponentsTable } =
    await import('./swizzleFlow.js');
  // `swizzle [theme] [component] [siteDir]`, as Docusaurus reads it; `swizzle <Component>` (one of
  // ours as the first word) leaves the theme out.
  const ownComponent = (name: string) =>
    sw.swizzleComponents().some((c) => c.name === name) ||
    sw.classicComponents(siteDirOf(args[1])).some((c) => c.name === name);
  const [themeArg, component, siteArg] =
    args[0] !== undefined && !sw.isThemeName(args[0]) && ownComponent(args[0])
      ? [undefined, args[0], args[1]]
      : args;
  const siteDir = siteDirOf(siteArg);
  const docusaurus = sw.isDocusaurusSite(siteDir);
  const ours: FlowTheme = {
    name: docusaurus
      ? '@docusaurus/theme-classic'
      : (await import('../plugins/paths.js')).PACKAGE_NAME,
    typescript: true,
    // A Docusaurus site: the classic theme's components and ratings, as Docusaurus lists them.
    components: () => (docusaurus ? sw.classicComponents(siteDir) : sw.swizzleComponents()),
  };
  // A site's plugin themes are read from its config: not for one of ours named or implied.
  const oursOnly = themeArg === undefined ? component !== undefined : sw.isThemeName(themeArg);
  const pluginThemes = docusaurus && !oursOnly ? await sw.sitePluginThemes(siteDir) : [];
  const themes = orderThemes([
    ours,
    ...pluginThemes.map((t) => ({
      name: t.name,
      typescript: t.typeScriptThemePath !== undefined,
      // Rated by the theme's swizzle config; an unrated component is unsafe to eject and to wrap,
      // a folder without a component of its own unsafe to eject and not to be wrapped, as
      // Docusaurus rates them.
      components: () => sw.pluginThemeComponents(t),
    })),
  ]);
  let theme: FlowTheme | undefined;
  if (themeArg !== undefined) {
    theme = sw.isThemeName(themeArg) ? ours : themes.find((t) => t.name === themeArg);
    if (!theme)
      throw new CommandError(
        `swizzle: theme ${themeArg} not found. Themes available for swizzle: ${themes.map((t) => t.name).join(', ')}`,
      );
  } else if (component !== undefined) theme = ours;
  if (values.list) {
    const tables = (theme ? [theme] : themes).map(themeComponentsTable).join('\n\n');
    // Docusaurus's logger.info: `[INFO] ` before the listing of one theme, or the heading of all.
    const intro = theme ? '' : 'All theme components available to swizzle:\n\n';
    logger.info(`${intro}${tables}\n\n${swizzleHelpTables()}\n`);
    return;
  }
  if (values.eject && values.wrap) throw new UsageError('swizzle: give one of --eject and --wrap');
  const action = values.eject ? 'eject' : values.wrap ? 'wrap' : undefined;
  const allGiven = theme !== undefined && component !== undefined && action !== undefined;
  const { Prompter } = await import('./prompts.js');
  const prompter = new Prompter(process.stdin, process.stdout);
  const chosen = await chooseSwizzle(
    themes,
    {
      theme: theme?.name,
      component,
      action,
      typescript: values.typescript ?? false,
      // On a Docusaurus site a theme with TypeScript sources asks the language unless --typescript
      // or --javascript, everything else named or not, as Docusaurus 3.8.1's swizzle does; our
      // own format's site named in full is JavaScript unless --typescript (said below).
      javascript: (values.javascript ?? false) || (allGiven && !docusaurus),
      danger: values.danger ?? false,
    },
    { prompter, out: process.stdout, err: process.stderr },
  ).finally(() => prompter.close());
  if ('exitCode' in chosen) {
    process.exitCode = chosen.exitCode;
    return;
  }
  const typescript = chosen.typescript;
  const plugin = pluginThemes.find((t) => t.name === chosen.theme.name);
  if (plugin && chosen.theme !== ours) {
    const files = sw.swizzlePluginTheme({
      siteDir,
      component: chosen.component,
      action: chosen.action,
      typescript,
      theme: plugin,
    });
    const verb = chosen.action === 'eject' ? 'Ejected' : 'Wrapped';
    logger.success(`${verb} ${chosen.component} of ${plugin.name} into ${files.join(', ')}`);
    return;
  }
  const [file, ...parts] = await sw.swizzleFiles({
    siteDir,
    component: chosen.component,
    action: chosen.action,
    danger: chosen.danger,
    typescript,
  });
  logger.success(
    `${chosen.action === 'eject' ? 'Ejected' : 'Wrapped'} ${chosen.component} into ${file}`,
  );
  if (
    allGiven &&
    !docusaurus &&
    !values.typescript &&
    !values.javascript &&
    existsSync(join(siteDir, 'tsconfig.json'))
  )
    logger.info(
      'As JavaScript: this site has a tsconfig.json, pass --typescript for TypeScript (.tsx).',
    );
  if (parts.length)
    console.log(
      `With the components of its folder, as Docusaurus ejects them:\n${parts.map((p) => `  ${relative(siteDir, p)}`).join('\n')}`,
    );
}

async function writeHeadingIdsCommand({ args, values }: Invocation): Promise<void> {
  const { siteMarkdown, writeHeadingIdsToFiles } = await import('./writeHeadingIds.js');
  const [siteArg, ...paths] = args;
  const siteDir = siteDirOf(siteArg);
  const syntax = values.syntax as import('./writeHeadingIds.js').HeadingIdSyntax | undefined;
  // Without --syntax, {#id} as Docusaurus writes; the site's Markdown settings tell which files
  // will not read it (MDX without mdx1Compat.headingIds), to warn about.
  // The config also says which folders hold the site's content, treated without file arguments.
  let site;
  if (syntax === undefined || paths.length === 0) {
    try {
      site = await siteMarkdown(siteDir);
    } catch (e) {
      const why = isBuildError(e)
        ? e.diagnostics.map((d) => formatDiagnostic(d)).join('\n')
        : (e as Error).message;
      logger.warn(
        `The site's config did not load, so ${syntax === undefined ? 'which files read {#id} is not checked' : "Docusaurus's default content folders are treated"}:\n${why}`,
      );
    }
  }
  const { changed, total, unread } = writeHeadingIdsToFiles({
    siteDir,
    paths,
    options: {
      maintainCase: values['maintain-case'],
      overwrite: values.overwrite,
      migrate: values.migrate,
      ...(syntax !== undefined ? { syntax } : {}),
    },
    ...(site && syntax === undefined ? { site } : {}),
    ...(site?.folders ? { folders: site.folders } : {}),
  });
  // Docusaurus 3.10's messages; its count is of every file its content plugins watch (a page's
  // .tsx, sidebars.js, authors.yml among them), ours of the Markdown files treated.
  if (changed.length)
    logger.success(
      `Heading ids added to Markdown files (${changed.length}/${total} files): ${changed.map((file) => `\n- ${relative(siteDir, file)}`).join('')}`,
    );
  else
    logger.warn(
      `${total} Markdown files already have explicit heading IDs.\nIf you intend to overwrite the existing heading IDs, use the \`--overwrite\` option.\nIf you intend to change their heading ID syntax, use the \`--migrate\` option.`,
    );
  if (unread.length)
    logger.warn(
      `${unread.length} of these files compile as MDX, where {#id} is not read (markdown.mdx1Compat.headingIds is off, as future.v4 sets): the build will fail on them.\n` +
        `Hint: write {/* #id */} instead with --syntax mdx-comment --migrate.\n` +
        unread.map((file) => `  ${relative(siteDir, file)}`).join('\n'),
    );
}

async function writeTranslationsCommand({ args, values }: Invocation): Promise<void> {
  const { writeTranslations } = await import('../plugins/i18n/writeTranslations.js');
  const siteDir = siteDirOf(args[0]);
  let result;
  try {
    result = await writeTranslations({
      siteDir,
      ...(values.locale ? { locale: values.locale } : {}),
      ...(values.override ? { override: true } : {}),
      ...(values.messagePrefix !== undefined ? { messagePrefix: values.messagePrefix } : {}),
      ...(values.config ? { config: values.config } : {}),
    });
  } catch (e) {
    if (!isBuildError(e)) throw e;
    printDiagnostics(e.diagnostics);
    throw new CommandError('write-translations failed: no translation file was written.');
  }
  printDiagnostics(result.warnings);
  // Docusaurus's line for each file, an [INFO] (its order: the files as written).
  for (const { file, count } of result.written)
    logger.info(`${count} translations will be written at "${relative(siteDir, file)}".`);
  logger.success(`Wrote ${result.written.length} translation files of "${result.locale}".`);
}

/** The plugin id a `docs:version[:<id>]` command names, or undefined for another command. */
function docsVersionPluginId(command: string): string | undefined {
  if (command === 'docs:version') return 'default';
  return /^docs:version:(.+)$/.exec(command)?.[1];
}

/** `docs:version <name>` / `docs:version:<id> <name>`: a new version of a docs instance. */
async function docsVersionCommand(pluginId: string, { args }: Invocation): Promise<void> {
  const { docsVersion } = await import('./docsVersion.js');
  const [version, siteArg] = args;
  const siteDir = siteDirOf(siteArg);
  let result;
  try {
    result = await docsVersion({ siteDir, pluginId, version });
  } catch (e) {
    if (!isBuildError(e)) throw e;
    printDiagnostics(e.diagnostics);
    throw new CommandError('docs:version failed: nothing was written.');
  }
  for (const w of result.warnings) logger.warn(w);
  const prefix = pluginId === 'default' ? '[docs]' : `[${pluginId}]`;
  // Docusaurus says nothing of them; one [INFO] message, a file a line after it.
  logger.info(`${prefix}: written:${result.written.map((file) => `\n- ${file}`).join('')}`);
  logger.success(`${prefix}: version ${version} created!`);
}

/** `deploy`: build (unless `--skip-build`), then push the build to the GitHub Pages branch. */
async function deployCommand({ args, values }: Invocation): Promise<void> {
  const siteDir = siteDirOf(args[0]);
  const outDir = outDirOf(siteDir, values);
  const { loadSiteConfig } = await import('../plugins/config/loadSiteConfig.js');
  let loaded;
  try {
    loaded = await loadSiteConfig(siteDir);
  } catch (e) {
    fail(e);
  }
  const { deploy } = await import('./deploy.js');
  await deploy({
    siteDir,
    outDir,
    config: loaded.docusaurus?.raw ?? (loaded.siteConfig as unknown as Record<string, unknown>),
    configFile: loaded.docusaurus?.configFile ?? loaded.configFile,
    ...(values['target-dir'] ? { targetDir: values['target-dir'] } : {}),
    ...(values['skip-build'] ? {} : { build: () => build({ args, values }) }),
  });
}

const COMMANDS: Record<string, (inv: Invocation) => Promise<void>> = {
  build,
  start,
  serve,
  clear,
  swizzle: swizzleCommand,
  'write-heading-ids': writeHeadingIdsCommand,
  'write-translations': writeTranslationsCommand,
  deploy: deployCommand,
};

/**
 * One command's usage (`build --help`): its lines of USAGE (`docs:version:<id>` is docs:version's),
 * and the options every command takes; undefined for a command USAGE does not list.
 */
function commandHelp(command: string): string | undefined {
  const name = docsVersionPluginId(command) !== undefined ? 'docs:version' : command;
  const lines = USAGE.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`  ${name} `) || l === `  ${name}`);
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && /^ {4,}\S/.test(lines[end]!)) end++;
  const [signature = '', ...description] = lines[start]!.trim().split(/ {2,}/);
  return [
    `Usage: docusaurus-vite ${signature} [options]   (also installed as \`docusaurus\`)`,
    '',
    ...[description.join(' '), ...lines.slice(start + 1, end)]
      .filter((l) => l.trim())
      .map((l) => `  ${l.trim()}`),
    '',
    'Options: --help (-h) prints this; `docusaurus-vite --help` lists every command.',
  ].join('\n');
}

/** `--help` in a Docusaurus site's folder also lists the commands its plugins add. */
async function printPluginCommands(): Promise<void> {
  const { pluginCommandsHelp } = await import('../plugins/lifecycle/extendCli.js');
  try {
    const lines = await pluginCommandsHelp();
    if (lines.length > 0) console.log('\n' + lines.join('\n'));
  } catch (e) {
    // Help stays available when the site's config or a plugin fails; the message says why.
    const message = isBuildError(e)
      ? e.diagnostics.map((d) => formatDiagnostic(d)).join('\n')
      : (e as Error).message;
    console.log(`\n(The site's plugin commands could not be listed: ${message})`);
  }
}

async function main(): Promise<void> {
  // A command none of the above: one a plugin of the site adds (extendCli), as Docusaurus runs it.
  const first = process.argv[2];
  if (
    first &&
    !first.startsWith('-') &&
    !Object.hasOwn(COMMANDS, first) &&
    docsVersionPluginId(first) === undefined
  ) {
    const { runPluginCommand } = await import('../plugins/lifecycle/extendCli.js');
    if (await runPluginCommand(process.argv)) return;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: pollOption(hostShortOption(process.argv.slice(2))),
      allowPositionals: true,
      options: OPTIONS,
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.version) {
    const { versionReport } = await import('./version.js');
    console.log(versionReport(siteDirOf(undefined)));
    return;
  }
  if (values.help) {
    // `docusaurus build --help`: that command's usage, as Docusaurus prints one command's.
    const help = positionals[0] && commandHelp(positionals[0]);
    if (help) return console.log(help);
    console.log(USAGE);
    await printPluginCommands();
    return;
  }
  const [command = 'build', ...args] = positionals;
  // `--config FILE`: the Docusaurus config the site is run with, in place of its folder's.
  if (values.config && command !== 'write-translations') {
    if (!CONFIG_COMMANDS.has(command))
      throw new UsageError(
        `--config is taken by ${[...CONFIG_COMMANDS, 'write-translations'].join(', ')}, not by ${command}`,
      );
    const file = resolve(values.config);
    if (!existsSync(file))
      throw new UsageError(`--config ${values.config}: no such file (${file})`);
    const { setConfigOverride } = await import('../plugins/config/configOverride.js');
    setConfigOverride(siteDirOf(args[0]), file);
  }
  const docsPluginId = docsVersionPluginId(command);
  if (docsPluginId !== undefined) return docsVersionCommand(docsPluginId, { args, values });
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`Unknown command "${command}".`);
  await run({ args, values });
  if (command === 'build') await exitAfterBuild();
}

/**
 * Ends the process of a finished build. Its output, cache and undo journal are settled when the
 * build returns; a process left to run out of work then gives back its heap a page at a time as it
 * ends (about 0.1-0.2 s after an edit rebuild of the 1,000-doc corpus: issue 37), where `exit`
 * does not. What the build printed is flushed first (a pipe can be asynchronous, as on macOS).
 */
async function exitAfterBuild(): Promise<never> {
  await Promise.all(
    [process.stdout, process.stderr].map((s) => new Promise<void>((r) => s.write('', () => r()))),
  );
  process.exit(process.exitCode ?? 0);
}

main().catch((e: unknown) => fail(e));
