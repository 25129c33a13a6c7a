// Unquoted YAML dates in front matter, as Docusaurus 3.8.1 reads them: gray-matter's js-yaml 3
// makes `date: 2021-01-05` a Date; the MDX loader exports it as a Date in `frontMatter`
// (stringify-object writes `new Date(…)`), and the metadata, written as JSON, has the ISO string.
// A quoted date, or one js-yaml 3 does not take as a timestamp (`2021-1-5`), stays text.
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { clientFrontMatter, frontMatterExport } from '../../../../plugins/docs/clientFrontMatter.js';
import {
  dateReplacer,
  dateReviver,
  resolveTimestamp,
} from '../../../../plugins/docs/yamlTimestamp.js';
import { renderDoc } from '../mdx/renderDoc.js';

const doc = [
  '---',
  'date: 2021-01-05',
  'at: 2021-01-05 10:30:00',
  'zoned: 2021-01-05T10:30:00.25+02:00',
  'quoted: "2021-01-05"',
  'loose: 2021-1-5',
  'last_update:',
  '  date: 2020-12-24',
  '---',
  '',
  '# Tides',
  '',
].join('\n');

describe('unquoted dates in front matter', () => {
  it('are Dates, as js-yaml 3 reads them; quoted and loose ones stay text', () => {
    const { frontMatter } = parseFrontMatter(doc, 'docs/tides.md');
    const fm = frontMatter as Record<string, unknown>;
    expect(fm.date).toEqual(new Date('2021-01-05T00:00:00.000Z'));
    expect(fm.at).toEqual(new Date('2021-01-05T10:30:00.000Z'));
    expect(fm.zoned).toEqual(new Date('2021-01-05T08:30:00.250Z'));
    expect(fm.quoted).toBe('2021-01-05');
    expect(fm.loose).toBe('2021-1-5');
    expect(frontMatter.last_update?.date).toEqual(new Date('2020-12-24T00:00:00.000Z'));
    // The second read of the same text (the in-process cache) gives Dates too.
    const again = parseFrontMatter(doc, 'docs/tides.md').frontMatter as Record<string, unknown>;
    expect(again.date).toBeInstanceOf(Date);
  });

  it('are ISO strings in the metadata and Dates in the MDX module', () => {
    const { frontMatter } = parseFrontMatter(doc, 'docs/tides.md');
    expect(clientFrontMatter(frontMatter)).toMatchObject({
      date: '2021-01-05T00:00:00.000Z',
      quoted: '2021-01-05',
      last_update: { date: '2020-12-24T00:00:00.000Z' },
    });
    const exported = frontMatterExport({ docusaurus: {} }, { frontMatter }).frontMatter!;
    expect(exported.date).toBeInstanceOf(Date);
    expect((exported.last_update as { date: unknown }).date).toBeInstanceOf(Date);
  });

  it('reach the compiled doc as Dates', async () => {
    const { frontMatter } = parseFrontMatter(doc, 'docs/tides.md');
    const exported = frontMatterExport({ docusaurus: {} }, { frontMatter }).frontMatter!;
    const { html } = await renderDoc(
      "{frontMatter.date instanceof Date ? frontMatter.date.toISOString() : 'text'} / {typeof frontMatter.quoted}\n",
      { frontMatter: exported },
    );
    expect(html).toBe('<p>2021-01-05T00:00:00.000Z / string</p>');
  });

  it('survive the front-matter cache file', () => {
    const value = { date: new Date('2021-01-05T00:00:00.000Z'), list: [new Date(0)], s: 'x' };
    const text = JSON.stringify(value, dateReplacer);
    expect(JSON.parse(text, dateReviver)).toEqual(value);
  });

  it('resolve with js-yaml 3 rules: no zone is UTC, a fraction is milliseconds', () => {
    expect(resolveTimestamp('2001-12-14t21:59:43.10-05:00').toISOString()).toBe(
      '2001-12-15T02:59:43.100Z',
    );
    expect(resolveTimestamp('2001-12-14 21:59:43.10 -5').toISOString()).toBe(
      '2001-12-15T02:59:43.100Z',
    );
    expect(resolveTimestamp('2002-12-14').toISOString()).toBe('2002-12-14T00:00:00.000Z');
  });
});
