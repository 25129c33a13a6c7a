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

/**
 * Reads each post's metadata file a wrapper wrote (`<name>/<id>/<docuHash(source)>.json`) and adds
 * the keys it adds to the post's page metadata and its list, tag and author page items, in place.
 */
export function readPostMetadataFiles(
  loaded: LoadedBlogs,
  content: DocusaurusBlogContent,
  p: { dir: string; files: WrittenDataFiles },
): DataFileProblem[] {
  const posts = Array.isArray(content?.blogPosts) ? content.blogPosts : [];
  const inst = loaded.instances[0];
  if (!inst) return [];
  const bySource = new Map<string, BlogPost>(
    inst.posts.flatMap((x) => (x.summary.source ? [[x.summary.source, x] as const] : [])),
  );
  for (const post of posts) {
    const source = post?.metadata?.source;
    if (typeof source !== 'string') continue;
    const rel = `${p.dir}/${docuHash(source)}.json`;
    const text = p.files(rel);
    if (text === undefined) continue;
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
