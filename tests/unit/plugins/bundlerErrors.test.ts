import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bundlerErrorToDiagnostics,
  fileOfBundlerError,
  firstLineOf,
} from '../../../plugins/bundlerErrors.js';
import { formatDiagnostic } from '../../../plugins/diagnostics.js';

const root = join(import.meta.dirname, '../../..');

describe('bundler errors', () => {
  it('keep the reason of an error whose first line only announces it', () => {
    expect(
      firstLineOf(
        'Transform failed with 1 error:\n/site/src/pages/a.tsx:3:7: ERROR: Expected ";" but found "x"\n',
      ),
    ).toBe(
      'Transform failed with 1 error: /site/src/pages/a.tsx:3:7: ERROR: Expected ";" but found "x"',
    );
    expect(firstLineOf('[PARSE_ERROR] Unexpected token\n  1 | code frame')).toBe(
      'Unexpected token',
    );
  });

  it('name the Sass package a stylesheet needs, where Vite names sass-embedded', () => {
    // A site with docusaurus-plugin-sass installed without its peer `sass` (gofiber/docs).
    const [d] = bundlerErrorToDiagnostics({
      message:
        '[vite:css] Preprocessor dependency "sass-embedded" not found. Did you install it? Try `npm install -D sass-embedded`.',
      id: '/site/src/components/a.module.scss',
    })!;
    expect(d).toMatchObject({
      file: '/site/src/components/a.module.scss',
      line: 1,
      message: 'this stylesheet needs the "sass" package, which is not installed',
    });
    expect(d!.hint).toContain('npm install -D sass');
  });

  it('position a bundler error at its file, line and column', () => {
    const [d] = bundlerErrorToDiagnostics({
      message: 'Transform failed with 1 error:\nERROR: Unexpected "}"',
      loc: { file: '/site/src/pages/a.tsx', line: 3, column: 6 },
    })!;
    expect(d).toMatchObject({
      file: '/site/src/pages/a.tsx',
      line: 3,
      column: 7,
      severity: 'error',
      message: 'Transform failed with 1 error: ERROR: Unexpected "}"',
    });
  });

  it("keep the position of ours thrown in a resolveId that another plugin's this.resolve called", () => {
    // The bundler wraps it (uber/h3's build said only this first line, with no file).
    const ours = {
      file: '/site/node_modules/@docusaurus/theme-x/lib/theme/A/index.js',
      line: 9,
      column: 29,
      severity: 'error' as const,
      message: '"@docusaurus/theme-x/client" is not a module this generator provides',
      kind: 'bundle',
    };
    const wrapped = Object.assign(
      new Error('Errored while resolving "@docusaurus/theme-x/client" in `this.resolve`.'),
      { cause: Object.assign(new Error(ours.message), { diagnostics: [ours] }) },
    );
    expect(bundlerErrorToDiagnostics({ errors: [wrapped] })).toEqual([ours]);
  });
});

describe('bundler errors without a file', () => {
  // What the bundler's own transform reports for JSX in a .js file it does not compile as JSX: a
  // position, no `loc.file`, no `id`; only its code frame names the file (relative to the cwd).
  const oxcError = (path: string) => ({
    errors: [
      {
        code: 'PLUGIN_ERROR',
        message:
          '\u001b[31m[builtin:vite-transform] \u001b[0mUnexpected JSX expression\n' +
          `   \u001b[38;5;246m╭\u001b[0m\u001b[38;5;246m─\u001b[0m\u001b[38;5;246m[\u001b[0m ${path}:7:5 \u001b[38;5;246m]\u001b[0m\n` +
          '   │\n 7 │     <Layout title="Tides">\n   │     ┬\n',
        loc: { line: 7, column: 4 },
        pos: 204,
      },
    ],
  });

  it('take their file from the code frame of the message', () => {
    const file = 'tests/fixtures/sites/symlinked-src/shared-src/pages/index.js';
    const [d] = bundlerErrorToDiagnostics(oxcError(file))!;
    expect(d).toMatchObject({
      file: join(root, file),
      line: 7,
      column: 5,
      message: '[builtin:vite-transform] Unexpected JSX expression',
    });
    expect(fileOfBundlerError({ message: oxcError(file).errors[0]!.message }, root)).toBe(
      join(root, file),
    );
    expect(formatDiagnostic(d!, { color: false, cwd: root })).toMatch(
      /^tests\/fixtures\/sites\/symlinked-src\/shared-src\/pages\/index\.js:7:5 error /,
    );
  });

  it('take it from the module id when the position has none', () => {
    const [d] = bundlerErrorToDiagnostics({
      errors: [
        { message: 'Unexpected token', id: '/site/src/a.js?v=1', loc: { line: 2, column: 0 } },
      ],
    })!;
    expect(d).toMatchObject({ file: '/site/src/a.js', line: 2, column: 1 });
  });

  it('name a generated module by its id, never as a bare line and column', () => {
    const [d] = bundlerErrorToDiagnostics({
      errors: [
        {
          code: 'PARSE_ERROR',
          message: '[PARSE_ERROR] Unexpected JSX expression\n ╭─[ \u0000virtual:docs/x:1:16 ]',
          id: '\u0000virtual:docs/x',
          loc: { line: 1, column: 15, file: '\u0000virtual:docs/x' },
        },
      ],
    })!;
    expect(d!.line).toBeUndefined();
    expect(d!.message).toBe(
      'Unexpected JSX expression (in the generated module virtual:docs/x, at 1:16)',
    );
    const [none] = bundlerErrorToDiagnostics({
      errors: [{ message: 'Unexpected token', loc: { line: 3, column: 1 } }],
    })!;
    expect(formatDiagnostic(none!, { color: false })).not.toMatch(/^:/);
    expect(none!.message).toContain('at 3:2 of a module the bundler did not name');
  });
});
