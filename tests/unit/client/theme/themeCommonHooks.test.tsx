// The hooks and components of @docusaurus/theme-common and the client modules swizzled components
// import (src/theme/docusaurus/), rendered on their own.
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ErrorCauseBoundary,
  HtmlClassNameProvider,
  ThemeClassNames,
  useLockBodyScroll,
  usePluralForm,
  useWindowSize,
} from '../../../../src/theme/docusaurus/themeCommon.js';
import {
  isActiveSidebarItem,
  useCurrentSidebarCategory,
  useCurrentSidebarSiblings,
} from '../../../../src/theme/docusaurus/docsClient.js';
import { DocContext } from '../../../../src/theme/DocContext.js';
import type { SidebarItem } from '../../../../src/shared/types.js';
import Interpolate, { interpolate } from '../../../../src/theme/docusaurus/Interpolate.js';
import isInternalUrl from '../../../../src/theme/docusaurus/isInternalUrl.js';
import { useBlogPost } from '../../../../src/theme/docusaurus/blogClient.js';
import { BlogPostContext } from '../../../../src/theme/blog/BlogPostContext.js';
import type { BlogPostSummary } from '../../../../src/shared/blogTypes.js';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

function Size() {
  return <span data-testid="size">{useWindowSize()}</span>;
}

describe('@docusaurus/theme-common', () => {
  it("gives 'ssr' on the server, then desktop or mobile by Infima's breakpoint", () => {
    expect(renderToString(<Size />)).toContain('ssr');
    window.innerWidth = 1200;
    render(<Size />);
    expect(screen.getByTestId('size').textContent).toBe('desktop');
    act(() => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('size').textContent).toBe('mobile');
  });

  it("picks the English plural form of a 'one|other' message", () => {
    let select: ReturnType<typeof usePluralForm>['selectMessage'] | undefined;
    function Probe() {
      select = usePluralForm().selectMessage;
      return null;
    }
    render(<Probe />);
    expect(select!(1, 'One post|{count} posts')).toBe('One post');
    expect(select!(4, 'One post|{count} posts')).toBe('{count} posts');
    expect(select!(4, 'Posts')).toBe('Posts');
  });

  it('puts a class on <html> while mounted', () => {
    const { unmount } = render(<HtmlClassNameProvider className="plugin-docs docs-page" />);
    expect(document.documentElement.classList.contains('docs-page')).toBe(true);
    unmount();
    expect(document.documentElement.classList.contains('docs-page')).toBe(false);
  });

  it('renders the fallback of a child that throws', () => {
    function Broken(): never {
      throw new Error('no chart');
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <ErrorCauseBoundary onError={(e) => <p data-testid="err">{e.message}</p>}>
          <Broken />
        </ErrorCauseBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByTestId('err').textContent).toBe('no chart');
  });

  it("names the theme's classes as Docusaurus does", () => {
    expect(ThemeClassNames.docs.docMarkdown).toBe('theme-doc-markdown');
    expect(ThemeClassNames.common.editThisPage).toBe('theme-edit-this-page');
    expect(ThemeClassNames.docs.docSidebarItemLinkLevel(2)).toBe(
      'theme-doc-sidebar-item-link-level-2',
    );
  });
});

describe('Interpolate, isInternalUrl, useBlogPost', () => {
  it('fills placeholders with strings or elements', () => {
    expect(interpolate('{n} tides a day', { n: 2 })).toBe('2 tides a day');
    render(
      <p data-testid="i">
        <Interpolate values={{ port: <b>Dover</b> }}>{'High water at {port}'}</Interpolate>
      </p>,
    );
    expect(screen.getByTestId('i').innerHTML).toBe('High water at <b>Dover</b>');
  });

  it('tells internal URLs from others', () => {
    expect(isInternalUrl('/docs/intro')).toBe(true);
    expect(isInternalUrl('intro')).toBe(true);
    expect(isInternalUrl('https://example.org')).toBe(false);
    expect(isInternalUrl('//cdn.example.org/x.js')).toBe(false);
    expect(isInternalUrl('mailto:a@example.org')).toBe(false);
    expect(isInternalUrl(undefined)).toBe(false);
  });

  it('gives the post a component is inside, and fails outside one', () => {
    const post = { title: 'First log', permalink: '/blog/first', description: 'd' };
    function Title() {
      const { metadata, isBlogPostPage } = useBlogPost();
      return <span data-testid="p">{`${metadata.title} ${isBlogPostPage}`}</span>;
    }
    render(
      <BlogPostContext.Provider value={{ metadata: post as BlogPostSummary, isBlogPostPage: true }}>
        <Title />
      </BlogPostContext.Provider>,
    );
    expect(screen.getByTestId('p').textContent).toBe('First log true');
    expect(() => renderToString(<Title />)).toThrow(/only available inside a blog post/);
  });
});

describe('the hooks of the sidebar and the mobile menu', () => {
  const sidebar: SidebarItem[] = [
    { type: 'link', label: 'Intro', href: '/docs/intro' },
    {
      type: 'category',
      label: 'Charts',
      href: '/docs/category/charts',
      collapsed: true,
      collapsible: true,
      items: [{ type: 'link', label: 'Ports', href: '/docs/charts/ports' }],
    },
  ];

  it('finds the category whose page is open, and fails on a page of no category', () => {
    function Category() {
      return <span data-testid="c">{useCurrentSidebarCategory().label}</span>;
    }
    render(
      <DocContext.Provider value={{ sidebar, permalink: '/docs/category/charts' }}>
        <Category />
      </DocContext.Provider>,
    );
    expect(screen.getByTestId('c').textContent).toBe('Charts');
    expect(() =>
      renderToString(
        <DocContext.Provider value={{ sidebar, permalink: '/docs/intro' }}>
          <Category />
        </DocContext.Provider>,
      ),
    ).toThrow(/\/docs\/intro is not the page of a sidebar category/);
  });

  it("lists the open page's siblings: its category's items, else the sidebar's top level", () => {
    // Docusaurus 3.9's hook (CloudPSS's DocExpandList): the import was undefined and the page
    // failed to render ("useCurrentSidebarSiblings is not a function").
    function Siblings() {
      const labels = useCurrentSidebarSiblings().map((i) => ('label' in i ? i.label : i.type));
      return <span data-testid="s">{labels.join(',')}</span>;
    }
    const at = (permalink: string) =>
      renderToString(
        <DocContext.Provider value={{ sidebar, permalink }}>
          <Siblings />
        </DocContext.Provider>,
      );
    expect(at('/docs/charts/ports')).toContain('>Ports<');
    expect(at('/docs/category/charts')).toContain('>Ports<');
    expect(at('/docs/intro')).toContain('>Intro,Charts<');
    expect(() =>
      renderToString(
        <DocContext.Provider value={{ permalink: '/docs/intro' }}>
          <Siblings />
        </DocContext.Provider>,
      ),
    ).toThrow(/has no sidebar/);
  });

  it('tells an active item: a link to the page, a category holding it', () => {
    expect(isActiveSidebarItem(sidebar[1]!, '/docs/charts/ports')).toBe(true);
    expect(isActiveSidebarItem(sidebar[0]!, '/docs/charts/ports')).toBe(false);
  });

  it('locks the body from scrolling while asked, and unlocks it after', () => {
    function Lock({ on }: { on: boolean }) {
      useLockBodyScroll(on);
      return null;
    }
    const { rerender, unmount } = render(<Lock on={false} />);
    expect(document.body.style.overflow).toBe('');
    rerender(<Lock on />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
