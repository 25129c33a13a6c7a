// A `_category_.json` parsed without the YAML parser gives the YAML parser's value, and anything
// JSON.parse would read differently (a duplicate key) or not at all still gets the YAML parser's
// positioned error.
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseCategoryFile } from '../../../../plugins/sidebars/parseCategoryFile.js';

const SAME = [
  '{"label": "Guides", "position": 2}\n',
  '{\n  "label": "Tutorial \\"basics\\"",\n  "position": 2.5,\n  "collapsed": false,\n  "link": {"type": "generated-index", "description": "All \\u00e9 of it"},\n  "customProps": {"a": [1, null, true]}\n}\n',
  '{}',
  '{"label": "Nested", "link": {"type": "doc", "id": "intro"}, "customProps": {"label": "x"}}',
];

describe('parseCategoryFile', () => {
  it.each(SAME)('gives what the YAML parser gives for %j', (text) => {
    expect(parseCategoryFile('docs/a/_category_.json', text)).toEqual(parseYaml(text));
  });

  it('leaves a duplicate key to the YAML parser, which rejects it with its position', () => {
    const text = '{\n  "label": "A",\n  "label": "B"\n}\n';
    expect(JSON.parse(text)).toEqual({ label: 'B' });
    expect(() => parseCategoryFile('docs/a/_category_.json', text)).toThrow(/unique/);
    try {
      parseCategoryFile('docs/a/_category_.json', text);
    } catch (e) {
      expect((e as { linePos?: { line: number }[] }).linePos?.[0]?.line).toBe(3);
    }
  });

  it('gives the YAML parser error for a file that is not JSON, and reads YAML files as YAML', () => {
    expect(() => parseCategoryFile('docs/a/_category_.json', '{"label": "A",,}')).toThrow();
    expect(parseCategoryFile('docs/a/_category_.json', 'label: Plain\n')).toEqual({
      label: 'Plain',
    });
    expect(parseCategoryFile('docs/a/_category_.yml', 'label: Guides\nposition: 3\n')).toEqual({
      label: 'Guides',
      position: 3,
    });
  });
});
