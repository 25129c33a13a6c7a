// A doc as Docusaurus gives it to its DocItem (and to a docItemComponent) as the `content` prop:
// the doc's MDX component, carrying its metadata, front matter, table of contents, assets and
// content title. `DocProvider` (@docusaurus/plugin-content-docs/client) takes it.
import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { DocPageMetadata, TocItem } from '../../shared/types.js';
import { DocContext } from '../DocContext.js';

type MDXContent = ComponentType<{ components?: Record<string, unknown> }>;

export type DocContentProp = MDXContent & {
  metadata: DocPageMetadata & { frontMatter: Record<string, unknown> };
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  assets: { image?: string };
  contentTitle: string | undefined;
};

const contents = new WeakMap<object, DocContentProp>();
/** Each `content`'s compiled MDX function, which ../MDXPageContent.tsx keeps the server's HTML. */
const compiled = new WeakMap<DocContentProp, MDXContent>();

/** A doc module's `content` (one per module, so React keeps the component across renders). */
export function docContentOf(doc: {
  default: MDXContent;
  metadata: DocPageMetadata;
  toc?: TocItem[];
  frontMatter?: Record<string, unknown>;
}): DocContentProp {
  const known = contents.get(doc);
  if (known) return known;
  // `content.frontMatter` is the MDX module's export (YAML dates as Dates), as in Docusaurus;
  // `content.metadata.frontMatter` is the JSON metadata's (dates as ISO strings).
  const frontMatter = doc.frontMatter ?? doc.metadata.frontMatter ?? {};
  // A component of its own: the module's export is shared (a doc imported elsewhere) and frozen.
  const Content: MDXContent = (props) => createElement(doc.default, props);
  const content = Object.assign(Content, {
    metadata: { ...doc.metadata, frontMatter: doc.metadata.frontMatter ?? frontMatter },
    frontMatter,
    toc: doc.toc ?? [],
    assets: {},
    contentTitle: doc.metadata.hasContentTitle ? doc.metadata.title : undefined,
  });
  contents.set(doc, content);
  compiled.set(content, doc.default);
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
    metadata: content.metadata,
    toc: content.toc,
    content: compiled.get(content) ?? content,
    frontMatter: content.frontMatter,
  };
  return createElement(DocContext.Provider, { value }, children);
}
