// The fixture site tests/fixtures/sites/docusaurus-features built by us shows what Docusaurus 3.8.1
// shows for the same docs (recorded in docusaurus-3.8.1.json by scripts/dev/docusaurusReference.mjs):
// for each code block the lines and which are highlighted, for each tab set the labels in order,
// the selected tab, the attributes' classes and the panels rendered.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
// @ts-expect-error a JavaScript module of the dev scripts, without types
import { extractFeatures } from '../../../../scripts/dev/docusaurusReference.mjs';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/docusaurus-features');
const siteDir = join(root, 'tests/.tmp/docusaurus-features');
const outDir = join(siteDir, 'build');

type Features = {
  codeBlocks: { lines: string[]; highlighted: number[] }[];
  tabs: { labels: string[]; selected: number; tabClasses: string[]; panels: unknown[] }[];
};
const reference = JSON.parse(
  readFileSync(join(fixture, 'docusaurus-3.8.1.json'), 'utf8'),
) as Record<string, Features>;
const ours = (id: string) =>
  extractFeatures(readFileSync(join(outDir, id, 'index.html'), 'utf8')) as Features;

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  await buildSite({ siteDir, outDir });
}, 120_000); // a whole build: more than the 10 s default on a busy machine
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('Docusaurus features, against Docusaurus 3.8.1', () => {
  it('highlight comments: the same lines shown and highlighted', () => {
    const expected = reference['highlight-comments']!.codeBlocks;
    expect(expected.length).toBeGreaterThan(10);
    expect(ours('highlight-comments').codeBlocks).toEqual(expected);
  });

  it('tabs: the same labels, order, selection, tab classes and panels', () => {
    const expected = reference['tabs']!.tabs;
    expect(expected).toHaveLength(4);
    expect(ours('tabs').tabs).toEqual(expected);
  });
});
