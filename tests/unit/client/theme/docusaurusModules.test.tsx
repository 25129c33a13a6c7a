// The Docusaurus client modules of src/theme/docusaurus, rendered on their own. Those reading the
// site config (TOCInline, ThemedImage, useDocusaurusContext) are checked by the build of the
// theme-modules fixture (tests/unit/plugins/output/themeModulesSite.test.ts).
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import Translate, { translate } from '../../../../src/theme/docusaurus/Translate.js';
import BrowserOnly from '../../../../src/theme/docusaurus/BrowserOnly.js';
import { matchPath, Redirect } from '../../../../src/theme/docusaurus/router.js';
import { renderAt } from '../../theme/render.js';
import Head, { headTags } from '../../../../src/theme/docusaurus/Head.js';
import Heading from '../../../../src/theme/mdx/Heading.js';
import CodeBlock from '../../../../src/theme/mdx/CodeBlock.js';
import {
  useActiveDocContext,
  useActiveVersion,
  useAllDocsData,
  useDoc,
  useDocsData,
  useDocsVersionCandidates,
  useLatestVersion,
  useVersions,
} from '../../../../src/theme/docusaurus/docsClient.js';
import useGlobalData, { usePluginData } from '../../../../src/theme/docusaurus/useGlobalData.js';
import usePublicDocusaurusContext from '../../../../src/theme/docusaurus/docusaurusContextPublic.js';
import { docusaurusContextOf } from '../../../../src/theme/docusaurus/useDocusaurusContext.js';
import { DocContext, docContextOf } from '../../../../src/theme/DocContext.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('Translate', () => {
  it('passes the message through, with its {values}', () => {
    expect(translate({ message: 'Crates: {n} of {total}' }, { n: 2, total: 5 })).toBe(
      'Crates: 2 of 5',
    );
    expect(translate({ message: 'No {unknown} value', id: 'x' })).toBe('No {unknown} value');
    render(
      <p data-testid="t">
        <Translate values={{ count: <b>3</b> }}>{'Baskets: {count}'}</Translate>
      </p>,
    );
    expect(screen.getByTestId('t').innerHTML).toBe('Baskets: <b>3</b>');
  });
});

describe('BrowserOnly and useIsBrowser', () => {
  it('shows the fallback on the server and the children in the browser', () => {
    const el = <BrowserOnly fallback={<span>later</span>}>{() => <span>now</span>}</BrowserOnly>;
    expect(renderToString(el)).toBe('<span>later</span>');
    render(el);
    expect(screen.getByText('now')).toBeTruthy();
  });
});

describe('router', () => {
  it('matches paths as react-router 5 does for literal and :param paths', () => {
    expect(matchPath('/docs/a/b', '/docs/:section')).toMatchObject({
      url: '/docs/a',
      isExact: false,
      params: { section: 'a' },
    });
    expect(matchPath('/docs/a/b', { path: '/docs/:section', exact: true })).toBeNull();
    expect(matchPath('/docsx', '/docs')).toBeNull();
  });

  it('<Redirect> renders nothing and navigates to its target', () => {
    const view = renderAt(<Redirect to="/harbour" />, '/old-harbour');
    expect(view.navigations).toEqual(['/harbour']);
    expect(view.container.innerHTML).toBe('');
  });
});

describe('docs versions', () => {
  /** What the version hooks answer on the page at `path`. */
  function versionsAt(path: string) {
    function Probe() {
      const context = useActiveDocContext();
      const answer = {
        active: useActiveVersion()?.name ?? null,
        latest: useLatestVersion('default').name,
        versions: useVersions().map((v) => `${v.name}/${v.label}`),
        doc: context.activeDoc?.id ?? null,
        alternates: Object.keys(context.alternateDocVersions),
        candidates: useDocsVersionCandidates().map((v) => v.name),
      };
      return <p data-testid="versions">{JSON.stringify(answer)}</p>;
    }
    const view = renderAt(<Probe />, path);
    const answer = JSON.parse(view.getByTestId('versions').textContent!) as Record<string, unknown>;
    view.unmount();
    return answer;
  }

  it("answers from the docs plugin's global data and the page's path", () => {
    expect(versionsAt('/docs/intro')).toEqual({
      active: 'current',
      latest: 'current',
      versions: ['current/Next'],
      doc: 'intro',
      alternates: ['current'],
      candidates: ['current'],
    });
    // Under the docs but not a doc; then outside the docs (the latest version still a candidate).
    expect(versionsAt('/docs/')).toMatchObject({ active: 'current', doc: null, alternates: [] });
    expect(versionsAt('/blog/hello')).toMatchObject({ active: null, candidates: ['current'] });
  });

  it("gives the docs plugin's global data to useAllDocsData, useDocsData and usePluginData", () => {
    const docs = useAllDocsData();
    expect(Object.keys(docs)).toEqual(['default']);
    expect(useDocsData()).toBe(docs.default);
    expect(usePluginData('docusaurus-plugin-content-docs')).toBe(docs.default);
    expect(() => useDocsData('other')).toThrow(/"other"/);
    // Beside the other plugins' data (virtual:docs/global-data).
    expect(Object.keys(useGlobalData()).sort()).toEqual([
      'docusaurus-plugin-content-docs',
      'test-plugin',
    ]);
  });

  it("gives every plugin's global data to useDocusaurusContext().globalData, as useGlobalData does", () => {
    const context = usePublicDocusaurusContext();
    expect(context.globalData).toEqual(useGlobalData());
    expect(Object.keys(context.globalData).sort()).toEqual([
      'docusaurus-plugin-content-docs',
      'test-plugin',
    ]);
    // The rest of the context is the theme's (the same site config), made once.
    expect(context.siteConfig).toBe(docusaurusContextOf().siteConfig);
    expect(usePublicDocusaurusContext()).toBe(context);
  });

  // As Docusaurus's: the config's i18n is in siteConfig too (Apache Answer's Layout reads
  // `siteConfig.i18n.defaultLocale`), the context's own i18n adding the current locale.
  it('gives siteConfig.i18n, the context i18n without its currentLocale', () => {
    const { siteConfig, i18n } = docusaurusContextOf();
    const { currentLocale, ...rest } = i18n;
    expect(currentLocale).toBe('en');
    expect(siteConfig.i18n).toEqual(rest);
    expect(siteConfig.i18n.defaultLocale).toBe('en');
  });
});

describe('Head', () => {
  it('applies title and meta in the browser and removes them on unmount', () => {
    expect(headTags(<meta name="x" content="y" />)).toEqual([
      { tag: 'meta', attributes: { name: 'x', content: 'y' } },
    ]);
    document.title = 'Before';
    const view = render(
      <Head>
        <title>Orchard</title>
        <meta name="orchard" content="modules" />
      </Head>,
    );
    expect(document.title).toBe('Orchard');
    expect(document.head.querySelector('meta[name="orchard"]')?.getAttribute('content')).toBe(
      'modules',
    );
    view.unmount();
    expect(document.title).toBe('Before');
    expect(document.head.querySelector('meta[name="orchard"]')).toBeNull();
  });

  it("shows the title of the Head rendered last in the tree, as react-helmet does: a page's inside a Layout's", () => {
    document.title = 'Before';
    // An ejected Layout's Head with an empty title around the page's own: the child's effect runs
    // first, the Layout's after it, and the page's title must stay.
    function Frame({ title, children }: { title?: string; children?: ReactNode }) {
      return (
        <>
          <Head>
            <title>{title ?? ''}</title>
          </Head>
          {children}
        </>
      );
    }
    const view = render(
      <Frame>
        <Head>
          <title>Orchard page</title>
        </Head>
      </Frame>,
    );
    expect(document.title).toBe('Orchard page');
    // The Layout's title changes (its Head's effect runs again, the page's does not): the page's
    // title still shows.
    view.rerender(
      <Frame title="Changed">
        <Head>
          <title>Orchard page</title>
        </Head>
      </Frame>,
    );
    expect(document.title).toBe('Orchard page');
    // The page goes (the Layout stays): the Layout's title shows.
    view.rerender(<Frame title="Layout title" />);
    expect(document.title).toBe('Layout title');
    view.unmount();
    expect(document.title).toBe('Before');
  });

  it('leaves a title set by someone else since (the frame, on a navigation) when the last Head goes', () => {
    document.title = 'Before';
    const view = render(
      <Head>
        <title>Orchard</title>
      </Head>,
    );
    document.title = 'Next route';
    view.unmount();
    expect(document.title).toBe('Next route');
  });
});

describe('Heading, CodeBlock', () => {
  it('gives a heading its section link, but not an h1', () => {
    expect(renderToString(<Heading as="h1">Top</Heading>)).toBe('<h1>Top</h1>');
    // As Docusaurus's: an h1 drops the id the MDX gives it (it is in no TOC).
    expect(
      renderToString(
        <Heading as="h1" id="top">
          Top
        </Heading>,
      ),
    ).toBe('<h1>Top</h1>');
    expect(
      renderToString(
        <Heading as="h3" id="x">
          Sub
        </Heading>,
      ),
    ).toContain(
      '<h3 id="x" class="anchor anchorWithStickyNavbar_dv">Sub<a href="#x" class="hash-link"',
    );
  });

  it('shows code given as its child with title, language and line numbers', () => {
    const html = renderToString(
      <CodeBlock title="a.py" className="language-python" showLineNumbers>
        {'x = 1\ny = 2\n'}
      </CodeBlock>,
    );
    // With Docusaurus's classes, its CSS-module classes' local names (`codeBlockTitle_<hash>`) as
    // `_dv`, first where Docusaurus's are (tests/unit/plugins/codeBlockClasses.test.ts).
    expect(html).toContain(
      'class="code-block language-python code-block--line-numbers codeBlockContainer_dv theme-code-block"',
    );
    expect(html).toContain('<div class="codeBlockTitle_dv code-block__title">a.py</div>');
    expect(html).toContain(
      '<span class="line token-line codeLine_dv" data-line="2"><span class="codeLineNumber_dv" data-line="2"></span><span class="codeLineContent_dv">y = 2</span></span>',
    );
  });
});

describe('useDoc', () => {
  it("gives the page's metadata and known front matter, and names an unknown key", () => {
    let doc: ReturnType<typeof useDoc> | undefined;
    function Probe() {
      doc = useDoc();
      return null;
    }
    const metadata = {
      id: 'a',
      title: 'A',
      description: 'About A',
      permalink: '/a',
      unlisted: false,
      draft: false,
      hideTitle: false,
      hasContentTitle: true,
      hideTableOfContents: false,
    };
    render(
      <DocContext.Provider value={{ permalink: '/a', metadata, toc: [] }}>
        <Probe />
      </DocContext.Provider>,
    );
    expect(doc!.metadata.title).toBe('A');
    expect(doc!.frontMatter.description).toBe('About A');
    expect(doc!.contentTitle).toBe('A');
    expect(() => doc!.frontMatter.custom_key).toThrow(/custom_key/);
  });

  it("follows a Docusaurus doc module's contentTitle export (the h1's text, or none)", () => {
    let doc: ReturnType<typeof useDoc> | undefined;
    function Probe() {
      doc = useDoc();
      return null;
    }
    const metadata = {
      id: 'a',
      title: 'Front Title',
      description: '',
      permalink: '/a',
      unlisted: false,
      draft: false,
      hideTitle: false,
      // Read from the text's first lines: a `# Title` after a JSX element is not seen there.
      hasContentTitle: false,
      hideTableOfContents: false,
    };
    const module = { default: () => null, metadata, contentTitle: 'Content Title' };
    const context = docContextOf(module);
    expect(context.metadata.hasContentTitle).toBe(true);
    expect(docContextOf(module).metadata).toBe(context.metadata); // one object per metadata
    render(
      <DocContext.Provider value={context}>
        <Probe />
      </DocContext.Provider>,
    );
    expect(doc!.contentTitle).toBe('Content Title');
    const none = docContextOf({ ...module, contentTitle: undefined });
    expect(none.metadata).toBe(metadata);
    expect(
      docContextOf({
        ...module,
        metadata: { ...metadata, hasContentTitle: true },
        contentTitle: undefined,
      }).metadata.hasContentTitle,
    ).toBe(false);
  });
});
