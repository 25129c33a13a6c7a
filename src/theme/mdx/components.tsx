// The components every MDX page can use without importing them, and the element overrides: the
// generator's `@theme/MDXComponents` (a site's src/theme/MDXComponents replaces it, usually
// spreading this one: plugins/themeResolver.ts). Its parts are `@theme/MDXComponents/<Part>`.
import type { ComponentProps } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { withBaseUrl } from '../../shared/paths.js';
import Link, { StaticLink } from '../Link.js';
import Admonition, { AdmonitionTitle } from './Admonition.js';
import CodeBlock, { PlainCode } from './CodeBlock.js';
import DocCardList, { Card } from './DocCardList.js';
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

// The theme's components that have no behaviour of their own: in MDX content they stay the
// server's HTML (./islands.tsx). Links get theirs from src/client/islands.ts, heading anchors from
// the navigation's in-page links, <details> from the browser. Tabs and the code blocks' copy
// buttons are islands.
for (const c of [Img, Table, Code, Pre, Ul, Li, Details, Heading, Admonition, AdmonitionTitle])
  renderStatically(c);
for (const c of [CodeBlock, PlainCode, DocCardList, Card, ...Object.values(headings)])
  renderStatically(c);
renderStatically(Link, StaticLink);

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
