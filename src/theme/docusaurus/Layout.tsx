// `@theme/Layout` for a page or a doc written for Docusaurus: this theme renders the navbar and
// the footer around every route already (src/theme/Layout.tsx), so this one gives its children
// the main area's wrapper and applies `title` and `description` to the document's head.
import type { ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { formatTitle } from '../../client/pageHead.js';
import Head from './Head.js';
import { recordRenderedHead } from './serverHead.js';

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
  return (
    <>
      <Head>
        {title !== undefined && <title>{formatTitle(title, siteConfig.title)}</title>}
        {description !== undefined && <meta name="description" content={description} />}
      </Head>
      {wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}
    </>
  );
}
