import { describe, expect, it } from 'vitest';
import { bundlerErrorToDiagnostics, firstLineOf } from '../../../plugins/bundlerErrors.js';

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
});
