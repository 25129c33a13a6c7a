// What the server bundle holds. React, React DOM, the scheduler, @mdx-js/react and react-router are
// not in it: the pre-render workers load them with Node from the one copy the client bundle uses
// (bundled, they were 1.3 MB of every build's server bundle), the CommonJS ones by `require`. And `process.env.NODE_ENV` is
// "production" in it, as webpack's production mode defines it in Docusaurus's server bundle: a
// module's development branch is dropped when the bundle is made (before, a CommonJS package that
// picks its build at run time brought both builds in: React DOM's development builds were 1.4 MB).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopies } from '../../fixtureSite.js';

const root = join(import.meta.dirname, '../../../..');
const copies = fixtureCopies('minimal');

describe('the server bundle', () => {
  it('imports React and react-router from the generator’s copy, and is built for production', async () => {
    const siteDir = copies.copy();
    mkdirSync(join(siteDir, 'src'), { recursive: true });
    writeFileSync(
      join(siteDir, 'src/buildMode.js'),
      "export const buildMode = process.env.NODE_ENV === 'production' ? 'built-for-production' : 'built-for-development';\n",
    );
    writeFileSync(
      join(siteDir, 'docs/mode.mdx'),
      "import { buildMode } from '../src/buildMode.js';\n\n# Mode\n\nThis site was {buildMode}.\n",
    );
    const result = await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    expect(result.pages).toBeGreaterThan(0);
    // Rendered with hooks (the theme's): one React for the bundle and react-dom/server.
    expect(readFileSync(join(siteDir, 'build/mode/index.html'), 'utf8')).toMatch(
      /This site was (<!-- -->)?built-for-production/,
    );
    const bundleDir = join(siteDir, '.cache/server-bundle');
    const code = (readdirSync(bundleDir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(bundleDir, f), 'utf8'))
      .join('\n');
    // The development branch was dropped when the bundle was made.
    expect(code).not.toContain('built-for-development');
    // The bundler names each module it took in with a comment line: none of these packages' (the
    // one-line modules that require a CommonJS file are named by it, after a prefix of their own).
    const taken = code.match(
      /^\/\/ (?!\\0docs-server-required:)\S*node_modules\/(react|react-dom|scheduler|react-router|@mdx-js\/react)\/\S+$/gm,
    );
    expect(taken).toBeNull();
    const require = createRequire(join(root, 'package.json'));
    // Their versions are in the entry, whose hash keys the pages a later build may reuse.
    const entry = readFileSync(join(bundleDir, 'entryServer.js'), 'utf8');
    const { version } = require('react/package.json') as { version: string };
    expect(entry.split('\n')[0]).toContain(`react@${version}`);
    // Their CommonJS files are required, not imported: Node's import of a CommonJS file reads all
    // of it first for its export names (react-dom/client: half a megabyte per pre-render worker).
    for (const specifier of [
      'react',
      'react/jsx-runtime',
      'react-dom/server.node',
      'react-dom/client',
    ]) {
      const file = JSON.stringify(require.resolve(specifier));
      expect(code).toContain(`require(${file})`);
      expect(code).not.toContain(`from ${file};`);
      // Its names bound once, not read through the bundler's CommonJS interop (a module of
      // `module.exports = require(…)`, whose names the pages read through a getter a call).
      const line = code.split('\n').find((l) => l.includes(`require(${file})`));
      expect(line).not.toContain('module.exports');
    }
    // An ES module among them is still imported.
    expect(code).toContain(`from ${JSON.stringify(require.resolve('@mdx-js/react'))};`);
    // React DOM's client (`hydrateRoot` for the theme's islands), which no pre-render calls, is
    // required on first use only: loading the bundle leaves it unloaded.
    const client = require.resolve('react-dom/client');
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        [
          "import { createRequire } from 'node:module';",
          `await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'entryServer.js')).href)});`,
          'const cache = createRequire(import.meta.url).cache;',
          `console.log(JSON.stringify({ client: ${JSON.stringify(client)} in cache, react: Object.keys(cache).some((f) => f.includes('react-dom')) }));`,
        ].join('\n'),
      ],
      { cwd: siteDir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(probe.stderr).toBe('');
    expect(JSON.parse(probe.stdout)).toEqual({ client: false, react: true });
  }, 300_000);
});
