// A post as Docusaurus gives it to its blog components (`BlogPostPage`, `BlogPostItems`' items):
// `content`, the MDX component carrying the post's `metadata`, `frontMatter`, `assets` and `toc`.
import { createElement, type ComponentType } from 'react';
import type { BlogPostPageMetadata, BlogPostSummary } from '../../shared/blogTypes.js';
import type { TocItem } from '../../shared/types.js';

export type MDXContent = ComponentType<{ components?: Record<string, unknown> }>;
export type PostMetadata = BlogPostSummary & Partial<BlogPostPageMetadata>;

export type BlogContentProp = MDXContent & {
  metadata: PostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { authorsImageUrls: (string | undefined)[]; image?: string };
  toc: TocItem[];
};

const contents = new WeakMap<object, BlogContentProp>();
/** The compiled MDX component each `content` wraps (our renderer keeps its HTML static). */
const compiled = new WeakMap<BlogContentProp, MDXContent | undefined>();

/** A post's `content` (one per post and component, so React keeps it across renders). */
export function blogContentOf(
  metadata: PostMetadata,
  Component: MDXContent | undefined,
  toc: TocItem[] = [],
  /** The post's MDX module's `frontMatter` (YAML dates as Dates); else the metadata's JSON. */
  frontMatter: Record<string, unknown> | undefined = undefined,
): BlogContentProp {
  const key = Component ?? metadata;
  const known = contents.get(key);
  if (known && known.metadata === metadata) return known;
  // A component of its own: the module's export is shared and frozen.
  const Content: MDXContent = (props) => (Component ? createElement(Component, props) : null);
  const content = Object.assign(Content, {
    metadata,
    frontMatter: frontMatter ?? metadata.frontMatter,
    // Author images are URLs already (the build resolves relative ones).
    assets: { authorsImageUrls: metadata.authors.map(() => undefined) },
    toc,
  });
  contents.set(key, content);
  compiled.set(content, Component);
  return content;
}

/** The compiled MDX component a `content` wraps (our renderer keeps its HTML static), else itself. */
export function compiledContentOf(content: BlogContentProp): MDXContent | undefined {
  return compiled.has(content) ? compiled.get(content) : content;
}
