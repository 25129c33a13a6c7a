// `@theme/BlogPostItem/Footer`: a post's tags and, on its page, the edit link and last update; on
// list pages, its tags and "Read more" when the list shows an excerpt.
import { useContext } from 'react';
import Link from '../../Link.js';
import { LastUpdated } from '../../DocFooter.js';
import { BlogPostContext } from '../../blog/BlogPostContext.js';
import EditThisPage from '../EditThisPage.js';
import TagsListInline from '../TagsListInline.js';
import { translateTheme } from '../../translate.js';

function PostPageFooter() {
  const { metadata } = useContext(BlogPostContext)!;
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  if (metadata.tags.length === 0 && !editUrl) return null;
  return (
    <footer className="docusaurus-mt-lg">
      {metadata.tags.length > 0 && (
        <div className="row margin-top--sm">
          <div className="col">
            <TagsListInline tags={metadata.tags} />
          </div>
        </div>
      )}
      {/* Docusaurus's EditMetaRow: the edit link, and the last update (lastUpdated). */}
      {(editUrl || lastUpdatedAt || lastUpdatedBy) && (
        <div className="row margin-top--sm">
          <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
          <div className="col text--right">
            {(lastUpdatedAt || lastUpdatedBy) && (
              <LastUpdated at={lastUpdatedAt} by={lastUpdatedBy} />
            )}
          </div>
        </div>
      )}
    </footer>
  );
}

export default function BlogPostItemFooter() {
  const { metadata: post, isBlogPostPage } = useContext(BlogPostContext)!;
  if (isBlogPostPage) return <PostPageFooter />;
  if (post.tags.length === 0 && !post.hasTruncateMarker) return null;
  return (
    <footer className="row docusaurus-mt-lg">
      {post.tags.length > 0 && (
        <div className="col">
          <TagsListInline tags={post.tags} />
        </div>
      )}
      {post.hasTruncateMarker && (
        <div className="col text--right">
          <Link href={post.permalink} aria-label={`Read more about ${post.title}`}>
            <b>{translateTheme('theme.blog.post.readMore', 'Read more')}</b>
          </Link>
        </div>
      )}
    </footer>
  );
}
