// `@docusaurus/theme-live-codeblock`: a fence whose metastring has the word `live` is an editable
// Playground. Docusaurus's MDX gives every fence's `CodeBlock` the `live` and `metastring` props,
// with the code as its children, and the theme's `CodeBlock` draws a Playground when `live` is set.
// Here a site that runs the theme (guychienll's notes: `jsx live noInline` blocks) got each live
// fence highlighted at build time, with no `live` prop and a `<pre>` as its children: the theme's
// CodeBlock drew a plain code block, and no Playground.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  loadSiteExtensions,
  namesLiveCodeBlockTheme,
} from '../../../../plugins/mdx/siteExtensions.js';
import { isLiveMetastring } from '../../../../plugins/mdx/rehypeCodeBlocks.js';
import { renderDoc } from './renderDoc.js';

const siteDir = join(import.meta.dirname, '../../../fixtures/sites/live-codeblock');
const body = readFileSync(join(siteDir, 'docs/counter.mdx'), 'utf8');

/** A CodeBlock that shows the props it was given (the live theme reads these). */
function PropsCodeBlock(props: Record<string, unknown> & { children?: ReactNode }) {
  const { children, ...rest } = props;
  return createElement('figure', {
    'data-props': JSON.stringify(rest),
    'data-children': typeof children === 'string' ? children : `<${typeof children}>`,
  });
}

const decode = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

function blocks(html: string) {
  return [...html.matchAll(/<figure data-props="([^"]*)" data-children="([^"]*)"/g)].map((m) => ({
    props: JSON.parse(decode(m[1]!)) as Record<string, unknown>,
    children: decode(m[2]!),
  }));
}

describe('live code blocks', () => {
  it('are on where the config names the theme, by its package or short name', async () => {
    expect((await loadSiteExtensions(siteDir)).liveCodeBlocks).toBe(true);
    expect(namesLiveCodeBlockTheme([{ module: 'live-codeblock' }])).toBe(true);
    expect(namesLiveCodeBlockTheme([{ module: 'theme-live-codeblock' }])).toBe(true);
    expect(
      namesLiveCodeBlockTheme([
        { module: '/site/node_modules/@docusaurus/theme-live-codeblock/lib/index.js' },
      ]),
    ).toBe(true);
    expect(namesLiveCodeBlockTheme([{ module: '@docusaurus/theme-mermaid' }])).toBe(false);
    expect(namesLiveCodeBlockTheme([{ module: () => ({}) }])).toBe(false);
  });

  it('are told by the word `live` in the metastring', () => {
    expect(isLiveMetastring('live noInline')).toBe(true);
    expect(isLiveMetastring('title="x.jsx" live')).toBe(true);
    expect(isLiveMetastring('lively')).toBe(false);
    expect(isLiveMetastring('title="live demo"')).toBe(false);
    expect(isLiveMetastring(undefined)).toBe(false);
  });

  it("get Docusaurus's props: live, the metastring, the language class, the code as written", async () => {
    const { html } = await renderDoc(body, {
      siteDir,
      source: 'counter.mdx',
      props: { components: { CodeBlock: PropsCodeBlock } },
    });
    const [live, plain] = blocks(html);
    expect(live!.props).toMatchObject({
      live: true,
      metastring: 'live noInline',
      className: 'language-jsx',
    });
    // The Playground edits the text as written: the highlight comment stays in it.
    expect(live!.children).toBe(
      [
        'function Counter() {',
        '  // highlight-next-line',
        '  const [n, setN] = React.useState(0);',
        '  return <button onClick={() => setN(n + 1)}>{n}</button>;',
        '}',
        'render(<Counter />);',
        '',
      ].join('\n'),
    );
    // A fence that is not live stays highlighted at build time.
    expect(plain!.props.live).toBeUndefined();
    expect(plain!.props).toMatchObject({ title: 'Counter.jsx', code: 'const start = 0;' });
    expect(plain!.children).toBe('<object>');
  }, 60_000);

  it('stay highlighted code where the site does not run the theme', async () => {
    const { html } = await renderDoc(body, {
      source: 'counter.mdx',
      props: { components: { CodeBlock: PropsCodeBlock } },
    });
    const [first] = blocks(html);
    expect(first!.props.live).toBeUndefined();
    expect(first!.children).toBe('<object>');
  }, 60_000);
});
