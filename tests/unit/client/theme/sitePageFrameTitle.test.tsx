// A site's frame Layout (./src/theme/sitePageFrame.tsx) that gives its own `<Head><title>` — empty
// when a route component passes no title, as QuestDB's ejected Layout does — must not win over the
// route's own title: in Docusaurus the page's PageMetadata is rendered inside the Layout, after its
// Head, and react-helmet shows the last one.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider, type ResolvedRoute } from '../../../../src/client/navigation.js';
import Head from '../../../../src/theme/docusaurus/Head.js';
import { ThemeLayout } from '../../../../src/theme/sitePageFrame.js';

vi.mock('../../../../src/theme/docusaurus/Layout.js', async () => {
  const { default: SiteHead } = await import('../../../../src/theme/docusaurus/Head.js');
  return {
    default: ({ title, children }: { title?: string; children?: ReactNode }) => (
      <>
        <SiteHead>
          <title>{title ?? ''}</title>
        </SiteHead>
        <main>{children}</main>
      </>
    ),
  };
});

function renderRoute(title: string | undefined, ui: ReactNode) {
  const initial: ResolvedRoute = { handle: { head: { title } }, routePath: '/docs/a', status: 200 };
  return render(
    <StaticRouter location="/docs/a">
      <NavigationProvider basename="/" resolve={() => new Promise(() => {})} initial={initial}>
        {ui}
      </NavigationProvider>
    </StaticRouter>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("a site frame Layout's own <title>", () => {
  it("loses to the route's title (formatted), which a Head in the page's content still beats", () => {
    document.title = 'Server title';
    const view = renderRoute('Storage engine', <ThemeLayout>page</ThemeLayout>);
    expect(document.title).toMatch(/^Storage engine \S+ /);
    view.rerender(
      <StaticRouter location="/docs/a">
        <NavigationProvider
          basename="/"
          resolve={() => new Promise(() => {})}
          initial={{
            handle: { head: { title: 'Storage engine' } },
            routePath: '/docs/a',
            status: 200,
          }}
        >
          <ThemeLayout>
            <Head>
              <title>From the content</title>
            </Head>
          </ThemeLayout>
        </NavigationProvider>
      </StaticRouter>,
    );
    expect(document.title).toBe('From the content');
  });

  it("shows the Layout's title when the route has none", () => {
    renderRoute(undefined, <ThemeLayout title="Custom page">page</ThemeLayout>);
    expect(document.title).toBe('Custom page');
  });
});
