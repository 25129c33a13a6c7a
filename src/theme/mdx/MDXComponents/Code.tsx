// `@theme/MDXComponents/Code`, Docusaurus's MDXCode: inline code as `@theme/CodeInline`, and a
// fence's `<code>` as `@theme/CodeBlock` (a fence reaches it only on a site whose MDX map draws
// fences itself, plugins/mdx/docusaurusFences.ts: elsewhere the compile drew each fence). Its own
// file, so that `swizzle` ejects it alone.
import { Children, createElement, type ComponentProps } from 'react';
import CodeInline from '../../classic/CodeInline.js';
import CodeBlock from '../CodeBlock.js';
import { renderStatically } from '../islands.js';

/** Docusaurus's test: children all strings without a line break (an empty fence has none). */
function shouldBeInline(props: ComponentProps<'code'>): boolean {
  return (
    props.children !== undefined &&
    Children.toArray(props.children).every((c) => typeof c === 'string' && !c.includes('\n'))
  );
}

export default function Code(props: ComponentProps<'code'>) {
  return shouldBeInline(props)
    ? createElement(CodeInline, props)
    : createElement(CodeBlock, props as ComponentProps<typeof CodeBlock>);
}
// No behaviour of its own: static in MDX content (../islands.tsx); a site's override is an island.
renderStatically(Code);
