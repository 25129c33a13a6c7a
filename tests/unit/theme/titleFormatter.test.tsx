// The page title's format (src/theme/titleFormatter.tsx): the default "Title | Site" without a
// provider, and a site's formatter with Docusaurus's params (the route's plugin included) under
// one, as theme-common's useTitleFormatter and PageMetadata give it.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMetadata } from '../../../src/theme/docusaurus/themeCommon.js';
import { RouteContextProvider } from '../../../src/theme/docusaurus/routeContext.js';
import {
  pageTitle,
  TitleFormatterProvider,
  useTitleFormatter,
  type TitleFormatterFnWithDefault,
} from '../../../src/theme/titleFormatter.js';

afterEach(() => {
  cleanup();
  document.title = '';
});

function Formatted({ title }: { title: string }) {
  return <span data-testid="title">{useTitleFormatter().format(title)}</span>;
}

const seen: unknown[] = [];
const formatter: TitleFormatterFnWithDefault = (params) => {
  const { defaultFormatter, ...rest } = params;
  seen.push(rest);
  return `[${params.plugin.name}] ${defaultFormatter(params)}`;
};

describe('the title formatter', () => {
  it('formats as "Title | Site" without a provider, the site title alone for its own', () => {
    const { getByTestId, rerender } = render(<Formatted title="  Intro " />);
    expect(getByTestId('title').textContent).toBe('Intro | Test Docs');
    rerender(<Formatted title="Test Docs" />);
    expect(getByTestId('title').textContent).toBe('Test Docs');
  });

  it("gives a site's formatter the title, the site's title, the delimiter and the route's plugin", () => {
    seen.length = 0;
    const plugin = { name: 'docusaurus-plugin-content-docs', id: 'guides' };
    const { getByTestId } = render(
      <TitleFormatterProvider formatter={formatter}>
        <RouteContextProvider value={{ plugin }}>
          <Formatted title="Intro" />
        </RouteContextProvider>
      </TitleFormatterProvider>,
    );
    expect(getByTestId('title').textContent).toBe(
      '[docusaurus-plugin-content-docs] Intro | Test Docs',
    );
    expect(seen).toEqual([{ title: 'Intro', siteTitle: 'Test Docs', titleDelimiter: '|', plugin }]);
  });

  it("sets PageMetadata's <title> through it, and a page without a title keeps the site's", () => {
    render(
      <TitleFormatterProvider formatter={formatter}>
        <PageMetadata title="Tags" />
      </TitleFormatterProvider>,
    );
    // Outside a plugin's route: the plugin of the 404 page, as Docusaurus names it.
    expect(document.title).toBe('[native] Tags | Test Docs');
    expect(pageTitle(formatter, undefined)).toBe('Test Docs');
    expect(pageTitle(null, 'Tags')).toBe('Tags | Test Docs');
  });
});
