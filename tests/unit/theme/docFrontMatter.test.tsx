// A swizzled component reading a custom front matter key, as real Docusaurus sites do
// (`useDoc().frontMatter.comments`, openapi-docs' `api`): a Docusaurus site's page metadata
// carries the whole front matter (plugins/loadSite.ts), and the hooks give it back as it is.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useDoc } from '../../../src/theme/docusaurus/docsClient.js';
import { useBlogPost } from '../../../src/theme/docusaurus/blogClient.js';
import { DocContext } from '../../../src/theme/DocContext.js';
import { BlogPostContext } from '../../../src/theme/blog/BlogPostContext.js';
import type { DocPageMetadata } from '../../../src/shared/types.js';
import type { BlogPostSummary } from '../../../src/shared/blogTypes.js';

afterEach(cleanup);

const doc: DocPageMetadata = {
  id: 'moorings',
  title: 'Moorings',
  description: 'Where to tie up',
  permalink: '/docs/moorings',
  unlisted: false,
  draft: false,
  hideTitle: false,
  hasContentTitle: true,
  hideTableOfContents: false,
};

/** What a site's `src/theme/DocItem/Footer` does with a key only it knows. */
function CommentsFooter() {
  const { frontMatter, metadata } = useDoc();
  const api = metadata.frontMatter.api as { method: string; path: string } | undefined;
  return (
    <footer>
      <span data-testid="comments">{frontMatter.comments === false ? 'off' : 'on'}</span>
      <span data-testid="api">{api ? `${api.method} ${api.path}` : 'none'}</span>
      <span data-testid="title">{String(frontMatter.title)}</span>
    </footer>
  );
}

const renderDoc = (metadata: DocPageMetadata) =>
  render(
    <DocContext.Provider value={{ permalink: metadata.permalink, metadata, toc: [] }}>
      <CommentsFooter />
    </DocContext.Provider>,
  );

describe('useDoc().frontMatter on a Docusaurus site', () => {
  it('gives every key of the front matter the page metadata carries, nested values too', () => {
    renderDoc({
      ...doc,
      frontMatter: {
        comments: false,
        api: { method: 'get', path: '/berths' },
        sidebar_position: 2,
      },
    });
    expect(screen.getByTestId('comments').textContent).toBe('off');
    expect(screen.getByTestId('api').textContent).toBe('get /berths');
    // As Docusaurus: the front matter as written, so a title taken from the heading is not in it.
    expect(screen.getByTestId('title').textContent).toBe('undefined');
  });

  it('gives undefined for a key the doc does not set', () => {
    renderDoc({ ...doc, frontMatter: { title: 'Berths' } });
    expect(screen.getByTestId('comments').textContent).toBe('on');
    expect(screen.getByTestId('api').textContent).toBe('none');
    expect(screen.getByTestId('title').textContent).toBe('Berths');
  });

  it('still names an unknown key on a site.config.ts site, whose metadata has no front matter', () => {
    expect(() => renderDoc(doc)).toThrow(/useDoc\(\)\.frontMatter\.api: only id, title/);
  });
});

// Docusaurus's DocItem/Metadata (ejected by Apache Answer's site) reads
// `assets.image ?? frontMatter.image`.
describe('useDoc().assets', () => {
  it('is an object, so the front matter image is the fallback', () => {
    function Image() {
      const { assets, frontMatter } = useDoc();
      return <span data-testid="image">{String(assets.image ?? frontMatter.image)}</span>;
    }
    const metadata = { ...doc, frontMatter: { image: '/img/berths.png' } };
    render(
      <DocContext.Provider value={{ permalink: metadata.permalink, metadata, toc: [] }}>
        <Image />
      </DocContext.Provider>,
    );
    expect(screen.getByTestId('image').textContent).toBe('/img/berths.png');
  });
});

describe('useBlogPost().frontMatter', () => {
  it("gives the post's whole front matter, on its page and in a list", () => {
    const post: BlogPostSummary = {
      permalink: '/blog/log',
      title: 'Log',
      description: '',
      date: '2024-05-01T00:00:00.000Z',
      authors: [],
      tags: [],
      hasTruncateMarker: false,
      unlisted: false,
      frontMatter: { sea_state: 'calm', slug: 'log' },
    };
    function SeaState() {
      const { frontMatter, metadata } = useBlogPost();
      return (
        <p data-testid="sea">{`${String(frontMatter.sea_state)} ${String(metadata.frontMatter.slug)}`}</p>
      );
    }
    render(
      <BlogPostContext.Provider value={{ metadata: post, isBlogPostPage: false }}>
        <SeaState />
      </BlogPostContext.Provider>,
    );
    expect(screen.getByTestId('sea').textContent).toBe('calm log');
  });
});

describe("useDoc().metadata's tags", () => {
  it('is a list even when the doc has none, as Docusaurus gives it', () => {
    function TagsCount() {
      const { metadata } = useDoc();
      return <span data-testid="tags">{metadata.tags.length}</span>;
    }
    render(
      <DocContext.Provider value={{ permalink: doc.permalink, metadata: doc, toc: [] }}>
        <TagsCount />
      </DocContext.Provider>,
    );
    expect(screen.getByTestId('tags').textContent).toBe('0');
  });
});
