// A sidebar category written `"collapsed": "true"` (a string) in a versioned sidebars JSON file
// (found on a real site: Docusaurus 3.9 builds it, this generator stopped at "must be boolean").
// Docusaurus's Joi `boolean()` accepts the strings "true" and "false" in any case; a sidebars
// file's item is only asserted, so the string is kept and read as truthy, while a `_category_`
// file's value is the converted boolean.
import { describe, expect, it } from 'vitest';
import { validateSidebars } from '../../../../plugins/config/loadSiteConfig.js';
import { CategoryMetadataSchema } from '../../../../plugins/config/schema.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { formatDiagnostic } from '../../../../plugins/diagnostics.js';

const category = (extra: Record<string, unknown>) => ({
  main: [{ type: 'category', label: 'Tools', items: ['a'], ...extra }],
});

describe('string booleans in sidebars', () => {
  it('accepts "true" and "false" in any case, read as Docusaurus reads them (truthy)', () => {
    for (const value of ['true', 'TRUE', 'false', 'False']) {
      const sidebars = validateSidebars(
        category({ collapsed: value, collapsible: value }),
        'sidebars.json',
      );
      expect(sidebars.main).toEqual([
        { type: 'category', label: 'Tools', items: ['a'], collapsed: true, collapsible: true },
      ]);
    }
  });

  it('keeps real booleans as they are', () => {
    const sidebars = validateSidebars(category({ collapsed: false }), 'sidebars.json');
    expect(sidebars.main).toEqual([
      { type: 'category', label: 'Tools', items: ['a'], collapsed: false },
    ]);
  });

  it('still rejects another string, with the position of the key', () => {
    const source = JSON.stringify(category({ collapsed: 'yes' }), null, 2);
    let error: unknown;
    try {
      validateSidebars(JSON.parse(source), 'sidebars.json', source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(formatDiagnostic(d!, { color: false })).toMatch(
      /^sidebars\.json:9:7 error "main\.0\.collapsed" must be boolean/,
    );
  });
});

describe('string booleans in a _category_ file', () => {
  it('are converted: "false" is false', () => {
    expect(CategoryMetadataSchema.parse({ collapsed: 'false', collapsible: 'True' })).toEqual({
      collapsed: false,
      collapsible: true,
    });
    expect(CategoryMetadataSchema.safeParse({ collapsed: 'no' }).success).toBe(false);
  });
});
