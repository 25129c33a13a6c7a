import { describe, expect, it } from 'vitest';
import { createExcerpt, linesOf, parseContentTitle } from '../../../../plugins/docs/docMetadata.js';

// The title and excerpt read a doc's body a line at a time instead of splitting all of it
// (issue 37): the lines must be those of `split(/\r?\n/)`, and the answers those of before.
const texts = [
  '',
  '\n',
  '\r\n',
  '\r',
  'a',
  'a\n',
  'a\r\nb',
  'a\rb\n',
  '\r\n\r\n',
  'a\n\r\nb\r',
  '\n\n# T\n',
  'x\r\r\ny',
];

describe('a body read a line at a time', () => {
  it('gives the lines split(/\\r?\\n/) gives', () => {
    for (const text of texts) expect([...linesOf(text)], JSON.stringify(text)).toEqual(text.split(/\r?\n/));
  });

  it('finds the title on the line after blank lines and imports, and a setext title', () => {
    expect(parseContentTitle('\r\n\nimport A from "a";\r\n# The title ##\r\nText')).toBe('The title');
    expect(parseContentTitle('Setext title\r\n===\r\n')).toBe('Setext title');
    expect(parseContentTitle('Setext title\n')).toBeUndefined();
    expect(parseContentTitle('Text\n# Late title')).toBeUndefined();
    expect(parseContentTitle('\n\n')).toBeUndefined();
    expect(createExcerpt('# Title\r\n\r\nFirst **line**.\r\nSecond.')).toBe('First line.');
  });
});
