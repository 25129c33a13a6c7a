// What a site plugin wrapping the blog (Docusaurus's changelog plugin pattern: plugins/lifecycle/
// wrappedContent.ts) writes into `blogPosts[].metadata` of the content its `loadContent` returns:
// Docusaurus routes the blog from that content, and each post's page reads its metadata (the
// `metadataPath` file its contentLoaded writes), so a title, description, date, permalink,
// authors or tags changed there, and a key added (the changelog's `listPageLink`), are what the
// pages show. Here the blog's pages are made from its loaded posts: the changes are read back into
// them (writtenEdits), and the instance is made again from the edited posts (applyWrittenMetadata).
// The posts keep their order, as Docusaurus's list pages keep the ids of `blogListPaginated`.
import type { BlogAuthor, BlogPostSummary } from '../../src/shared/blogTypes.js';
import type { DocusaurusBlogPost } from './processPosts.js';
import type { BlogInstance, BlogPost, ProcessedPost } from './loadBlog.js';
import { loadedBlogsOf, type LoadedBlogs } from './index.js';

/** Each post's metadata as the blog loaded it, by id (JSON text of each key). */
export type MetadataSnapshot = Map<string, Record<string, string>>;

const json = (v: unknown) => JSON.stringify(v) ?? 'undefined';

/** The posts' metadata as loaded, to tell later what a wrapper changed. */
export function snapshotMetadata(posts: readonly DocusaurusBlogPost[]): MetadataSnapshot {
  return new Map(
    posts.map((p) => [
      p.id,
      Object.fromEntries(Object.entries(p.metadata).map(([k, v]) => [k, json(v)])),
    ]),
  );
}

/** The keys of each post's metadata whose value differs from the snapshot, by post id. */
export function writtenEdits(
  snapshot: MetadataSnapshot,
  posts: readonly DocusaurusBlogPost[],
): Map<string, Record<string, unknown>> {
  const edits = new Map<string, Record<string, unknown>>();
  for (const post of posts) {
    const before = snapshot.get(post.id);
    if (!before || !post.metadata || typeof post.metadata !== 'object') continue;
    const changed = Object.fromEntries(
      Object.entries(post.metadata).filter(([k, v]) => before[k] !== json(v)),
    );
    if (Object.keys(changed).length) edits.set(post.id, changed);
  }
  return edits;
}

/** A whole path (the base URL in front, as Docusaurus's content has it) below the base URL. */
export function belowBase(path: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return base && (path === base || path.startsWith(base + '/'))
    ? path.slice(base.length) || '/'
    : path;
}

/** Keys of Docusaurus's post metadata that the pages do not take from what a wrapper writes. */
const KEPT = new Set([
  'source',
  'frontMatter',
  'unlisted',
  'hasTruncateMarker',
  'lastUpdatedAt',
  'lastUpdatedBy',
]);

/** A post with a wrapper's changes to its metadata, ready to be made into pages again. */
export function editedPost(
  post: BlogPost,
  changed: Record<string, unknown>,
  baseUrl: string,
): ProcessedPost {
  const { metadata: _metadata, summary: given, ...rest } = post;
  const {
    editUrl,
    lastUpdatedAt,
    lastUpdatedBy,
    prevItem: _p,
    nextItem: _n,
    ...kept
  } = given as BlogPostSummary & {
    editUrl?: string;
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    prevItem?: unknown;
    nextItem?: unknown;
  };
  const summary: Record<string, unknown> = { ...kept };
  let doc = post.doc;
  let edit = editUrl;
  for (const [key, value] of Object.entries(changed)) {
    if (KEPT.has(key)) continue;
    if ((key === 'title' || key === 'description') && typeof value === 'string') {
      summary[key] = value;
      doc = { ...doc, [key]: value };
    } else if (key === 'date') {
      const date = value instanceof Date ? value : new Date(value as string);
      if (!Number.isNaN(date.getTime())) summary.date = date.toISOString();
    } else if (key === 'permalink' && typeof value === 'string') {
      summary.permalink = belowBase(value, baseUrl);
      doc = { ...doc, permalink: summary.permalink as string };
    } else if (key === 'tags' && Array.isArray(value))
      summary.tags = (value as { permalink?: unknown }[]).map((t) =>
        typeof t.permalink === 'string' ? { ...t, permalink: belowBase(t.permalink, baseUrl) } : t,
      );
    else if (key === 'authors' && Array.isArray(value)) summary.authors = value as BlogAuthor[];
    else if (key === 'editUrl') edit = typeof value === 'string' ? value : undefined;
    else if (key === 'readingTime')
      summary.readingTime = typeof value === 'number' ? value : undefined;
    // Any other key (the changelog's `listPageLink`) is the post's metadata too.
    else summary[key] = value;
  }
  return {
    ...rest,
    doc,
    summary: summary as unknown as BlogPostSummary,
    ...(edit ? { editUrl: edit } : {}),
    ...(lastUpdatedAt !== undefined ? { lastUpdatedAt } : {}),
    ...(lastUpdatedBy !== undefined ? { lastUpdatedBy } : {}),
  };
}

/**
 * Makes the loaded blogs again with the edits of their posts' metadata (by Docusaurus's post id),
 * in place (the loaded blogs are the content's generator data). Whether anything changed.
 */
export function applyWrittenMetadata(
  loaded: LoadedBlogs,
  edits: Map<string, Record<string, unknown>>,
  p: { baseUrl: string; idOf: (post: BlogPost) => string },
): boolean {
  if (!edits.size) return false;
  const instances = loaded.instances.map((inst): BlogInstance => {
    if (!inst.rewrite || !inst.posts.some((x) => edits.has(p.idOf(x)))) return inst;
    const posts = inst.posts.map((x) => {
      const changed = edits.get(p.idOf(x));
      return changed ? editedPost(x, changed, p.baseUrl) : editedPost(x, {}, p.baseUrl);
    });
    return { ...inst.rewrite(posts), rewrite: inst.rewrite, warnings: inst.warnings };
  });
  Object.assign(loaded, { ...loadedBlogsOf(instances), warnings: loaded.warnings });
  return true;
}
