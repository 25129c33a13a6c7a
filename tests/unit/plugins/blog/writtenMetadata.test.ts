// What a site plugin wrapping the blog writes into its loaded posts' metadata (Docusaurus's
// changelog plugin pattern) is what the blog's pages are made from (plugins/blog/writtenMetadata.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBlogs } from '../../../../plugins/blog/index.js';
import {
  applyWrittenMetadata,
  snapshotMetadata,
  writtenEdits,
} from '../../../../plugins/blog/writtenMetadata.js';
import { docusaurusBlogContent } from '../../../../plugins/builtins/blogContent.js';

const siteDir = mkdtempSync(join(tmpdir(), 'written-metadata-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
mkdirSync(join(siteDir, 'notes'));
for (const [file, title] of [
  ['2025-01-01-one.md', 'One'],
  ['2025-02-01-two.md', 'Two'],
  ['2025-03-01-three.md', 'Three'],
] as const)
  writeFileSync(
    join(siteDir, 'notes', file),
    `---\ntitle: ${title}\ntags: [t]\n---\n\n${title} text.\n`,
  );

async function load() {
  const loaded = await loadBlogs(
    [
      {
        id: 'notes',
        options: {
          path: 'notes',
          routeBasePath: 'notes',
          postsPerPage: 2,
          onUntruncatedBlogPosts: 'ignore',
        },
      },
    ],
    {
      siteDir,
      configFile: join(siteDir, 'docusaurus.config.js'),
      baseUrl: '/base/',
      production: false,
    },
  );
  const content = docusaurusBlogContent(loaded.instances[0]!, { siteDir, baseUrl: '/base/' });
  return { loaded, content, snapshot: snapshotMetadata(content.blogPosts) };
}

describe("a wrapper's writes into the blog's posts' metadata", () => {
  it('finds the keys changed or added, by post id, and nothing on an untouched content', async () => {
    const { content, snapshot } = await load();
    expect(writtenEdits(snapshot, content.blogPosts).size).toBe(0);
    const [three] = content.blogPosts;
    three!.metadata.title = 'Three, renamed';
    (three!.metadata as Record<string, unknown>).listPageLink = '/base/notes';
    expect([...writtenEdits(snapshot, content.blogPosts)]).toEqual([
      ['/2025/03/01/three', { title: 'Three, renamed', listPageLink: '/base/notes' }],
    ]);
  });

  it('makes the posts, lists, tags and routes again from the metadata written', async () => {
    const { loaded, content, snapshot } = await load();
    content.blogPosts.forEach((post, i) => {
      const m = post.metadata as Record<string, unknown>;
      m.title = `Note ${i + 1}`;
      m.listPageLink = i < 2 ? '/base/notes' : '/base/notes/page/2';
    });
    content.blogPosts[0]!.metadata.permalink = '/base/notes/latest';
    content.blogPosts[1]!.metadata.description = 'The second note.';
    content.blogPosts[2]!.metadata.date = new Date('2024-12-24T00:00:00Z');
    const edits = writtenEdits(snapshot, content.blogPosts);
    expect(
      applyWrittenMetadata(loaded, edits, { baseUrl: '/base/', idOf: (p) => p.doc.slug }),
    ).toBe(true);
    const [blog] = loaded.instances;
    expect(blog!.posts.map((p) => [p.summary.title, p.summary.permalink, p.summary.date])).toEqual([
      ['Note 1', '/notes/latest', '2025-03-01T00:00:00.000Z'],
      ['Note 2', '/notes/2025/02/01/two', '2025-02-01T00:00:00.000Z'],
      ['Note 3', '/notes/2025/01/01/one', '2024-12-24T00:00:00.000Z'],
    ]);
    // The route of the post whose permalink changed, and the other posts' links to it.
    expect(blog!.routes.filter((r) => r.kind === 'blog-post').map((r) => r.path)).toEqual([
      '/notes/latest',
      '/notes/2025/02/01/two',
      '/notes/2025/01/01/one',
    ]);
    expect(blog!.posts[1]!.summary.prevItem).toEqual({
      title: 'Note 1',
      permalink: '/notes/latest',
    });
    // A post page's metadata and the list pages carry what was written, keys added too.
    const first = loaded.metadata.get(blog!.posts[0]!.doc.filePath) as unknown as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({
      title: 'Note 1',
      listPageLink: '/base/notes',
      permalink: '/notes/latest',
    });
    const list = blog!.pages.find((p) => p.permalink === '/notes')!.data;
    expect(list.type === 'list' && list.items.map((s) => [s.title, s.description])).toEqual([
      ['Note 1', 'Three text.'],
      ['Note 2', 'The second note.'],
    ]);
    const tag = blog!.pages.find((p) => p.permalink === '/notes/tags/t')!.data;
    expect(tag.type === 'tag' && tag.items.map((s) => s.permalink)).toEqual([
      '/notes/latest',
      '/notes/2025/02/01/two',
    ]);
    expect(loaded.docs.map((d) => d.permalink)).toContain('/notes/latest');
  });
});
