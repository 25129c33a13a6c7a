// The blog's authors page and an author's page with Docusaurus's markup: theme-classic 3.8.1's and
// 3.10.0's Blog/Pages/BlogAuthorsListPage, BlogAuthorsPostsPage and Blog/Components/Author are the
// same but for 3.10's `translate="no"` on the name. The list: an `h1` "Authors", a
// `section.margin-vert--lg` holding a `ul` of authors, each name an `h2` followed by the post count
// badge. An author's page: the name an `h1`, the description, a "View all authors" link to the
// authors page (theme.blog.authorsList.viewAll), then a rule and the posts, or "This author has not
// written any posts yet." (theme.blog.author.noPosts).
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import BlogAuthorsListPage from '../../../src/theme/classic/Blog/Pages/BlogAuthorsListPage.js';
import BlogAuthorsPostsPage from '../../../src/theme/classic/Blog/Pages/BlogAuthorsPostsPage.js';
import { RouteContext } from '../../../src/theme/docusaurus/routeContext.js';
import { renderAt } from './render.js';

const data = siteData as { docusaurusVersion?: string };
const SIDEBAR = { title: 'Recent posts', items: [] };
const ADA = {
  key: 'ada',
  name: 'Ada Lovelace',
  title: 'Analyst',
  description: 'Writes about engines.',
  page: { permalink: '/blog/authors/ada' },
  count: 2,
};
const GRACE = {
  key: 'grace',
  name: 'Grace Hopper',
  page: { permalink: '/blog/authors/grace' },
  count: 1,
};
const LIST_METADATA = {
  page: 1,
  postsPerPage: 10,
  totalPages: 1,
  totalCount: 0,
  blogDescription: '',
  blogTitle: 'Blog',
  permalink: '/blog/authors/ada',
};

afterEach(() => {
  delete data.docusaurusVersion;
  cleanup();
});

describe.each(['3.8.1', '3.10.0'])('the authors pages of a site on Docusaurus %s', (version) => {
  const noTranslate = version === '3.10.0' ? 'no' : null;

  it('lists each author with an h2 name and the post count beside it', () => {
    data.docusaurusVersion = version;
    const { container } = renderAt(
      <BlogAuthorsListPage authors={[ADA, GRACE] as never} sidebar={SIDEBAR as never} />,
    );
    expect(container.querySelector('h1')!.textContent).toBe('Authors');
    const items = [...container.querySelectorAll('section.margin-vert--lg > ul > li')];
    expect(items).toHaveLength(2);
    const names = items.map((li) => li.querySelector('.avatar__name > a > h2')!);
    expect(names.map((h) => h.textContent)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(names.map((h) => h.getAttribute('translate'))).toEqual([noTranslate, noTranslate]);
    expect(names[0]!.closest('a')!.getAttribute('href')).toBe('/blog/authors/ada');
    // The badge follows the name's link inside .avatar__name; no "N posts" link of our own.
    const badges = items.map((li) => li.querySelector('.avatar__name > a + span')!.textContent);
    expect(badges).toEqual(['2', '1']);
    expect(container.textContent).not.toMatch(/posts/);
  });

  it("shows an author's h1 name, description and a link to all authors, then the posts", () => {
    data.docusaurusVersion = version;
    const { container } = renderAt(
      <RouteContext.Provider
        value={{
          plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' },
          data: { blogMetadata: { authorsListPath: '/blog/authors' } },
        }}
      >
        <BlogAuthorsPostsPage
          author={ADA as never}
          items={[]}
          sidebar={SIDEBAR as never}
          listMetadata={LIST_METADATA as never}
        />
      </RouteContext.Provider>,
    );
    const header = container.querySelector('header.margin-bottom--xl')!;
    const name = header.querySelector('.avatar__name h1')!;
    expect(name.textContent).toBe('Ada Lovelace');
    expect(name.getAttribute('translate')).toBe(noTranslate);
    expect(header.querySelector('p')!.textContent).toBe('Writes about engines.');
    const viewAll = header.querySelector(':scope > a')!;
    expect(viewAll.textContent).toBe('View all authors');
    expect(viewAll.getAttribute('href')).toBe('/blog/authors');
    // No posts: Docusaurus's line, no rule and no paginator.
    expect(header.nextElementSibling!.textContent).toBe(
      'This author has not written any posts yet.',
    );
    expect(container.querySelector('hr')).toBeNull();
  });
});
