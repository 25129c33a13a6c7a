// The components every MDX page can use without importing them, and the element overrides: the
// generator's `@theme/MDXComponents` (a site's src/theme/MDXComponents replaces it, usually
// spreading this one: plugins/themeResolver.ts). Its parts are `@theme/MDXComponents/<Part>`.
import type { ComponentProps } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { withBaseUrl } from '../../shared/paths.js';
import Link from '../Link.js';
import Admonition from './Admonition.js';
import { AdmonitionTitle } from './AdmonitionLayout.js';
import CodeBlock from './CodeBlock.js';
import DocCardList from './DocCardList.js';
import Details from './Details.js';
import Heading, { createHeading } from './Heading.js';
import { renderStatically } from './islands.js';
import Tabs, { TabItem } from './Tabs.js';

function Img(props: ComponentProps<'img'>) {
  const src =
    typeof props.src === 'string' && props.src.startsWith('/')
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

function Code(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} />;
}
function Ul(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}
function Li(props: ComponentProps<'li'>) {
  return <li {...props} />;
}

export { Link as A, Img, Code, Pre, Ul, Li, Details, Table, Heading };

const headings = {
  h2: createHeading('h2'),
  h3: createHeading('h3'),
  h4: createHeading('h4'),
  h5: createHeading('h5'),
  h6: createHeading('h6'),
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
};

export default mdxComponents;
