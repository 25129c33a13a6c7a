// Percent-encoded `.md` links (issue 39; Tamaki MES's docs write every `/` of their relative links
// as `%2F`): Docusaurus decodes a link with decodeURIComponent to find the file, but chooses the
// folders it looks in from the link as written (tests/fixtures/sites/encoded-md-links). The
// expected URLs are those of Docusaurus 3.8.1's build of the fixture.
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Link, List, Paragraph, Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../plugins/loadSite.js';
import remarkResolveLinks from '../../../../plugins/mdx/remarkResolveLinks.js';
import { docSetOf } from '../../../../plugins/builtins/docsViews.js';

const siteDir = join(import.meta.dirname, '../../../fixtures/sites/encoded-md-links');

describe('percent-encoded Markdown links', async () => {
  const site = await loadSite({ siteDir, production: true });
  const source = 'rigging/halyards.md';
  const file = join(siteDir, 'docs', source);
  const { permalinkBySource } = docSetOf(site, join(siteDir, 'docs/knots.md'))!;

  /** Each list item's link URL in the doc, after the plugin ran, and the messages. */
  function resolved(markdown: string) {
    const tree = fromMarkdown(markdown) as Root;
    const vfile = new VFile({ path: file, data: { source } });
    remarkResolveLinks({ permalinkBySource, siteDir })(tree, vfile);
    const list = tree.children.find((n) => n.type === 'list') as List;
    const urls = list.children.map(
      (item) => ((item.children[0] as Paragraph).children[0] as Link).url,
    );
    return { urls, warnings: vfile.messages.map((m) => m.reason) };
  }

  it('decodes %2F and %20 to find the file, as Docusaurus does', () => {
    const { urls, warnings } = resolved(
      '- [a](..%2Fhull%2Fkeel.md)\n- [b](../hull/bilge%20pump.md)\n- [c](..%2Fhull%2Fkeel.md#ballast)\n',
    );
    expect(urls).toEqual(['/docs/hull/keel', '/docs/hull/bilge pump', '/docs/hull/keel#ballast']);
    expect(warnings).toEqual([]);
  });

  it('looks in the docs folder first for `.%2F`, which does not start with `./` as written', () => {
    // docs/knots.md and docs/rigging/knots.md both exist: `./knots.md` is the one beside the doc.
    const { urls } = resolved('- [a](.%2Fknots.md)\n- [b](./knots.md)\n');
    expect(urls).toEqual(['/docs/knots', '/docs/rigging/knots']);
  });
});
