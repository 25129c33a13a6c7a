// The command line: `start | build | serve | clear [siteDir] --out-dir --port --host`.
import { rmSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pc from 'picocolors';
import { formatDiagnostic, isBuildError } from '../plugins/diagnostics.js';
import { createReporter } from './reporter.js';
// Each command imports its own modules when it runs: the dev server does not load the build's
// (the MDX pipeline, the bundler's build), nor `serve` either of them.

const USAGE = `Usage: cli <start|build|serve|clear|write-translations> [siteDir] [--out-dir DIR] [--port N] [--host HOST] [--locale LOCALE]`;

function fail(e: unknown, what: 'build' | 'start' = 'build'): never {
  if (isBuildError(e)) {
    for (const d of e.diagnostics) console.error(formatDiagnostic(d) + '\n');
    const errors = `${e.diagnostics.length} error${e.diagnostics.length > 1 ? 's' : ''}`;
    console.error(
      pc.red(
        what === 'build'
          ? `Build failed with ${errors}; the previous output was left untouched.`
          : `The dev server did not start: ${errors}.`,
      ),
    );
  } else console.error(e);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'out-dir': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      locale: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, siteArg] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const siteDir = resolve(siteArg ?? '.');
  const outDir = resolve(values['out-dir'] ?? join(siteDir, 'build'));
  const host = values.host ?? 'localhost';
  switch (command) {
    case 'build': {
      const reporter = createReporter();
      const start = performance.now();
      try {
        const { buildSite } = await import('../plugins/buildSite.js');
        const result = await buildSite({
          siteDir,
          outDir,
          reporter,
          ...(values.locale ? { locale: values.locale } : {}),
        });
        console.error(reporter.summary());
        const seconds = ((performance.now() - start) / 1000).toFixed(1);
        if (result.upToDate)
          console.error(
            pc.green(
              `\nUp to date: nothing changed since the last build, kept its ${result.pages} pages in ${outDir} (${seconds} s; \`clear\` forces a full build)`,
            ),
          );
        else
          console.error(
            pc.green(
              `\nBuilt ${result.pages} pages${result.locales ? ` in ${result.locales.length} locales (${result.locales.map((l) => l.locale).join(', ')})` : ''} into ${outDir} in ${seconds} s`,
            ),
          );
      } catch (e) {
        console.error(reporter.summary());
        fail(e);
      }
      return;
    }
    case 'serve': {
      if (!existsSync(outDir))
        fail(new Error(`Nothing to serve: ${outDir} does not exist. Run the build first.`));
      let baseUrl = '/';
      const { startServer } = await import('./serve.js');
      try {
        const { loadSiteConfig } = await import('../plugins/config/loadSiteConfig.js');
        baseUrl = (await loadSiteConfig(siteDir)).siteConfig.baseUrl;
      } catch {
        /* serving a folder without a site config: base "/" */
      }
      const port = Number(values.port ?? 3000);
      await startServer({ dir: outDir, port, host, baseUrl });
      console.log(`Serving ${outDir} at http://${host}:${port}${baseUrl}`);
      return;
    }
    case 'start': {
      const port = Number(values.port ?? 3000);
      try {
        const { startDevServer } = await import('./start.js');
        await startDevServer({
          siteDir,
          port,
          host,
          ...(values.locale ? { locale: values.locale } : {}),
        });
      } catch (e) {
        fail(e, 'start');
      }
      console.log(`Dev server running at http://${host}:${port}/`);
      return;
    }
    case 'clear': {
      for (const dir of [outDir, join(siteDir, '.cache')])
        rmSync(dir, { recursive: true, force: true });
      console.log(`Removed ${outDir} and the cache.`);
      return;
    }
    default:
      console.error(USAGE);
      process.exit(1);
  }
}

main().catch(fail);
