// The server bundle is React's production build only, as Docusaurus's (webpack's production mode
// defines process.env.NODE_ENV there too): a CommonJS package that picks its build at run time
// (`if (process.env.NODE_ENV === 'production') module.exports = require(…)`) brought both builds
// in, React DOM's development builds 1.4 MB of a 3 MB bundle that every pre-render worker parsed.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/server-bundle-production-site');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('holds the production builds of React and React DOM, not their development builds', async () => {
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(siteDir, { recursive: true });
    cpSync(join(root, 'tests/fixtures/sites/minimal'), siteDir, { recursive: true });
    const result = await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    expect(result.pages).toBeGreaterThan(0);
    const bundleDir = join(siteDir, '.cache/server-bundle');
    const code = (readdirSync(bundleDir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(bundleDir, f), 'utf8'))
      .join('\n');
    // The bundler names each module it took in a comment line.
    const modules = code.match(/^\/\/ \S*node_modules\/(react|react-dom)\/cjs\/\S+$/gm) ?? [];
    expect(modules.some((m) => m.endsWith('react-dom-server.node.production.js'))).toBe(true);
    expect(modules.filter((m) => m.includes('.development.'))).toEqual([]);
    expect(code).not.toContain('react-dom-server.node.development');
  }, 300_000);
});
