// A plugin theme's component compiled to CommonJS with an `__esModule` marker (Metro's
// internaldocs-fb theme: `exports.default = EditThisPageWrapper`) is its `exports.default` when
// the generator's ES modules import it as `@theme/X`, as webpack gives it; Node's interop (the
// bundler's for a "type": "module" importer) gives the whole exports object, which React rejected
// ("Element type is invalid … got: object").
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cjsThemeModuleSource, isMarkedCommonJs } from '../../../plugins/cjsThemeInterop.js';

const dir = join(import.meta.dirname, '../../.tmp/cjs-theme-interop');
mkdirSync(dir, { recursive: true });
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

const marked = write(
  'EditThisPage.cjs',
  `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.useDepth = exports.useExpansion = void 0;
function EditThisPageWrapper() { return null; }
exports.default = EditThisPageWrapper;
function useDepth() { return 2; }
exports.useDepth = useDepth;
Object.defineProperty(exports, "LEVELS", { enumerable: true, get: function () { return 3; } });
exports.useExpansion = function useExpansion() { return true; };
`,
);

describe('CommonJS theme components', () => {
  it('are recognised by their __esModule marker and exports.default, ES modules are not', () => {
    expect(isMarkedCommonJs(marked)).toBe(true);
    const plain = write('Plain.cjs', 'module.exports = function Plain() { return null; };\n');
    expect(isMarkedCommonJs(plain)).toBe(false);
    const esm = write(
      'Esm.js',
      'export const __esModule = true;\nconst exports = {};\nexports.default = 1;\nexport default 1;\n',
    );
    expect(isMarkedCommonJs(esm)).toBe(false);
    expect(isMarkedCommonJs(join(dir, 'Missing.js'))).toBe(false);
  });

  it("give their exports.default and named exports through the wrapper, under Node's interop too", () => {
    const wrapper = write('wrapper.mjs', cjsThemeModuleSource(marked));
    // Node's own ES module loader (a child process: vitest's loader has its own interop). Its
    // namespace's default is module.exports, the object the bundler gave React.
    const script = [
      `import * as direct from ${JSON.stringify(pathToFileURL(marked).href)};`,
      `import wrapped from ${JSON.stringify(pathToFileURL(wrapper).href)};`,
      `import { useDepth, useExpansion, LEVELS } from ${JSON.stringify(pathToFileURL(wrapper).href)};`,
      'console.log(typeof direct.default, wrapped.name, useDepth(), useExpansion(), LEVELS);',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    // Its other exports are named exports of the wrapper (a theme's Schema requires
    // SchemaExpansion's useSchemaDepth).
    expect(out.trim()).toBe('object EditThisPageWrapper 2 true 3');
  });
});
