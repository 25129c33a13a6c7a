// A site that ejected `CodeBlock` itself and some of its parts (QuestDB: `CodeBlock/index.tsx`
// picks `Content/String` when its children are a string): its component gets what Docusaurus's
// MDX gives it, the fence's text (highlight comments in it, which its `parseLines` reads) as the
// children and `className="language-…"`, with the metastring. Its code blocks were empty before:
// the tokens pass had emptied the children, so the ejected block drew `Content/Element` of nothing.
import type { Element, Root } from 'hast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeCodeBlockTokens, {
  rehypeCodeBlockMetastrings,
} from '../../../../plugins/mdx/codeBlockTokens.js';
import rehypeCodeBlocks, { rehypeMagicComments } from '../../../../plugins/mdx/rehypeCodeBlocks.js';

const SOURCE = 'cairo.commit.mode=sync\n# highlight-next-line\nline.tcp.enabled=false\n';

function fence(): Root {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: ['language-ini'] },
    children: [{ type: 'text', value: SOURCE }],
    data: { meta: 'title="server.conf"' } as Element['data'],
  };
  return {
    type: 'root',
    children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }],
  };
}

type Jsx = { name: string; attributes: { name: string; value: unknown }[]; children: unknown[] };

/** The compile's passes in its order, for a site whose overrides are `siteCodeBlock` or not. */
async function codeBlockOf(siteCodeBlock: boolean): Promise<Jsx> {
  const tree = fence();
  await unified()
    .use(rehypeCodeBlockMetastrings)
    .use(rehypeMagicComments)
    .use(rehypeCodeBlocks)
    .use(rehypeCodeBlockTokens, { siteCodeBlock })
    .run(tree, new VFile());
  return tree.children[0] as unknown as Jsx;
}
const attr = (el: Jsx, name: string) => el.attributes.find((a) => a.name === name)?.value;

describe("a site's own CodeBlock", () => {
  it('gets the fence text, its language class and its metastring', async () => {
    const el = await codeBlockOf(true);
    expect(el.name).toBe('CodeBlock');
    expect(el.children).toEqual([{ type: 'text', value: SOURCE }]);
    expect(attr(el, 'className')).toBe('language-ini');
    expect(attr(el, 'metastring')).toBe('title="server.conf"');
    // The theme's own props stay, for a site CodeBlock that wraps the original.
    expect(attr(el, 'code')).toBe('cairo.commit.mode=sync\nline.tcp.enabled=false');
    expect(attr(el, 'title')).toBe('server.conf');
  }, 60_000); // the first highlight loads Shiki

  it("is left to the theme's parts (tokens, no children) when the site overrides parts only", async () => {
    const el = await codeBlockOf(false);
    expect(el.children).toEqual([]);
    expect(attr(el, 'className')).toBeUndefined();
    expect(typeof attr(el, 'highlightedLines')).toBe('string');
  }, 60_000);
});
