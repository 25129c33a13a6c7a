// Docusaurus's page classes on <html> (src/theme/docusaurus/htmlClassName.tsx): nested
// HtmlClassNameProviders add up, the innermost gives <html> its classes, and a navigation (another
// page's providers) swaps the old page's classes for the new one's, leaving the colour mode and
// classes others put on <html> alone; on the server the classes are recorded for the page's HTML.
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HtmlClassNameProvider,
  joinClassNames,
  pluginClassNames,
} from '../../../../src/theme/docusaurus/htmlClassName.js';
import { collectRenderedHead } from '../../../../src/theme/docusaurus/serverHead.js';

const html = () => [...document.documentElement.classList].sort();

function DocPage({ id }: { id: string }) {
  return (
    <HtmlClassNameProvider className="docs-wrapper">
      <HtmlClassNameProvider className="plugin-docs plugin-id-default">
        <HtmlClassNameProvider className="docs-version-current">
          <HtmlClassNameProvider className="docs-doc-page">
            <HtmlClassNameProvider className={`docs-doc-id-${id}`}>
              <p>{id}</p>
            </HtmlClassNameProvider>
          </HtmlClassNameProvider>
        </HtmlClassNameProvider>
      </HtmlClassNameProvider>
    </HtmlClassNameProvider>
  );
}

function BlogList() {
  return (
    <HtmlClassNameProvider className="blog-wrapper blog-list-page">
      <HtmlClassNameProvider className="plugin-blog plugin-id-default">
        <p>blog</p>
      </HtmlClassNameProvider>
    </HtmlClassNameProvider>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-theme');
});

describe('HtmlClassNameProvider', () => {
  it('puts the innermost provider’s classes (its ancestors’ and its own) on <html>', () => {
    render(<DocPage id="intro" />);
    expect(html()).toEqual(
      [
        'docs-wrapper',
        'plugin-docs',
        'plugin-id-default',
        'docs-version-current',
        'docs-doc-page',
        'docs-doc-id-intro',
      ].sort(),
    );
  });

  it('swaps the classes on a navigation and keeps data-theme and other classes', () => {
    const root = document.documentElement;
    root.setAttribute('data-theme', 'dark');
    root.classList.add('navigation-with-keyboard');
    const view = render(<DocPage id="intro" />);
    view.rerender(<DocPage id="tutorial/next" />);
    expect(root.classList.contains('docs-doc-id-intro')).toBe(false);
    expect(root.classList.contains('docs-doc-id-tutorial/next')).toBe(true);
    view.rerender(<BlogList />);
    expect(html()).toEqual(
      [
        'blog-list-page',
        'blog-wrapper',
        'navigation-with-keyboard',
        'plugin-blog',
        'plugin-id-default',
      ].sort(),
    );
    expect(root.getAttribute('data-theme')).toBe('dark');
    view.unmount();
    expect(html()).toEqual(['navigation-with-keyboard']);
  });

  it('keeps an outer provider’s classes when the inner one unmounts', () => {
    const view = render(
      <HtmlClassNameProvider className="plugin-pages plugin-id-default">
        <HtmlClassNameProvider className="mdx-wrapper mdx-page" />
      </HtmlClassNameProvider>,
    );
    expect(html()).toContain('mdx-page');
    view.rerender(<HtmlClassNameProvider className="plugin-pages plugin-id-default" />);
    expect(html()).toEqual(['plugin-id-default', 'plugin-pages']);
  });

  it('records the innermost classes while the server renders', () => {
    const { result, head } = collectRenderedHead(() => renderToString(<DocPage id="intro" />));
    expect(result).toContain('<p>intro</p>');
    expect(head.htmlClassName).toBe(
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro',
    );
  });
});

describe('class names', () => {
  it('joins class names once each, in order', () => {
    expect(joinClassNames('a b', undefined, ' b  c ')).toBe('a b c');
  });

  it('names a plugin’s classes as Docusaurus does', () => {
    expect(pluginClassNames({ name: 'docusaurus-plugin-content-docs', id: 'default' })).toBe(
      'plugin-docs plugin-id-default',
    );
    expect(pluginClassNames({ name: 'docusaurus-plugin-content-blog', id: 'news' })).toBe(
      'plugin-blog plugin-id-news',
    );
    expect(pluginClassNames({ name: 'docusaurus-theme-search-algolia', id: 'x' })).toBe(
      'plugin-search-algolia plugin-id-x',
    );
    expect(pluginClassNames({ name: 'native', id: 'default' })).toBe(
      'plugin-native plugin-id-default',
    );
  });
});
