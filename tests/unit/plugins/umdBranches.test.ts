// Third-party CommonJS modules as webpack builds them (plugins/amdModules.ts, and the optional
// requires of plugins/pages/siteRequire.ts). tests/fixtures/sites/umd-branches bundles two
// packages of its own node_modules: tide-umd, a UMD module whose CommonJS branch requires a
// package that is not installed (as lunr-languages' lunr.zh.js requires @node-rs/jieba, which
// stopped OpenHands' docs), its AMD branch naming a dependency, and tide-optional, which requires
// a missing package inside `try {}`.
//
// Docusaurus 3.8.1 (webpack 5) built the fixture (2026-11-30): it succeeded with one warning per
// bundle, none for tide-native-solver (the AMD branch is taken, the CommonJS one never resolved):
//   Module not found: Error: Can't resolve 'tide-fast-solver' in '…/node_modules/tide-optional'
// at loc "4:9-36" (line 4, 0-based column 9), and its client code threw "Cannot find module
// 'tide-fast-solver'" at the call. In Chromium the page's paragraph read "amd Port Isaac plain"
// (tests/e2e/umdBranches.e2e.test.ts checks ours reads the same).
import { runInNewContext } from 'node:vm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldAmd } from '../../../plugins/amdModules.js';
import type { Diagnostic } from '../../../plugins/diagnostics.js';
import { builtFixture } from '../fixtureSite.js';

const warned: Diagnostic[] = [];
const built = builtFixture('umd-branches', {
  timeout: 180_000,
  build: {
    reporter: { stage: () => undefined, progress: () => undefined, warn: (d) => warned.push(d) },
  },
});

/** Runs a transformed CommonJS module with `requires` as its modules; its `module.exports`. */
function run(code: string, requires: Record<string, unknown> = {}): unknown {
  const module = { exports: {} as unknown };
  const require = (request: string) => {
    if (request in requires) return requires[request];
    throw new Error(`Cannot find module '${request}'`);
  };
  runInNewContext(`(function (module, exports, require) {\n${code}\n})`, {}).call(
    module.exports,
    module,
    module.exports,
    require,
  );
  return module.exports;
}

const umd = (amd: string, cjs: string) =>
  `(function (root, factory) {
  if (typeof define === 'function' && define.amd) ${amd};
  else if (typeof exports === 'object') ${cjs};
  else root.x = factory();
})(this, function (dep) { return { dep: typeof dep }; });`;

describe("a UMD module's branches, as webpack folds them", () => {
  it('takes the AMD branch and drops the CommonJS one with its require', () => {
    const out = foldAmd(
      umd('define(factory)', "module.exports = factory(require('gone'))"),
      'u.js',
    );
    expect(out?.code).not.toContain("require('gone')");
    // A factory without dependencies gets webpack's `require`, `exports` and `module`.
    expect(run(out!.code)).toEqual({ dep: 'function' });
  });

  it("gives an AMD dependency array's modules, `exports` and `module`", () => {
    const code =
      "define(['./a', 'exports', 'module'], function (a, exports, module) { exports.a = a; module.id = 'm'; });";
    const out = foldAmd(code, 'a.js');
    expect(run(out!.code, { './a': 'A' })).toEqual({ a: 'A' });
    // An object is the exports; a named module too.
    expect(run(foldAmd("define('n', { k: 1 });", 'b.js')!.code)).toEqual({ k: 1 });
  });

  it('folds `typeof define`, `define.amd` and `typeof require` tests where they stand', () => {
    const code =
      "var amd = typeof define == 'function' ? 'amd' : require('gone');\n" +
      'var opt = typeof define.amd;\n' +
      "module.exports = [amd, opt, typeof require !== 'function' && require('gone2')];";
    const out = foldAmd(code, 'c.js')!;
    expect(out.code).not.toMatch(/'gone2?'/);
    expect(run(out.code)).toEqual(['amd', 'object', false]);
  });

  it('keeps the var names of an emptied branch, and a CommonJS-first test as it is', () => {
    const code =
      "if (typeof module === 'object' && module.exports) module.exports = 1;\n" +
      "else if (typeof define === 'function' && define.amd) define([], function () { return 2; });\n" +
      "if (typeof define !== 'function') { var later = require('gone'); }\n" +
      'module.exports = [module.exports, typeof later];';
    const out = foldAmd(code, 'd.js')!;
    expect(out.code).not.toContain("'gone'");
    expect(out.code).toContain('var later');
    expect(run(out.code)).toEqual([1, 'undefined']);
  });

  it('leaves a module that declares its own `define`, or has none', () => {
    expect(
      foldAmd("var define = require('amdefine')(module); define(function () {});", 'e.js'),
    ).toBe(undefined);
    expect(foldAmd('Object.defineProperty(exports, "a", { value: 1 });', 'f.js')).toBe(undefined);
    expect(foldAmd('var o = { define: 1 }; o.define = 2;', 'g.js')).toBe(undefined);
  });
});

describe('tests/fixtures/sites/umd-branches, built', () => {
  const js = () =>
    (readdirSync(join(built.outDir, 'assets'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(built.outDir, 'assets', f), 'utf8'))
      .join('\n');

  it("builds as webpack does: the UMD's AMD branch, a warning for the optional require", () => {
    built.result();
    const warnings = warned.filter((w) => w.kind === 'optional require');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      file: expect.stringMatching(/node_modules\/tide-optional\/index\.js$/),
      line: 4,
      column: 10,
      message: expect.stringContaining("require('tide-fast-solver'): module not found"),
    });
    expect(js()).not.toContain('tide-native-solver');
    // The optional require throws webpack's "Cannot find module", with its code.
    expect(js()).toContain("Cannot find module 'tide-fast-solver'");
    expect(js()).toContain('MODULE_NOT_FOUND');
    expect(js()).toContain('Port Isaac');
  });
});
