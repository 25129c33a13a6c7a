// The open doc's content as an element (what `@theme/DocItem` gives its layout as `children`, and
// the layout `@theme/DocItem/Content`): the content kept the server's HTML with its islands
// (./MDXPageContent.tsx). The default DocItem/Content draws the content itself and ignores it;
// a site's ejected copy renders it inside its own `<MDXContent>`.
import { useDocContext } from './DocContext.js';
import MDXPageContent from './MDXPageContent.js';

export default function DocContent() {
  const { content } = useDocContext();
  return content ? (
    <MDXPageContent kind="doc" className="theme-doc-markdown" content={content} />
  ) : null;
}
