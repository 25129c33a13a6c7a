// Which overrides of a component enclosing the content only add things beside it (issue 32), so
// that the content keeps its islands (plugins/transparentOverride.ts), read from small modules
// shaped like the wrappers real sites write: a <div> with a search weight around the original
// DocItem/Layout, a banner and a script beside MDXPage, an ejected DocItem/Layout with a copy
// button beside the content, and the wrappers that must keep the content in the page's tree.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENCLOSING_COMPONENTS, opaqueOverrides } from '../../../plugins/contentInTree.js';
import { isTransparentOverrideSource } from '../../../plugins/transparentOverride.js';

const ENCLOSING = new Set(Object.values(ENCLOSING_COMPONENTS).flat());
const transparent = (name: string, source: string, lang: 'jsx' | 'tsx' = 'jsx') =>
  isTransparentOverrideSource(source, lang, name, ENCLOSING);

describe('wrappers that only add something beside the content', () => {
  it('keeps a <div> around the original, returned on one branch (TypeScript)', () => {
    const source = `
      import React from 'react';
      import Layout from '@theme-original/DocItem/Layout';
      import type { Props } from '@theme/DocItem/Layout';
      import { useLocation } from '@docusaurus/router';
      export default function Weighted(props: Props): React.JSX.Element {
        const { pathname } = useLocation();
        if (pathname.startsWith('/docs/recipes/'))
          return <div data-weight="2"><Layout {...props} /></div>;
        return <Layout {...props} />;
      }`;
    expect(transparent('DocItem/Layout', source, 'tsx')).toBe(true);
  });

  it('keeps a banner and an inline script beside the original', () => {
    const source = `
      import MDXPage from '@theme-original/MDXPage';
      import Banner from '@site/src/components/Banner';
      const Page = (props) => (
        <>
          <Banner kind="sponsor"><strong>Thanks</strong></Banner>
          <MDXPage {...props} />
          <script dangerouslySetInnerHTML={{ __html: 'window.ads = 1' }} />
        </>
      );
      export default Page;`;
    expect(transparent('MDXPage', source)).toBe(true);
  });

  it('keeps a Root that puts the app between two widgets', () => {
    const source = `
      import Widget from './Widget';
      function Root({ children }) {
        return <><Widget place="top" />{children}<Widget place="bottom" /></>;
      }
      export default Root;`;
    expect(transparent('Root', source)).toBe(true);
  });

  it("keeps an ejected layout that hands its children straight to the theme's DocItem/Content", () => {
    const source = `
      import DocItemContent from '@theme/DocItem/Content';
      import DocItemFooter from '@theme/DocItem/Footer';
      import CopyButton from 'some-copy-button/react';
      function Copy({ className }) { return <div className={className}><CopyButton /></div>; }
      export default function Layout({ children }) {
        return (
          <div className="row"><article>
            <Copy className="top" />
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article></div>
        );
      }`;
    expect(transparent('DocItem/Layout', source)).toBe(true);
  });
});

describe('wrappers whose content stays in the tree', () => {
  const wrap = (body: string, head = '') => `
    import React, { createContext, createElement } from 'react';
    import Layout from '@theme-original/DocItem/Layout';
    import DocItemContent from '@theme/DocItem/Content';
    import Frame from '@site/src/components/Frame';
    export const Ctx = createContext(null);
    ${head}
    export default function Wrapper(props) { ${body} }`;

  it.each([
    [
      'a provider around the original',
      'return <Ctx.Provider value={1}><Layout {...props} /></Ctx.Provider>;',
    ],
    ['a site component around the original', 'return <Frame><Layout {...props} /></Frame>;'],
    ['a site component around children', 'return <Frame>{props.children}</Frame>;'],
    ['the original in a variable', 'const page = <Layout {...props} />; return <div>{page}</div>;'],
    ['createElement', 'return createElement(Layout, props);'],
    ['a render function', 'return <Ctx.Consumer>{() => <Layout {...props} />}</Ctx.Consumer>;'],
    ['children passed to a function', 'return <div>{wrapAll(props.children)}</div>;'],
    [
      'an element of the site inside the content',
      'return <DocItemContent><div>{props.children}</div></DocItemContent>;',
    ],
    [
      'something beside the content inside the theme component',
      'return <DocItemContent><p>Lead</p>{props.children}</DocItemContent>;',
    ],
    [
      'children of its own given to the original',
      'return <Layout {...props}><p>Instead</p></Layout>;',
    ],
    ['the original handed on', 'return <div>{[Layout].map((L) => <L key="l" />)}</div>;'],
  ])('%s', (_, body) => {
    expect(transparent('DocItem/Layout', wrap(body))).toBe(false);
  });

  it('a local component wrapping its children, even where it looks harmless', () => {
    const head = 'function Box({ children }) { return <section>{children}</section>; }';
    expect(
      transparent('DocItem/Layout', wrap('return <Box><Layout {...props} /></Box>;', head)),
    ).toBe(false);
  });

  it('a module it cannot read: no default component, a higher-order one, a syntax error', () => {
    expect(transparent('Root', 'export const Root = ({ children }) => children;')).toBe(false);
    expect(
      transparent('Root', 'import { memo } from "react"; export default memo((p) => p.children);'),
    ).toBe(false);
    expect(transparent('Root', 'export default function Root( {')).toBe(false);
  });
});

describe('the overrides that keep content in the tree', () => {
  const fixture = join(import.meta.dirname, '../../fixtures/sites/swizzled/src/theme');

  it("keeps the swizzled fixture's wrappers out, and MDXContent and unknown names in", () => {
    const opaque = opaqueOverrides(
      new Map([
        ['DocItem', [join(fixture, 'DocItem/index.js')]],
        ['Root', [join(fixture, 'Root.js')]],
        ['MDXPage', [join(fixture, 'MDXPage/index.js')]],
        ['MDXContent', [join(fixture, 'Root.js')]],
        ['DocRoot/Layout', [join(fixture, 'DocRoot/Layout/index.js'), join(fixture, 'missing.js')]],
      ]),
    );
    expect([...opaque].sort()).toEqual(['DocRoot/Layout', 'MDXContent']);
  });
});
