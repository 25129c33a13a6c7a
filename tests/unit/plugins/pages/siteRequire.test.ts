import { describe, expect, it } from 'vitest';
import { rewriteRequires } from '../../../../plugins/pages/siteRequire.js';

describe('rewriteRequires', () => {
  it('turns each require of a string into a namespace import, one per module', () => {
    const out = rewriteRequires(
      "const a = require('@site/static/img/a.svg').default;\nconst b = require('./b.png').default;\nconst c = require('@site/static/img/a.svg');\n",
      '/s/src/x.js',
    )!;
    expect(out).toContain('import * as __docs_require0 from "@site/static/img/a.svg";');
    expect(out).toContain('import * as __docs_require1 from "./b.png";');
    expect(out).toContain('const a = __docs_require0.default;');
    expect(out).toContain('const c = __docs_require0;');
  });

  it("makes a CommonJS module's require its default import (plugin-ideal-image's images)", () => {
    const out = rewriteRequires(
      "const img = require('./photo.jpg');\nconst svg = require('./a.svg').default;\n",
      '/s/src/x.js',
      (spec) => /\.jpe?g$/.test(spec),
    )!;
    expect(out).toContain('import __docs_require0 from "./photo.jpg";');
    expect(out).toContain('import * as __docs_require1 from "./a.svg";');
    expect(out).toContain('const img = __docs_require0;');
  });

  it('leaves code without require, and requires of expressions, alone', () => {
    expect(rewriteRequires('export const a = 1;', '/s/x.js')).toBeUndefined();
    expect(rewriteRequires('const m = require(name);', '/s/x.js')).toBeUndefined();
    expect(rewriteRequires("const s = 'require(x)';", '/s/x.js')).toBeUndefined();
  });
});

describe('a require called at once', () => {
  // The shape of @easyops-cn/docusaurus-search-local's generated constants: webpack's require of a
  // CommonJS module is its module.exports, here a function; a namespace cannot be called.
  it("is the module's default import, its arguments rewritten too", () => {
    const out = rewriteRequires(
      [
        "require('lunr-languages/lunr.stemmer.support.js')(lunr);",
        "require('lunr-languages/lunr.multi.js')(require('./lunr.js'));",
        "require('./zh.js').lunrLanguageZh(lunr);",
        "const support = require('lunr-languages/lunr.stemmer.support.js');",
      ].join('\n'),
      '/s/.cache/generated/constants.js',
    )!;
    expect(out).toContain('import __docs_require0 from "lunr-languages/lunr.stemmer.support.js";');
    expect(out).toContain('import __docs_require1 from "lunr-languages/lunr.multi.js";');
    expect(out).toContain('import * as __docs_require2 from "./lunr.js";');
    expect(out).toContain('import * as __docs_require3 from "./zh.js";');
    expect(out).toContain(
      'import * as __docs_require4 from "lunr-languages/lunr.stemmer.support.js";',
    );
    expect(out).toContain('__docs_require0(lunr);');
    expect(out).toContain('__docs_require1(__docs_require2);');
    expect(out).toContain('__docs_require3.lunrLanguageZh(lunr);');
    expect(out).toContain('const support = __docs_require4;');
  });
});
