// Builds tests/fixtures/sites/doc-card-310, a Docusaurus 3.10 site whose src/theme overrides
// `DocCard/Heading/Icon`, one of the parts 3.10 split its DocCard into. The category's generated
// index draws each card through the parts: the site's icon, the label's leading emoji as the icon
// (a doc's title: "🌀 Helix antenna"), the kind's emoji otherwise, the item's className on the card.
// The override is used, so no warning names it. (The category's slug is GitHub's slug of its label,
// as Docusaurus makes it: the emoji dropped, its space a hyphen.)
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/doc-card-310');
const siteDir = join(root, 'tests/.tmp/doc-card-310');
const outDir = join(siteDir, 'build');
const warnings: string[] = [];

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  await buildSite({
    siteDir,
    outDir,
    reporter: {
      stage: () => undefined,
      progress: () => undefined,
      warn: (w) => void warnings.push(`${w.file ?? ''} ${w.message}`),
    },
  });
}, 180_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** Each card of the page: its classes, its heading's HTML and its description. */
function cards(path: string) {
  const html = readFileSync(join(outDir, path), 'utf8');
  return [...html.matchAll(/<a [^>]*class="([^"]*doc-card[^"]*)"[^>]*>(<h2[\s\S]*?<\/h2>)/g)].map(
    (m) => ({ classes: m[1], heading: m[2]!.replace(/<!-- -->/g, '') }),
  );
}

describe("a Docusaurus 3.10 site's doc cards and their swizzled part", () => {
  it("draws each card's icon with the site's component, the label's emoji or the kind's", () => {
    const found = cards('docs/category/-antennas/index.html');
    expect(found.map((c) => /\(([^)]*)\)<\/span>/.exec(c.heading)?.[1])).toEqual([
      '📄️',
      '🌀',
      '🔗',
    ]);
    expect(found.every((c) => c.heading.includes('data-swizzle="doc-card-icon"'))).toBe(true);
    expect(found.map((c) => /title-text">([^<]*)</.exec(c.heading)?.[1])).toEqual([
      'Patch antenna',
      'Helix antenna',
      'Band plan',
    ]);
    expect(found.map((c) => c.classes)).toEqual([
      'card padding--lg theme-doc-card-container doc-card',
      'card padding--lg theme-doc-card-container doc-card helix-card',
      'card padding--lg theme-doc-card-container doc-card',
    ]);
  });

  it('uses the override, so no warning names it', () => {
    expect(warnings.filter((w) => w.includes('DocCard'))).toEqual([]);
  });
});
