// `@theme/Layout` for a page or a doc written for Docusaurus: this theme renders the navbar and
// the footer around every route already (src/theme/Layout.tsx), so this one gives its children
// the main area's wrapper and applies `title` and `description` to the document's head.
import type { ReactNode } from 'react';
import { useTitleFormatter } from '../titleFormatter.js';
import Head from './Head.js';
import { PluginHtmlClassNameProvider } from './htmlClassName.js';
import { recordRenderedHead } from './serverHead.js';

const SERVER = typeof window === 'undefined';

export default function Layout({
  children,
  title,
  description,
  wrapperClassName,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}) {
  // The server's HTML gets the title and description too (src/server/entryServer.tsx).
  recordRenderedHead({ title, description });
  const { format } = useTitleFormatter();
  // The route's plugin classes on `<html>` (`plugin-pages plugin-id-default`), as Docusaurus's
  // Layout adds them through `Layout/Provider`: a page that does not render Layout has none.
  return (
    <PluginHtmlClassNameProvider>
      <Head themeTitle>
        {title !== undefined && <title>{format(title)}</title>}
        {description !== undefined && <meta name="description" content={description} />}
        {/* After a client navigation (the server's HTML has it from the route's description). */}
        {description !== undefined && !SERVER && (
          <meta property="og:description" content={description} />
        )}
      </Head>
      {wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}
    </PluginHtmlClassNameProvider>
  );
}
