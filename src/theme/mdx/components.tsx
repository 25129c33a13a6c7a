// The components every MDX page can use without importing them, and the element overrides: the
// generator's `@theme/MDXComponents` (a site's src/theme/MDXComponents replaces it, usually
// spreading this one: plugins/themeResolver.ts). Its parts are `@theme/MDXComponents/<Part>`.
import { createElement, type ComponentProps } from 'react';
import Head from '../docusaurus/Head.js';
import Link from '../Link.js';
import Admonition from './Admonition.js';
import { AdmonitionTitle } from './AdmonitionLayout.js';
import CodeBlock from './CodeBlock.js';
import DocCardList from './DocCardList.js';
import Details from './Details.js';
import Heading from './Heading.js';
import type { HeadingLevel } from './headingAnchor.js';
import { renderStatically } from './islands.js';
import Tabs, { TabItem } from './Tabs.js';
// The parts a site can swizzle one by one, each in its own file (`@theme/MDXComponents/Img`).
import DocusaurusMDXA from './MDXComponents/A.js';
import Code from './MDXComponents/Code.js';
import Img from './MDXComponents/Img.js';
import Li from './MDXComponents/Li.js';
import Pre from './MDXComponents/Pre.js';
import Ul from './MDXComponents/Ul.js';

/**
 * A table in a scrolling wrapper, on a site of ours. A Docusaurus site's table is drawn as it is,
 * as Docusaurus draws it (Infima scrolls the table itself), so that its CSS on `.markdown > table`
 * or a table's siblings finds the same elements.
 */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

/**
 * A link of the content: on a Docusaurus site with the class its release gives footnote references
 * (./MDXComponents/A.tsx), on a site of ours `Link` itself.
 */
const A = __DOCS_DOCUSAURUS_METADATA__ ? DocusaurusMDXA : Link;

export { A, Img, Code, Pre, Ul, Li, Details, Table, Heading };

/**
 * A Markdown heading is `<Heading as="h2" id=…>`, as Docusaurus's MDXComponents draws it: only the
 * default export of `@theme/Heading`, so that a site's override of it (which has no other export)
 * is every heading of the content. Pure: static, and `Heading` is static unless overridden.
 */
function markdownHeading(as: HeadingLevel) {
  const H = (props: ComponentProps<'h2'>) => createElement(Heading, { as, ...props });
  renderStatically(H);
  return H;
}

const headings = {
  // A Docusaurus site's h1 too, whose id `@theme/Heading` drops (`<header><h1>Intro</h1></header>`:
  // plugins/mdx/remarkContentTitle.ts); a site.config.ts site's h1 keeps its id.
  ...(__DOCS_DOCUSAURUS_METADATA__ ? { h1: markdownHeading('h1') } : {}),
  h2: markdownHeading('h2'),
  h3: markdownHeading('h3'),
  h4: markdownHeading('h4'),
  h5: markdownHeading('h5'),
  h6: markdownHeading('h6'),
};

// The theme's components with no behaviour of their own are static in MDX content
// (./islands.tsx); each module registers its own (Admonition, CodeBlock, Details, DocCardList,
// Heading, Link), so that a site's override of one (`@theme/CodeBlock`) is not: it is site code,
// an island. Links get their behaviour from src/client/islands.ts, heading anchors from the
// navigation's in-page links, <details> from the browser. Tabs and copy buttons are islands.
renderStatically(Table);

export const mdxComponents = {
  // Written out, not `A`: a site of ours keeps no alias of `Link` in its bundle.
  a: __DOCS_DOCUSAURUS_METADATA__ ? DocusaurusMDXA : Link,
  img: Img,
  li: Li,
  ...(__DOCS_DOCUSAURUS_METADATA__ ? {} : { table: Table }),
  details: Details,
  ...headings,
  Admonition,
  AdmonitionTitle,
  CodeBlock,
  Tabs,
  TabItem,
  DocCardList,
  Details,
  Link,
  // Docusaurus's map has `Head` (`@docusaurus/Head`): Dyte's docs write `<Head>` without an import.
  Head,
};

export default mdxComponents;
