// A site script's top-level function call gets the global object as `this`, as webpack's sloppy
// CommonJS module gives it (Flow's vendored RequireJS: `(function(){ … this.requirejs = require;
// }())`), where Vite's strict ES module output would give undefined (plugins/pages/scriptThis.ts).
import { describe, expect, it } from 'vitest';
import { giveScriptThis } from '../../../../plugins/pages/scriptThis.js';

const run = (code: string) => {
  const out = giveScriptThis(code, '/site/src/vendor.js') ?? code;
  const global: Record<string, unknown> = {};
  // The output as Vite's bundle runs it: strict mode, `globalThis` standing for the window.
  new Function('globalThis', `"use strict";\n${out}`)(global);
  return { out, global };
};

describe("a site script's top-level calls", () => {
  it('give `this` the global object, in both parenthesized forms and after `!`', () => {
    const code = [
      '(function(){ var require = 1; this.requirejs = require; }());',
      '(function(){ this.second = 2; })();',
      '!function(){ this.third = 3; }();',
    ].join('\n');
    const { out, global } = run(code);
    expect(global).toEqual({ requirejs: 1, second: 2, third: 3 });
    expect(out).toContain('}.call(globalThis));');
    // Strict mode without the change: the script throws as it loads.
    expect(() => new Function('globalThis', `"use strict";\n${code}`)({})).toThrow(TypeError);
  });

  it('leaves modules, calls with arguments and calls without `this` alone', () => {
    expect(giveScriptThis('import a from "a";\n(function(){ this.x = a; }());', '/s/a.js')).toBe(
      undefined,
    );
    expect(giveScriptThis('export {};\n(function(){ this.x = 1; }());', '/s/b.js')).toBe(undefined);
    expect(giveScriptThis('(function(g){ g.x = this; }(window));', '/s/c.js')).toBe(undefined);
    expect(giveScriptThis('(function(){ var y = 1; }()); this;', '/s/d.js')).toBe(undefined);
    expect(giveScriptThis('const el = <div>{this}</div>;', '/s/e.js')).toBe(undefined);
  });
});
