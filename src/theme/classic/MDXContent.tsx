// `@theme/MDXContent`: MDX content with the theme's components (what an ejected DocItem/Content or
// BlogPostItem/Content wraps its `children` in).
import type { ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import { mdxComponents } from '../mdx/components.js';

export default function MDXContent({ children }: { children: ReactNode }) {
  return <MDXProvider components={mdxComponents}>{children}</MDXProvider>;
}
