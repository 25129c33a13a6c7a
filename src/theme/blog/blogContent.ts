// A post as Docusaurus gives it to its blog components (`BlogPostPage`, `BlogPostItems`' items):
// `content`, the MDX component carrying the post's `metadata` (Docusaurus's: permalinks with the
// base URL, none of the theme's own fields), `frontMatter`, `assets` and `toc`. `BlogPostProvider`
// gives the blog parts the page's own metadata again (postMetadataOf).
import { createElement, type ComponentType } from 'react';
import type { BlogPostPageMetadata, BlogPostSummary } from '../../shared/blogTypes.js';
import type { TocItem } from '../../shared/types.js';
import { docusaurusBlogPostMetadata } from '../docusaurus/sitePaths.js';

export type MDXContent = ComponentType<{ components?: Record<string, unknown> }>;
export type PostMetadata = BlogPostSummary & Partial<BlogPostPageMetadata>;

export type BlogContentProp = MDXContent & {
  metadata: PostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { authorsImageUrls: (string | undefined)[]; image?: string };
  toc: TocItem[];
};

const contents = new WeakMap<object, Map<string, BlogContentProp>>();
/** The compiled MDX component each `content` wraps (our renderer keeps its HTML static). */
const compiled = new WeakMap<BlogContentProp, MDXContent | undefined>();
/** Each `content`'s metadata as the page's data has it (below the base URL, the theme's fields). */
const pageMetadata = new WeakMap<BlogContentProp, PostMetadata>();

/** The page's own metadata of a `content` (a `content` made elsewhere: its metadata). */
export const postMetadataOf = (content: BlogContentProp): PostMetadata =>
  pageMetadata.get(content) ?? content.metadata;

/**
 * A post's `content` at the router's base name (one per post, component and base, so React keeps
 * it across renders).
 */
export function blogContentOf(
  metadata: PostMetadata,
  Component: MDXContent | undefined,
  toc: TocItem[] = [],
  /** The post's MDX module's `frontMatter` (YAML dates as Dates); else the metadata's JSON. */
  frontMatter: Record<string, unknown> | undefined = undefined,
  basename = '/',
): BlogContentProp {
  const key = Component ?? metadata;
  let byBase = contents.get(key);
  const known = byBase?.get(basename);
  if (known && pageMetadata.get(known) === metadata) return known;
  // A component of its own: the module's export is shared and frozen.
  const Content: MDXContent = (props) => (Component ? createElement(Component, props) : null);
  const content = Object.assign(Content, {
    metadata: docusaurusBlogPostMetadata(basename, metadata) as PostMetadata,
    frontMatter: frontMatter ?? metadata.frontMatter,
    // Author images are URLs already (the build resolves relative ones).
    assets: { authorsImageUrls: metadata.authors.map(() => undefined) },
    toc,
  });
  if (!byBase) contents.set(key, (byBase = new Map()));
  byBase.set(basename, content);
  compiled.set(content, Component);
  pageMetadata.set(content, metadata);
  return content;
}

/** The compiled MDX component a `content` wraps (our renderer keeps its HTML static), else itself. */
export function compiledContentOf(content: BlogContentProp): MDXContent | undefined {
  return compiled.has(content) ? compiled.get(content) : content;
}
