// A post's metadata file, written again by a site plugin wrapping the blog (real sites' "related
// posts" recipe: `createData(`${docuHash(metadata.source)}.json`, { ...metadata, relatedPosts })`
// after the blog's own contentLoaded). Docusaurus's MDX loader imports that file as the post's
// `metadata`: the post's page (useBlogPost) and each list, tag and author page listing it (their
// items are the post's truncated module) show what the file has; the post's route, the sidebar,
// the archive and the feeds come from the content. Here a key the file adds to the content's
// metadata is added to the post's page metadata and to its list items; a key it changes or drops
// would change what the pages show of the post apart from its routes, which is not followed: the
// build stops at the `createData` call (run.ts), with where to make the change instead.
import type { DataFileProblem, WrittenDataFiles } from '../lifecycle/generatorHooks.js';
import { addedKeys, docuHash } from '../lifecycle/metadataFiles.js';
import type { DocusaurusBlogContent } from '../builtins/blogContent.js';
import type { LoadedBlogs } from './index.js';
import type { BlogPost } from './loadBlog.js';
import { joinUrl, type BlogOptions } from './options.js';
import { withBaseUrl } from '../../src/shared/paths.js';

/**
 * Reads each post's metadata file a wrapper wrote (`<name>/<id>/<docuHash(source)>.json`) and adds
 * the keys it adds to the post's page metadata and its list, tag and author page items, in place.
 */
export function readPostMetadataFiles(
  loaded: LoadedBlogs | undefined,
  content: DocusaurusBlogContent,
  p: { dir: string; files: WrittenDataFiles; own?: ReadonlyMap<string, string> },
): DataFileProblem[] {
  const posts = Array.isArray(content?.blogPosts) ? content.blogPosts : [];
  const inst = loaded?.instances[0];
  if (!inst) return [];
  const bySource = new Map<string, BlogPost>(
    inst.posts.flatMap((x) => (x.summary.source ? [[x.summary.source, x] as const] : [])),
  );
  for (const post of posts) {
    const source = post?.metadata?.source;
    if (typeof source !== 'string') continue;
    const name = `${docuHash(source)}.json`;
    const rel = `${p.dir}/${name}`;
    const text = p.files(rel);
    // Not written again: the file is the blog's own, as its contentLoaded wrote it.
    if (text === undefined || text === p.own?.get(name)) continue;
    const result = addedKeys(rel, text, post.metadata, {
      page: `the post ${source}`,
      where: "the blog's content (blogPosts[].metadata)",
    });
    if ('problem' in result) return [result.problem];
    const found = bySource.get(source);
    if (!found || !Object.keys(result.added).length) continue;
    addToPost(inst.pages, found, result.added);
  }
  return [];
}

/** The keys added to the post's page metadata and to the items listing it (not the archive's). */
function addToPost(
  pages: { data: { type: string; items?: { permalink: string }[] } }[],
  post: BlogPost,
  added: Record<string, unknown>,
): void {
  const { permalink } = post.summary;
  Object.assign(post.metadata, added);
  // A list's items may be the posts' summaries themselves, which the archive lists too: copies.
  for (const page of pages)
    if (page.data.type === 'list' || page.data.type === 'tag' || page.data.type === 'author')
      page.data.items = page.data.items?.map((item) =>
        item.permalink === permalink ? { ...item, ...added } : item,
      );
}

/**
 * The data files Docusaurus's blog writes in its contentLoaded, with its names and contents, from
 * the content it is given: the sidebar's posts (`blog-post-list-prop-<id>.json`, which sites
 * import for a "recent posts" list), the blog's paths and title (`blogMetadata-<id>.json`), and
 * each post's metadata file, which a wrapper may write again (readPostMetadataFiles).
 */
export async function writeBlogDataFiles(
  content: DocusaurusBlogContent,
  p: {
    id: string;
    options: BlogOptions;
    baseUrl: string;
    createData: (name: string, data: string | object) => Promise<unknown>;
    /** Filled with each post's metadata file as written here, by name. */
    own: Map<string, string>;
  },
): Promise<void> {
  const { options: o, baseUrl } = p;
  const posts = Array.isArray(content?.blogPosts) ? content.blogPosts : [];
  const shown = o.blogSidebarCount === 'ALL' ? posts : posts.slice(0, o.blogSidebarCount);
  await p.createData(`blog-post-list-prop-${p.id}.json`, {
    title: content.blogSidebarTitle,
    items: shown.map(({ metadata: m }) => ({
      title: (m.frontMatter as { sidebar_label?: string } | undefined)?.sidebar_label ?? m.title,
      permalink: m.permalink,
      unlisted: m.unlisted,
      date: m.date,
    })),
  });
  await p.createData(`blogMetadata-${p.id}.json`, {
    blogBasePath: withBaseUrl(o.routeBasePath, baseUrl),
    blogTitle: o.blogTitle,
    authorsListPath: withBaseUrl(joinUrl(o.routeBasePath, o.authorsBasePath), baseUrl),
  });
  await Promise.all(
    posts.map((post) => {
      if (typeof post?.metadata?.source !== 'string') return undefined;
      const name = `${docuHash(post.metadata.source)}.json`;
      const text = JSON.stringify(post.metadata, null, 2);
      p.own.set(name, text);
      return p.createData(name, text);
    }),
  );
}
