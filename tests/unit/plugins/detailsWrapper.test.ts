// tests/fixtures/sites/details-wrapper: a site's `@theme/Details` that draws
// `@docusaurus/theme-common/Details` with its own classes (Playwright's does). Theme-common's
// Details is the generic disclosure in Docusaurus, never the site's override: before, it was the
// theme's `@theme/Details` module, which the override replaces everywhere, so the override drew
// itself until the stack overflowed ("Maximum call stack size exceeded", the build failed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

const { outDir } = builtFixture('details-wrapper', { timeout: 180_000 });
let html = '';

beforeAll(() => {
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
});

describe("a site's Details drawing theme-common's Details", () => {
  it('renders the disclosure once, with the classes the override gives it', () => {
    const details = [...html.matchAll(/<details\b[^>]*>/g)].map((m) => m[0]);
    expect(details).toHaveLength(1);
    expect(details[0]).toContain('data-kiln="details"');
    // As Docusaurus: theme-common's `details` class, then the override's (no theme-classic
    // `alert--info`, which only the theme's own Details adds).
    expect(details[0]).toMatch(/class="details alert alert--secondary\s*"/);
    expect(html.match(/<summary>Bisque firing<\/summary>/g)).toHaveLength(1);
    expect(html).toContain('Raise the kiln slowly to cone 04.');
  });
});
