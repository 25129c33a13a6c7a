// A Docusaurus config's docs options `remarkPlugins` / `rehypePlugins` (functions, or
// `[function, options]`) run on every doc, as Docusaurus runs them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/docusaurus-remark-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('docs remark and rehype plugins of a Docusaurus config', () => {
  it('run on the docs, with their options', async () => {
    mkdirSync(join(siteDir, 'docs'));
    writeFileSync(join(siteDir, 'docs/intro.md'), '# Intro\n\nThe text of the page.\n');
    writeFileSync(
      join(siteDir, 'docusaurus.config.mjs'),
      `function remarkSign(options) {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.sign }] });
  };
}
function rehypeMark() {
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'element' && node.tagName === 'p') node.properties.className = ['marked'];
      (node.children || []).forEach(visit);
    };
    visit(tree);
  };
}
export default {
  title: 'T',
  url: 'https://t.example',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [[remarkSign, { sign: 'Signed by the keeper' }]], rehypePlugins: [rehypeMark] } }]],
};
`,
    );
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('<p class="marked">Signed by the keeper</p>');
    expect(html).toContain('<p class="marked">The text of the page.</p>');
  });
});
