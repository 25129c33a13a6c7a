// What a doc's, post's or page's components get from `useRouteContext()` and from the front
// matter hooks, as Docusaurus 3.8 gives them: the plugin that made the route (a doc's data `{}`,
// being nested under its docs root; a post's `blogMetadata`; a page's none), and YAML dates as
// Dates in `useDoc().frontMatter` / `useBlogPost().frontMatter` while `metadata.frontMatter`
// keeps the JSON's ISO string.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import useRouteContext from '../../../src/theme/docusaurus/useRouteContext.js';
import { RouteContextProvider } from '../../../src/theme/docusaurus/routeContext.js';
import { DocProvider, useDoc } from '../../../src/theme/docusaurus/docsClient.js';
import { BlogPostProvider, useBlogPost } from '../../../src/theme/docusaurus/blogClient.js';
import { docContentOf } from '../../../src/theme/docusaurus/docContent.js';
import { blogContentOf } from '../../../src/theme/blog/blogContent.js';
import { doc as docKind } from '../../../src/theme/routeKinds/docs.js';
import { blogPage } from '../../../src/theme/routeKinds/blog.js';
import { page as pageKind } from '../../../src/theme/routeKinds/page.js';
import { blogRouteContext, docsRouteContext } from '../../../src/theme/routeKinds/routeContexts.js';
import type { DocPageMetadata } from '../../../src/shared/types.js';
import type { BlogInfo, BlogPostSummary } from '../../../src/shared/blogTypes.js';
import type { RouteTableEntry } from '../../../src/client/routeTable.js';

afterEach(cleanup);

const sowing = new Date(Date.UTC(2024, 8, 14));
const metadata: DocPageMetadata = {
  id: 'calendar',
  title: 'Picking calendar',
  description: '',
  permalink: '/docs/calendar',
  unlisted: false,
  draft: false,
  hideTitle: false,
  hasContentTitle: false,
  hideTableOfContents: false,
  // The JSON metadata: the date as Docusaurus's JSON has it.
  frontMatter: { title: 'Picking calendar', date: sowing.toISOString() },
};
const entry = { path: '/docs/calendar', kind: 'doc' } as unknown as RouteTableEntry;

function Probe() {
  const { plugin, data } = useRouteContext();
  return <p data-testid="context">{`${plugin.name}/${plugin.id} ${JSON.stringify(data)}`}</p>;
}

function DocDates() {
  const { frontMatter, metadata: m } = useDoc();
  const date = frontMatter.date;
  return (
    <p data-testid="dates">{`${date instanceof Date ? date.toISOString() : 'not a Date'} ${typeof m.frontMatter.date}`}</p>
  );
}

describe('useRouteContext on the built-in plugins’ routes', () => {
  it('gives a doc its docs instance, with the data nesting leaves ({})', async () => {
    // Async: the doc's version's docs (useDocById) load with the route.
    const route = (await docKind({ entry, module: { default: () => null, metadata } })) as {
      routeContext?: unknown;
    };
    expect(route.routeContext).toEqual({
      plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
      data: {},
    });
    const versioned = { ...metadata, docsVersion: { pluginId: 'api', name: 'current' } };
    expect(docsRouteContext(versioned.docsVersion.pluginId).plugin.id).toBe('api');
    render(
      <RouteContextProvider value={docsRouteContext(undefined)}>
        <Probe />
      </RouteContextProvider>,
    );
    expect(screen.getByTestId('context').textContent).toBe(
      'docusaurus-plugin-content-docs/default {}',
    );
  });

  it("gives a post and the authors pages the blog's metadata, and its lists none", async () => {
    const blog = {
      pluginId: 'news',
      blogTitle: 'News',
      blogBasePath: '/news',
      authorsListPath: '/news/authors',
    } as BlogInfo;
    // The unit tests' site config has the base URL `/`.
    expect(blogRouteContext(blog, '/', true)).toEqual({
      plugin: { name: 'docusaurus-plugin-content-blog', id: 'news' },
      data: {
        blogMetadata: {
          blogBasePath: '/news',
          blogTitle: 'News',
          authorsListPath: '/news/authors',
        },
      },
    });
    expect(blogRouteContext(blog, '/site/', true).data).toMatchObject({
      blogMetadata: { blogBasePath: '/site/news', authorsListPath: '/site/news/authors' },
    });
    const list = await blogPage({
      entry: { path: '/news', kind: 'blog-page' } as unknown as RouteTableEntry,
      module: { page: { type: 'archive', blog, posts: [], contents: [] }, contents: [] },
    });
    expect(list.routeContext).toEqual({
      plugin: { name: 'docusaurus-plugin-content-blog', id: 'news' },
    });
  }, 60_000); // the blog pages' chunk is imported on first use

  it("gives a React page the pages plugin, and a plugin's module its own context", () => {
    const pageEntry = { path: '/', kind: 'page' } as unknown as RouteTableEntry;
    const home = pageKind({ entry: pageEntry, module: { default: () => null } }) as {
      routeContext?: unknown;
    };
    expect(home.routeContext).toEqual({
      plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' },
    });
    const own = { plugin: { name: 'harvest-plugin', id: 'default' }, data: { a: 1 } };
    const pluginRoute = pageKind({
      entry: pageEntry,
      module: { default: () => null, routeContext: own },
    }) as { routeContext?: unknown };
    expect(pluginRoute.routeContext).toBe(own);
  });
});

describe('YAML dates in the front matter hooks', () => {
  it("useDoc().frontMatter is the MDX module's (a Date); metadata.frontMatter keeps the string", () => {
    const content = docContentOf(
      {
        default: () => null,
        metadata,
        frontMatter: { title: 'Picking calendar', date: sowing },
      },
      '/',
    );
    render(
      <DocProvider content={content}>
        <DocDates />
      </DocProvider>,
    );
    expect(screen.getByTestId('dates').textContent).toBe(`${sowing.toISOString()} string`);
  });

  it("useBlogPost().frontMatter is the post module's (a Date), in a post and in a list", () => {
    const post = {
      title: 'Harvest',
      permalink: '/news/harvest',
      date: sowing.toISOString(),
      authors: [],
      tags: [],
      frontMatter: { date: sowing.toISOString() },
    } as unknown as BlogPostSummary;
    function PostDate() {
      const { frontMatter, metadata: m } = useBlogPost();
      const date = frontMatter.date;
      return (
        <p data-testid="post">{`${date instanceof Date ? 'Date' : typeof date} ${typeof m.frontMatter.date}`}</p>
      );
    }
    const content = blogContentOf(post, () => null, [], { date: sowing });
    render(
      <BlogPostProvider content={content}>
        <PostDate />
      </BlogPostProvider>,
    );
    expect(screen.getByTestId('post').textContent).toBe('Date string');
  });
});
