import { describe, expect, it } from 'vitest';
import { formatDiagnostic, isBuildError } from '../../../../plugins/diagnostics.js';
import {
  findRequires,
  rewriteRequires,
  type RewriteOptions,
} from '../../../../plugins/pages/siteRequire.js';

const rewrite = (code: string, options: RewriteOptions, file = '/s/src/x.js') =>
  rewriteRequires(code, file, findRequires(code, file), options);

describe('findRequires', () => {
  it('tells where each require stands: at the top level, in a function, a branch, a try', () => {
    const code = [
      "const a = require('./top').default;",
      "function f() { return require('./fn'); }",
      "if (typeof window !== 'undefined') require('./branch');",
      "try { require('optional'); } catch { require('./handler'); }",
      "for (const x of []) require('./loop');",
      "try { (() => require('./arrow'))(); } finally {}",
      "const p = require.resolve('./resolved');",
      'const q = require(name);',
    ].join('\n');
    const calls = findRequires(code, '/s/src/x.js').map(({ specifier, topLevel, inTry }) => ({
      specifier,
      topLevel,
      inTry,
    }));
    expect(calls).toEqual([
      { specifier: './top', topLevel: true, inTry: false },
      { specifier: './fn', topLevel: false, inTry: false },
      { specifier: './branch', topLevel: false, inTry: false },
      { specifier: 'optional', topLevel: false, inTry: true },
      { specifier: './handler', topLevel: false, inTry: false },
      { specifier: './loop', topLevel: false, inTry: false },
      // A function's body is not the try block it is written in (webpack's inTry is the block's).
      { specifier: './arrow', topLevel: false, inTry: false },
      { specifier: './resolved', topLevel: true, inTry: false },
    ]);
    expect(findRequires(code, '/s/src/x.js').map((c) => c.resolve)).toEqual([
      ...Array(7).fill(false),
      true,
    ]);
  });

  it('finds nothing in code without a require of a literal', () => {
    expect(findRequires('export const a = 1;', '/s/x.js')).toEqual([]);
    expect(findRequires('const m = require(name);', '/s/x.js')).toEqual([]);
    expect(findRequires("const s = 'require(x)';", '/s/x.js')).toEqual([]);
  });
});

describe('rewriteRequires in the dev server (browser)', () => {
  it('turns each require of a string into a namespace import, one per module', () => {
    const { code } = rewrite(
      "const a = require('@site/static/img/a.svg').default;\nconst b = require('./b.png').default;\nconst c = require('@site/static/img/a.svg');\n",
      { mode: 'dev-browser' },
    );
    expect(code).toContain('import * as __docs_require0 from "@site/static/img/a.svg";');
    expect(code).toContain('import * as __docs_require1 from "./b.png";');
    expect(code).toContain('const a = __docs_require0.default;');
    expect(code).toContain('const c = __docs_require0;');
  });

  it("makes a CommonJS module's require its default import (plugin-ideal-image's images)", () => {
    const { code } = rewrite(
      "const img = require('./photo.jpg');\nconst svg = require('./a.svg').default;\n",
      { mode: 'dev-browser', commonJs: (spec) => /\.jpe?g$/.test(spec) },
    );
    expect(code).toContain('import __docs_require0 from "./photo.jpg";');
    expect(code).toContain('import * as __docs_require1 from "./a.svg";');
    expect(code).toContain('const img = __docs_require0;');
  });

  // The shape of @easyops-cn/docusaurus-search-local's generated constants: webpack's require of a
  // CommonJS module is its module.exports, here a function; a namespace cannot be called.
  it("makes a require called at once the module's default import, its arguments rewritten too", () => {
    const { code } = rewrite(
      [
        "require('lunr-languages/lunr.stemmer.support.js')(lunr);",
        "require('lunr-languages/lunr.multi.js')(require('./lunr.js'));",
        "require('./zh.js').lunrLanguageZh(lunr);",
        "const support = require('lunr-languages/lunr.stemmer.support.js');",
      ].join('\n'),
      { mode: 'dev-browser' },
      '/s/.cache/generated/constants.js',
    );
    expect(code).toContain('import __docs_require0 from "lunr-languages/lunr.stemmer.support.js";');
    expect(code).toContain('import __docs_require1 from "lunr-languages/lunr.multi.js";');
    expect(code).toContain('import * as __docs_require2 from "./lunr.js";');
    expect(code).toContain('import * as __docs_require3 from "./zh.js";');
    expect(code).toContain(
      'import * as __docs_require4 from "lunr-languages/lunr.stemmer.support.js";',
    );
    expect(code).toContain('__docs_require0(lunr);');
    expect(code).toContain('__docs_require1(__docs_require2);');
    expect(code).toContain('__docs_require3.lunrLanguageZh(lunr);');
    expect(code).toContain('const support = __docs_require4;');
  });
});

describe("rewriteRequires in the dev server's pre-render", () => {
  it('loads each module as the file loads and throws its error at each call', async () => {
    const { code } = rewrite(
      "export function f() { return require('./x').value; }\nexport const g = () => require('cjs')(1);\n",
      { mode: 'dev-server' },
    );
    expect(code).toContain(
      'const __docs_require0 = await import("./x").then((m) => ({ m }), (e) => ({ e }));',
    );
    expect(code).toContain('return __docs_required(__docs_require0).value;');
    expect(code).toContain('__docs_required(__docs_require1).default(1)');
    // The helper: the module's namespace, or its evaluation error thrown by the call.
    const helper = new Function(`${code!.split('\n')[0]}; return __docs_required;`)() as (
      r: object,
    ) => unknown;
    expect(helper({ m: { value: 1 } })).toEqual({ value: 1 });
    expect(() => helper({ e: new Error('document is not defined') })).toThrow(
      'document is not defined',
    );
  });
});

describe('rewriteRequires in a build', () => {
  it("leaves a resolved require to the bundler's own, which runs it where it is written", () => {
    const code = "export function f() { return require('./x').default; }\n";
    expect(
      rewrite(code, { mode: 'bundle', resolved: new Map([['./x', '/s/src/x.js']]) }).code,
    ).toBeUndefined();
  });

  it('makes a missing module in a try block a warning and a call that throws', () => {
    const code = "let m;\ntry {\n  m = require('not-installed');\n} catch {}\n";
    const out = rewrite(code, { mode: 'bundle', resolved: new Map([['not-installed', null]]) });
    expect(out.code).toContain(
      `m = (() => { const e = new Error("Cannot find module 'not-installed'")`,
    );
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0]).toMatchObject({ file: '/s/src/x.js', line: 3, column: 7 });
    expect(out.warnings[0]!.message).toContain("require('not-installed'): module not found");
    const run = new Function(`${out.code!.replace('let m;', 'var m;')}; return m;`);
    expect(run()).toBeUndefined();
    const thrower = new Function(out.code!.split('m = ')[1]!.split(';\n} catch')[0]!);
    expect(() => thrower()).toThrow("Cannot find module 'not-installed'");
  });

  it('stops on a missing module outside a try, at its line and column in the source', () => {
    // The transform sees compiled code; the position named is the file's own.
    const source =
      "import React from 'react';\n\nexport function F(): JSX.Element {\n  const m = require('./missing');\n  return m;\n}\n";
    const compiled =
      "import React from 'react';\nexport function F() {\n  const m = require('./missing');\n  return m;\n}\n";
    let error: unknown;
    try {
      rewrite(compiled, { mode: 'bundle', resolved: new Map([['./missing', null]]), source });
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const d = (error as { diagnostics: Parameters<typeof formatDiagnostic>[0][] }).diagnostics[0]!;
    expect(d).toMatchObject({ file: '/s/src/x.js', line: 4, column: 13, severity: 'error' });
    expect(formatDiagnostic(d, { color: false })).toContain(
      "require('./missing'): module not found",
    );
  });

  it("makes require.resolve the module's id, its path from the site's folder", () => {
    const code = "export const id = require.resolve('./x');\n";
    const out = rewrite(code, {
      mode: 'bundle',
      siteDir: '/s',
      resolved: new Map([['./x', '/s/src/x.js']]),
    });
    expect(out.code).toBe('export const id = "./src/x.js";\n');
  });
});
