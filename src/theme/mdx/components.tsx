// The components every MDX page can use without importing them, and the element overrides: the
// generator's `@theme/MDXComponents` (a site's src/theme/MDXComponents replaces it, usually
// spreading this one: plugins/themeResolver.ts). Its parts are `@theme/MDXComponents/<Part>`.
import { createElement, type ComponentProps } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { withBaseUrl } from '../../shared/paths.js';
import CodeInline from '../classic/CodeInline.js';
import Head from '../docusaurus/Head.js';
import { collectAnchor } from '../docusaurus/useBrokenLinks.js';
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

/**
 * A file of the bundle (a Markdown image the compile imported) is already under the bundle's base
 * URL, which is the site's, not the locale's, when locales share the bundle: it is kept as it is.
 */
const BUNDLE_ASSETS = import.meta.env.BASE_URL + 'assets/';

function Img(props: ComponentProps<'img'>) {
  const src =
    typeof props.src === 'string' &&
    props.src.startsWith('/') &&
    !props.src.startsWith(BUNDLE_ASSETS)
      ? withBaseUrl(props.src, siteConfig.baseUrl)
      : props.src;
  return <img loading="lazy" decoding="async" {...props} src={src} />;
}

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

/** Inline code (a fence is a `CodeBlock`): `@theme/CodeInline`, as Docusaurus draws it. */
function Code(props: ComponentProps<'code'>) {
  return createElement(CodeInline, props);
}
function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} />;
}
function Ul(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}
function Li(props: ComponentProps<'li'>) {
  // A footnote's item (`<li id="user-content-fn-1">`) is an anchor, as Docusaurus's MDX Li collects.
  collectAnchor(props.id);
  return <li {...props} />;
}

export { Link as A, Img, Code, Pre, Ul, Li, Details, Table, Heading };

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
for (const c of [Img, Table, Code, Pre, Ul, Li]) renderStatically(c);

export const mdxComponents = {
  a: Link,
  img: Img,
  li: Li,
  table: Table,
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
