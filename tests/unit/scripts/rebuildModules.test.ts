// What a rebuild after a doc's text was edited loads (issue 37): it reuses both bundles, so it
// must not load the bundler. Vite alone cost about 0.15 s of CPU per rebuild (its 1.4 MB chunk
// and rolldown's), loaded through a static import of a constant (plugins/sharedModules.ts).
// Nor packages it does not use: tinyglobby (a site's copy patterns; about 20 ms of CPU to load,
// with fdir and picomatch). jiti, which loads the config, is required rather than imported: an
// import of CommonJS from an ES module has Node scan its 190 KB for export names first (about
// 40 ms of CPU), so it must not reach the ES module loader's hook.
// The CLI runs as a user runs it (scripts/run.mjs), with a resolve hook that logs every
// specifier imported, in every thread, and (on the main thread) every module required.
// Nor mime-types, whose table of types every doc's compile loaded for the Markdown images a
// Docusaurus site inlines (about 10 ms of CPU): loaded when a file is first inlined. And a build
// with nothing changed loads none of the build's own modules (plugins/earlyBuild.ts). Nor PostCSS
// and rtlcss (about 30 ms of CPU), which flip a right-to-left locale's stylesheets in the bundle.
// Nor Rolldown's parser (its native binding: about 15 ms of CPU, more of the main thread's time).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const dir = join(root, 'tests/.tmp/rebuild-modules');
const siteDir = join(dir, 'site');
const log = join(dir, 'imports.log');

const FILES: Record<string, string> = {
  'site.config.ts':
    "export default { title: 'Rebuild modules', url: 'https://example.com', baseUrl: '/' };\n",
  // The home page (without one, the navbar's link to / is reported, at its place in the config).
  'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nSee [the setup](./setup.md).\n',
  'docs/setup.md': '---\ntitle: Setup\n---\n\n## Steps\n\nPlug the antenna in.\n',
};

const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  appendFileSync(process.env.IMPORTS_LOG, specifier + '\\n');
  return next(specifier, context);
}
`;

/** The specifiers one build imported (the log emptied first), and what it printed. */
function buildWithOutput(): { specifiers: string[]; stdout: string } {
  writeFileSync(log, '');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      pathToFileURL(join(dir, 'register.mjs')).href,
      join(root, 'scripts/run.mjs'),
      'build',
      siteDir,
    ],
    { cwd: root, env: { ...process.env, CI: '1', IMPORTS_LOG: log }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`the build failed: ${run.stderr}`);
  return {
    specifiers: readFileSync(log, 'utf8').split('\n').filter(Boolean),
    stdout: run.stdout,
  };
}
const build = () => buildWithOutput().specifiers;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a rebuild after an edit of a doc', () => {
  it('does not load Vite, which a cold build loads', () => {
    rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(siteDir, file)), { recursive: true });
      writeFileSync(join(siteDir, file), text);
    }
    writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
    writeFileSync(
      join(dir, 'register.mjs'),
      [
        "import { appendFileSync } from 'node:fs';",
        "import { subscribe } from 'node:diagnostics_channel';",
        "import Module, { register } from 'node:module';",
        "register('./hooks.mjs', import.meta.url);",
        '// The chunks of the CLI, which scripts/cliLoader.mjs runs (not the module loader).',
        "subscribe('docusaurus-vite:cli-chunk', ({ file }) =>",
        "  appendFileSync(process.env.IMPORTS_LOG, 'chunk:' + file.split('/').pop() + '\\n'));",
        'const load = Module._load;',
        'Module._load = function (request, ...rest) {',
        "  appendFileSync(process.env.IMPORTS_LOG, 'require:' + request + '\\n');",
        '  return load.call(this, request, ...rest);',
        '};',
        '',
      ].join('\n'),
    );
    // The hook sees the bundler where it is loaded: the cold build bundles.
    const cold = build();
    expect(cold).toContain('vite');
    appendFileSync(join(siteDir, 'docs/setup.md'), '\nA sentence the edit added.\n');
    const rebuild = build();
    expect(readFileSync(join(siteDir, 'build/setup/index.html'), 'utf8')).toContain(
      'A sentence the edit added.',
    );
    // The CLI's chunks are CommonJS: a package they load statically is required.
    const loaded = rebuild.map((s) => s.replace(/^require:/, ''));
    expect(loaded.filter((s) => s === 'vite' || s.startsWith('vite/'))).toEqual([]);
    expect(loaded.filter((s) => /^(tinyglobby|fdir|picomatch)(\/|$)/.test(s))).toEqual([]);
    expect(rebuild.filter((s) => /^jiti(\/|$)/.test(s))).toEqual([]);
    // Neither imported (as a package or as a chunk of the CLI's bundle) nor required (the log has
    // what is required: jiti, which loads the config).
    expect(rebuild).toContain('require:jiti');
    expect(rebuild.filter((s) => s.includes('mime-types'))).toEqual([]);
    // Nor PostCSS and rtlcss, which only flip a right-to-left locale's built stylesheets (the
    // pre-render's stage takes its helpers from plugins/css/rtlLocale.ts).
    expect(rebuild.filter((s) => /^(require:)?(postcss|rtlcss)(\/|$)/.test(s))).toEqual([]);
    // Nor Rolldown's parser and minifier, whose native binding loaded at start-up from the modules
    // that may parse a site's code (plugins/rolldownLazy.ts): the edited doc, plain Markdown, is
    // written as a standalone module without the minifier (an MDX page's goes through it), and
    // the config is parsed only for a problem's position. (`rolldown/filter` is JavaScript only.)
    expect(loaded.filter((s) => /^rolldown(\/(parseAst|utils))?$/.test(s))).toEqual([]);

    // The build's own chunks are seen where they are loaded.
    expect(rebuild.filter((s) => /^chunk:buildSite-/.test(s))).toHaveLength(1);

    // Nothing changed since: decided by the early check, before the build's own modules load
    // (the config's schema, the site's loaders and plugins, the bundler's native binding).
    const kept = buildWithOutput();
    // An [INFO] line, then Docusaurus's [SUCCESS] of the output folder, on stdout as its logger
    // prints them.
    expect(kept.stdout).toMatch(/\[INFO\]\S* Up to date/);
    expect(kept.stdout).toMatch(/\[SUCCESS\]\S* Generated static files in "/);
    expect(kept.specifiers.filter((s) => /buildSite|loadSiteConfig|sitePlugins/.test(s))).toEqual(
      [],
    );
    expect(
      kept.specifiers
        .map((s) => s.replace(/^require:/, ''))
        .filter((s) => s === 'rolldown' || s.startsWith('rolldown/')),
    ).toEqual([]);
  }, 400_000);
});
