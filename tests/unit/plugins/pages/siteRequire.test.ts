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

  it('leaves code without require, and requires of expressions, alone', () => {
    expect(rewriteRequires('export const a = 1;', '/s/x.js')).toBeUndefined();
    expect(rewriteRequires('const m = require(name);', '/s/x.js')).toBeUndefined();
    expect(rewriteRequires("const s = 'require(x)';", '/s/x.js')).toBeUndefined();
  });
});
