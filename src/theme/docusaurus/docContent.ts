// A doc as Docusaurus gives it to its DocItem (and to a docItemComponent) as the `content` prop:
// the doc's MDX component, carrying its metadata (Docusaurus's: permalinks with the base URL, none
// of the theme's own fields, sitePaths.ts docusaurusDocMetadata), front matter, table of contents,
// assets and content title. `DocProvider` (@docusaurus/plugin-content-docs/client) takes it and
// gives the DocItem parts the page's own metadata again.
import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { DocPageMetadata, TocItem } from '../../shared/types.js';
import { DocContext, docMetadataOf } from '../DocContext.js';
import { docusaurusDocMetadata, type DocusaurusDocMetadata } from './sitePaths.js';

type MDXContent = ComponentType<{ components?: Record<string, unknown> }>;

type WithFrontMatter = { frontMatter: Record<string, unknown> };

export type DocContentProp = MDXContent & {
  metadata: DocusaurusDocMetadata & WithFrontMatter;
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  assets: { image?: string };
  contentTitle: string | undefined;
};

const contents = new WeakMap<object, DocContentProp>();
/** Each `content`'s compiled MDX function, which ../MDXPageContent.tsx keeps the server's HTML. */
const compiled = new WeakMap<DocContentProp, MDXContent>();
/**
 * On a Docusaurus site, each `content`'s page metadata as the theme keeps it (permalinks below
 * the base URL) and the base name its Docusaurus-shaped metadata was made for.
 */
const pageMetadata = new WeakMap<DocContentProp, [DocPageMetadata & WithFrontMatter, string]>();

/** The page metadata of a `content` (below the base URL, the theme's fields in it). */
export const pageMetadataOf = (content: DocContentProp): DocPageMetadata & WithFrontMatter =>
  pageMetadata.get(content)?.[0] ?? (content.metadata as DocPageMetadata & WithFrontMatter);

/**
 * A doc module's `content` at the router's base name (one per module, so React keeps the
 * component across renders; made again for another base name).
 */
export function docContentOf(
  doc: {
    default: MDXContent;
    metadata: DocPageMetadata;
    toc?: TocItem[];
    frontMatter?: Record<string, unknown>;
    contentTitle?: unknown;
  },
  basename: string,
): DocContentProp {
  const known = contents.get(doc);
  if (known && (!__DOCS_DOCUSAURUS_METADATA__ || pageMetadata.get(known)?.[1] === basename))
    return known;
  // `content.frontMatter` is the MDX module's export (YAML dates as Dates), as in Docusaurus;
  // `content.metadata.frontMatter` is the JSON metadata's (dates as ISO strings).
  const frontMatter = doc.frontMatter ?? doc.metadata.frontMatter ?? {};
  // A component of its own: the module's export is shared (a doc imported elsewhere) and frozen.
  const Content: MDXContent = (props) => createElement(doc.default, props);
  const docMetadata = docMetadataOf(doc);
  const metadata = { ...docMetadata, frontMatter: docMetadata.frontMatter ?? frontMatter };
  const content = Object.assign(Content, {
    // (A site of this generator's own format: the page's, which keeps the first load small.)
    metadata: __DOCS_DOCUSAURUS_METADATA__ ? docusaurusDocMetadata(basename, metadata) : metadata,
    frontMatter,
    toc: doc.toc ?? [],
    assets: {},
    // The MDX module's own (its h1's text), as Docusaurus's loader exports it.
    contentTitle:
      'contentTitle' in doc
        ? (doc.contentTitle as string | undefined)
        : docMetadata.hasContentTitle
          ? docMetadata.title
          : undefined,
  });
  contents.set(doc, content);
  compiled.set(content, doc.default);
  if (__DOCS_DOCUSAURUS_METADATA__) pageMetadata.set(content, [metadata, basename]);
  return content;
}

/** `DocProvider`: the doc of `content` for `useDoc()` and the DocItem parts inside it. */
export function DocProvider({
  content,
  children,
}: {
  content: DocContentProp;
  children?: ReactNode;
}) {
  const outer = useContext(DocContext);
  const value = {
    ...outer,
    metadata: pageMetadataOf(content),
    toc: content.toc,
    content: compiled.get(content) ?? content,
    frontMatter: content.frontMatter,
    contentTitle: content.contentTitle,
  };
  return createElement(DocContext.Provider, { value }, children);
}
