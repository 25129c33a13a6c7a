// A diagnostic's code frame on a minified file: Homarr's build stopped in swagger-ui-react's
// one-line bundle and printed the whole 400 KB line. Lines longer than FRAME_WIDTH show a window
// of columns around the position, with `…` where they are cut, and the caret still under it.
import { describe, expect, it } from 'vitest';
import { codeFrame, formatDiagnostic, FRAME_WIDTH } from '../../../plugins/diagnostics.js';

describe('codeFrame', () => {
  it('prints short lines whole, caret under the column', () => {
    expect(codeFrame('a\nbcd = 1;\ne', 2, 3)).toBe(
      ['  1 | a', '> 2 | bcd = 1;', '    |   ^', '  3 | e'].join('\n'),
    );
  });

  it('cuts a long line around the column and keeps the caret under it', () => {
    const long = 'x'.repeat(5000) + 'TARGET' + 'y'.repeat(5000);
    const column = 5001;
    const frame = codeFrame(`first\n${long}`, 2, column);
    const [, shown, caret] = frame.split('\n');
    expect(shown!.length).toBeLessThan(FRAME_WIDTH + 20);
    expect(shown).toMatch(/\| …x+TARGETy+…$/);
    // The caret's column in the frame is the column of `T` in the shown line.
    expect(caret!.indexOf('^')).toBe(shown!.indexOf('TARGET'));
  });

  it('cuts from the start when the position is near it, and near the end', () => {
    const long = 'START' + 'z'.repeat(1000) + 'END';
    const [shown] = codeFrame(long, 1, 1, 0).split('\n');
    expect(shown).toMatch(/^> 1 \| STARTz+…$/);
    const [atEnd, caret] = codeFrame(long, 1, long.length - 2, 0).split('\n');
    expect(atEnd).toMatch(/\| …z+END$/);
    expect(caret!.indexOf('^')).toBe(atEnd!.indexOf('END'));
  });

  it('keeps a formatted diagnostic on a minified file short', () => {
    const source = `!function(){${'var a=1;'.repeat(50_000)}React.x}()`;
    const text = formatDiagnostic(
      {
        file: '/site/node_modules/pkg/bundle.js',
        line: 1,
        column: source.indexOf('React') + 1,
        severity: 'error',
        message: 'bad read',
      },
      { color: false, source },
    );
    expect(text.length).toBeLessThan(600);
    expect(text).toContain('React.x}()');
  });
});
