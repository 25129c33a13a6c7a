// `@theme/DocItem`: one doc (`{content}`: its MDX component, carrying `metadata`, `frontMatter`,
// `toc`, `assets` and `contentTitle`): its head tags (`DocItem/Metadata`) and its layout with the
// content in it (`DocItem/Layout`, which puts it in `DocItem/Content`). Its parts read the doc
// (`useDoc()`) from the page's provider (../DocPage.tsx), which holds this `content`'s doc; an
// ejected copy's DocProvider gives them the same. The element given as the content keeps it the server's HTML with its islands
// (../MDXPageContent.tsx); an ejected copy's `<MDXComponent />` goes through `DocItem/Content` too.
import type { ReactNode } from 'react';
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import type { DocContentProp } from '../docusaurus/docContent.js';
import DocContent from '../DocContent.js';
import DocItemLayout from './DocItem/Layout.js';
import DocItemMetadata from './DocItem/Metadata.js';

export default function DocItem(props: {
  content: DocContentProp;
  route?: { path: string; exact?: boolean };
}): ReactNode {
  return (
    <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
      <DocItemMetadata />
      <DocItemLayout>
        <DocContent />
      </DocItemLayout>
    </HtmlClassNameProvider>
  );
}
