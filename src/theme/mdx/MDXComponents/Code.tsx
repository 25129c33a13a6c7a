// `@theme/MDXComponents/Code`: inline code (a fence is a `CodeBlock`), `@theme/CodeInline` as
// Docusaurus draws it. Its own file, so that `swizzle` ejects it alone.
import { createElement, type ComponentProps } from 'react';
import CodeInline from '../../classic/CodeInline.js';
import { renderStatically } from '../islands.js';

export default function Code(props: ComponentProps<'code'>) {
  return createElement(CodeInline, props);
}
// No behaviour of its own: static in MDX content (../islands.tsx); a site's override is an island.
renderStatically(Code);
