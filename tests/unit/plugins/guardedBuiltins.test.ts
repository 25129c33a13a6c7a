// Vite's "externalized for browser compatibility" warning is dropped for a dependency whose only
// use of the built-in is a require inside `try` (lodash-es's _nodeUtil.js, pulled in by mermaid),
// and kept for every other use, and for the site's own code.
import { describe, expect, it } from 'vitest';
import { guardedBuiltinsPlugin, onlyGuardedRequires } from '../../../plugins/guardedBuiltins.js';

// The shape of lodash-es 4.17's _nodeUtil.js (written here, not copied).
const NODE_UTIL = [
  "import root from './_root.js';",
  "var mod = typeof module == 'object' && module;",
  'export default (function () {',
  '  try {',
  "    var types = mod && mod.require && mod.require('util').types;",
  '    if (types) return types;',
  "    return root.process && root.process.binding('util');",
  '  } catch (e) {}',
  '})();',
].join('\n');

describe('onlyGuardedRequires', () => {
  it('is true for requires inside a try block only', () => {
    expect(onlyGuardedRequires(NODE_UTIL, 'util')).toBe(true);
    expect(onlyGuardedRequires("try { require('fs') } catch {}", 'fs')).toBe(true);
  });
  it('is false for an import, a dynamic import, or a require outside try', () => {
    expect(onlyGuardedRequires("import { types } from 'util';", 'util')).toBe(false);
    expect(onlyGuardedRequires("export * from 'util';", 'util')).toBe(false);
    expect(onlyGuardedRequires("const u = import('util');", 'util')).toBe(false);
    expect(onlyGuardedRequires("const u = require('util');", 'util')).toBe(false);
    // One guarded, one not.
    const mixed = "try { require('util') } catch {}\nrequire('util').inspect(1);";
    expect(onlyGuardedRequires(mixed, 'util')).toBe(false);
    // A function defined in the try block runs later, unguarded.
    const later = "let f;\ntry { f = () => require('util'); } catch {}\nf();";
    expect(onlyGuardedRequires(later, 'util')).toBe(false);
    // In the catch clause: not guarded.
    expect(onlyGuardedRequires("try {} catch { require('util') }", 'util')).toBe(false);
  });
  it('is false when the module names another built-in, or does not parse', () => {
    expect(onlyGuardedRequires(NODE_UTIL, 'fs')).toBe(false);
    expect(onlyGuardedRequires('try { require(', 'util')).toBe(false);
  });
});

describe('guardedBuiltinsPlugin', () => {
  const files: Record<string, string> = {
    '/site/node_modules/lodash-es/_nodeUtil.js': NODE_UTIL,
    '/site/node_modules/pkg/index.js': "import util from 'util'; export default util;",
    '/site/src/components/Probe.js': NODE_UTIL,
  };
  const plugin = guardedBuiltinsPlugin((file) => {
    if (!(file in files)) throw new Error(`ENOENT ${file}`);
    return files[file]!;
  });
  const onLog = plugin.onLog as (level: string, log: { message: string }) => unknown;
  const warning = (name: string, importer: string) => ({
    message: `[plugin rolldown:vite-resolve] Module "${name}" has been externalized for browser compatibility, imported by "${importer}". See https://vite.dev/guide/troubleshooting.html for more details.`,
  });

  it("drops the warning for a dependency's guarded require", () => {
    expect(onLog('warn', warning('util', '/site/node_modules/lodash-es/_nodeUtil.js'))).toBe(false);
  });
  it("keeps it for a dependency's import, the site's own code, an unreadable file, other logs", () => {
    expect(onLog('warn', warning('util', '/site/node_modules/pkg/index.js'))).toBeUndefined();
    expect(onLog('warn', warning('util', '/site/src/components/Probe.js'))).toBeUndefined();
    expect(onLog('warn', warning('util', '/site/node_modules/gone/index.js'))).toBeUndefined();
    expect(onLog('warn', { message: 'Some chunks are larger than 500 kB' })).toBeUndefined();
  });
});
