// What the built-in content plugins answer for their own pages, so that no stage names them: the
// search index's facets (a blog post under its blog's title, a versioned doc with its version's
// tag), the Markdown files they claim (a doc by its instance's folder and globs, a post by its
// blog's: never a partial; a `_` file, a Markdown page of src/pages or a file elsewhere is not
// theirs), and the dev server's page request ids (a post's excerpt is its file with a query).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { markdownPageRequest } from '../../../../plugins/index.js';
import { EXCERPT_QUERY } from '../../../../plugins/blog/loadBlog.js';
import { reloadsOnEdit } from '../../../../plugins/dev/reloadSite.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { claimedByPlugin, searchFacetsOf } from '../../../../plugins/lifecycle/markdownPages.js';
import { hooksOf } from '../../../../plugins/lifecycle/generatorHooks.js';

/** The theme parts a site's plugins use (generator hook themePartsOf). */
const themeParts = (site: SiteData) =>
  [...new Set(hooksOf(site.plugins?.result.plugins, 'themePartsOf').flatMap((of) => of()))].sort();

const root = join(import.meta.dirname, '../../../..');
const blogSite = join(root, 'tests/fixtures/sites/blog-basic');
const versionsSite = join(root, 'tests/fixtures/sites/versions-basic');
let blog: SiteData;
let versions: SiteData;

beforeAll(async () => {
  [blog, versions] = await Promise.all([
    loadSite({ siteDir: blogSite, production: false }),
    loadSite({ siteDir: versionsSite, production: false }),
  ]);
}, 120_000);

describe('the blog plugin', () => {
  it('puts its posts under their blog’s title in search', () => {
    const post = join(blogSite, 'blog/2024-01-05-first-steep.md');
    const change = join(blogSite, 'changelog/2024-02-10-new-cups.md');
    expect(searchFacetsOf(blog, post)).toEqual({ lvl0: 'Blog' });
    expect(searchFacetsOf(blog, change)).toEqual({ lvl0: 'Changes' });
  });

  it('claims a post of its folders, one added later too, and nothing else', () => {
    expect(claimedByPlugin(blog, join(blogSite, 'blog/2024-01-05-first-steep.md'))).toBe(true);
    expect(claimedByPlugin(blog, join(blogSite, 'blog/2025-01-01-added-later.md'))).toBe(true);
    expect(claimedByPlugin(blog, join(blogSite, 'changelog/2025-02-02-later.mdx'))).toBe(true);
    expect(claimedByPlugin(blog, join(blogSite, 'blog/_draft-notes.md'))).toBe(false);
    expect(claimedByPlugin(blog, join(blogSite, 'src/pages/index.md'))).toBe(false);
    expect(claimedByPlugin(blog, join(blogSite, 'src/partials/note.md'))).toBe(false);
  });

  it('gives its excerpt modules as page requests, and reloads its posts on an edit', () => {
    const post = join(blogSite, 'blog/2024-01-05-first-steep.md');
    const excerpt = blog.docs.find((d) => d.filePath === post) && post + EXCERPT_QUERY;
    expect(markdownPageRequest(blog, excerpt!)).toBe(excerpt);
    expect(markdownPageRequest(blog, post)).toBe(post);
    expect(markdownPageRequest(blog, `${post}?raw`)).toBeUndefined();
    expect(markdownPageRequest(blog, `${post}?import&v=1`)).toBe(post);
    expect(markdownPageRequest(blog, join(blogSite, 'src/pages/index.tsx'))).toBeUndefined();
    expect(reloadsOnEdit(blog, post)).toBe(true);
    expect(reloadsOnEdit(blog, excerpt!)).toBe(true);
    expect(reloadsOnEdit(blog, join(blogSite, 'src/pages/index.md'))).toBe(false);
  });
});

describe('the theme parts each site uses', () => {
  it('are the blog’s, the Markdown pages’ and the versioned docs’ where the site has them', () => {
    // blog-basic: two blogs, a Markdown page, docs without versions or tags.
    expect(themeParts(blog)).toEqual(['blog', 'markdownPages']);
    // versions-basic: versioned docs (and no blog, no Markdown page).
    expect(themeParts(versions)).toContain('docsVersions');
    expect(themeParts(versions)).not.toContain('blog');
  });
});

describe('the docs plugin', () => {
  it('gives a versioned doc its version’s tag in search, and no heading of its own', () => {
    const doc = join(versionsSite, 'versioned_docs/version-1.0/bamboo.md');
    expect(searchFacetsOf(versions, doc)).toEqual({
      tag: 'docs-default-1.0',
      version: '1.0',
    });
  });

  it('claims the docs of every version’s folder by its globs, a new one too, not `_` files', () => {
    expect(claimedByPlugin(versions, join(versionsSite, 'docs/intro.md'))).toBe(true);
    expect(claimedByPlugin(versions, join(versionsSite, 'docs/added-later.md'))).toBe(true);
    expect(
      claimedByPlugin(versions, join(versionsSite, 'versioned_docs/version-1.0/later.md')),
    ).toBe(true);
    expect(claimedByPlugin(versions, join(versionsSite, 'docs/_shared/part.md'))).toBe(false);
    expect(claimedByPlugin(versions, join(versionsSite, 'docs/_note.mdx'))).toBe(false);
    expect(claimedByPlugin(versions, join(versionsSite, 'src/partials/x.md'))).toBe(false);
    expect(reloadsOnEdit(versions, join(versionsSite, 'docs/intro.md'))).toBe(false);
  });
});
