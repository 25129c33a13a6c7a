// The blog's posts as Docusaurus 3.8 hands them to a site's functions (`processBlogPosts`,
// `feedOptions.createFeedItems`): `{id, metadata, content}`, and the `processBlogPosts` step that
// filters or reorders them before the list, tag, archive and author pages and the feeds are made.
import { withBaseUrl } from '../../src/shared/paths.js';
import { BuildError } from '../diagnostics.js';
import type { BlogOptions } from './options.js';

/** What a post is made of before its page metadata (plugins/blog/loadBlog.ts's `readPost`). */
export interface ReadPost {
  doc: {
    id: string;
    filePath: string;
    slug: string;
    body: string;
    frontMatter: object;
    title: string;
    description: string;
  };
  summary: {
    permalink: string;
    title: string;
    description: string;
    date: string;
    readingTime?: number;
    tags: { label: string; permalink: string; description?: string; inline: boolean }[];
    authors: object[];
    hasTruncateMarker: boolean;
    unlisted: boolean;
  };
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** A post in Docusaurus's shape (its `BlogPost` type), as far as this generator's model has it. */
export interface DocusaurusBlogPost {
  id: string;
  metadata: {
    permalink: string;
    editUrl?: string;
    source: string;
    title: string;
    description: string;
    date: Date;
    tags: { label: string; permalink: string; description?: string; inline: boolean }[];
    readingTime?: number;
    hasTruncateMarker: boolean;
    authors: object[];
    frontMatter: Record<string, unknown>;
    unlisted: boolean;
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
  };
  content: string;
}

/**
 * A post in Docusaurus's shape: permalinks with the base URL, `source` as `@site/…`, `content`
 * the body without front matter and title. A fresh object per call: a site's function may change it.
 */
export function docusaurusBlogPost(
  r: ReadPost,
  p: { baseUrl: string; siteRelative: string },
): DocusaurusBlogPost {
  const { summary: s } = r;
  return {
    id: r.doc.slug,
    metadata: {
      permalink: withBaseUrl(s.permalink, p.baseUrl),
      ...(r.editUrl ? { editUrl: r.editUrl } : {}),
      source: `@site/${p.siteRelative}`,
      title: s.title,
      description: s.description,
      date: new Date(s.date),
      tags: s.tags.map((t) => ({ ...t, permalink: withBaseUrl(t.permalink, p.baseUrl) })),
      ...(s.readingTime !== undefined ? { readingTime: s.readingTime } : {}),
      hasTruncateMarker: s.hasTruncateMarker,
      authors: s.authors.map((a) => ({ ...a })),
      frontMatter: { ...(r.doc.frontMatter as Record<string, unknown>) },
      unlisted: s.unlisted,
      ...(r.lastUpdatedAt !== undefined ? { lastUpdatedAt: r.lastUpdatedAt } : {}),
      ...(r.lastUpdatedBy !== undefined ? { lastUpdatedBy: r.lastUpdatedBy } : {}),
    },
    content: r.doc.body.trim(),
  };
}

/**
 * Runs the blog's `processBlogPosts` on its posts (newest first, or as `sortPosts` says): a list it
 * returns replaces the posts (in its order; posts it leaves out are gone, objects it did not get
 * from us are an error), anything else keeps them. A kept post's `metadata.title`, `description`,
 * `date` and `readingTime`, if the function changed them, apply.
 */
export async function applyProcessBlogPosts<T extends ReadPost>(
  posts: T[],
  p: {
    options: BlogOptions;
    configFile: string;
    baseUrl: string;
    siteRelative: (post: T) => string;
  },
): Promise<T[]> {
  const fn = p.options.processBlogPosts;
  if (!fn) return posts;
  const shaped = posts.map((r) =>
    docusaurusBlogPost(r, { baseUrl: p.baseUrl, siteRelative: p.siteRelative(r) }),
  );
  const ours = new Map(shaped.map((s, i) => [s, posts[i]!] as const));
  const fail = (message: string, hint: string): never => {
    throw new BuildError({
      file: p.configFile,
      severity: 'error',
      kind: 'docusaurus config',
      message: `blog${p.options.id === 'default' ? '' : ` "${p.options.id}"`} option processBlogPosts ${message}`,
      hint,
    });
  };
  let result: unknown;
  try {
    result = await fn({ blogPosts: shaped });
  } catch (e) {
    fail(
      `threw: ${e instanceof Error ? e.message : String(e)}`,
      'fix the function in the blog options',
    );
  }
  const list = Array.isArray(result) ? (result as DocusaurusBlogPost[]) : shaped;
  return list.map((s, i) => {
    const r = ours.get(s);
    if (!r)
      return fail(
        `returned an item (at index ${i}) that is not one of the posts it was given`,
        'return a filtered or reordered list of the blogPosts objects (new posts cannot be added)',
      );
    const m = s.metadata;
    const date = m.date instanceof Date && !Number.isNaN(m.date.getTime()) ? m.date : undefined;
    return {
      ...r,
      doc: {
        ...r.doc,
        ...(typeof m.title === 'string' ? { title: m.title } : {}),
        ...(typeof m.description === 'string' ? { description: m.description } : {}),
      },
      summary: {
        ...r.summary,
        ...(typeof m.title === 'string' ? { title: m.title } : {}),
        ...(typeof m.description === 'string' ? { description: m.description } : {}),
        ...(date ? { date: date.toISOString() } : {}),
        readingTime: typeof m.readingTime === 'number' ? m.readingTime : undefined,
      },
    };
  });
}
