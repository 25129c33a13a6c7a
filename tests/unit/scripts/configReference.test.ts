// reference/configuration.md is generated from the site config's schema (scripts/configReference.ts):
// the page checked in is the one the schema gives today, so a field added, renamed or described
// anew without `npm run reference` fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateConfigReference, REFERENCE_FILE } from '../../../scripts/configReference.js';

const root = join(import.meta.dirname, '../../..');

describe('the configuration reference', () => {
  const generated = generateConfigReference();

  it('is the page the schema gives (run `npm run reference` after changing the schema)', () => {
    expect(readFileSync(join(root, REFERENCE_FILE), 'utf8')).toBe(generated);
  });

  it("lists each field's path, type, default and description, nested fields by their path", () => {
    expect(generated).toContain(
      '| `onBrokenLinks` | `"ignore"` \\| `"log"` \\| `"warn"` \\| `"throw"` | `"warn"` | What a broken internal link does to the build. |',
    );
    expect(generated).toMatch(/\| `navbar\.logo\.src` \| string \(required\) \| +\| Logo image/);
    expect(generated).toContain('## `docs`');
    // Text that Markdown would read as HTML is escaped.
    expect(generated).toContain("link's &lt;a>");
  });
});
