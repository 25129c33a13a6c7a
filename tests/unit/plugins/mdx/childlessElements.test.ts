// An MDX element a site's remark plugin inserts without `children` (typescript-eslint's rule docs
// plugin inserts its playground button so; MDX compiles it as an empty element): every step of the
// build takes it as empty — the GFM literal scan, the search records, the Markdown export, the
// standalone module — as Docusaurus builds such a doc.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/childless-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('an element a remark plugin inserts without children', () => {
  it('builds as an empty element', async () => {
    mkdirSync(join(siteDir, 'docs'));
    // A home page: Docusaurus reports the navbar brand's link to / on a site without one.
    mkdirSync(join(siteDir, 'src/pages'), { recursive: true });
    writeFileSync(join(siteDir, 'src/pages/index.md'), '# Home\n');
    writeFileSync(
      join(siteDir, 'docs/rule.md'),
      '# A rule\n\nSee www.example.com for the rule.\n\n## Options\n\nNone.\n',
    );
    writeFileSync(
      join(siteDir, 'docusaurus.config.mjs'),
      `function remarkChildless() {
  return (tree) => {
    const element = (name) => ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'childless' }],
    });
    tree.children.splice(1, 0, element('section'));
    tree.children.push(element('aside'));
  };
}
export default {
  title: 'T',
  url: 'https://t.example',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [remarkChildless] }, blog: false }]],
};
`,
    );
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/docs/rule/index.html'), 'utf8');
    expect(html).toContain('<section class="childless"></section>');
    expect(html).toContain('<aside class="childless"></aside>');
    expect(html).toContain('href="http://www.example.com"');
  }, 300_000);
});
