// `@theme/BlogPostItem/Footer`: a post's tags and, on its page, the edit link and last update
// (`@theme/EditMetaRow`); on list pages, its tags and "Read more"
// (`@theme/BlogPostItem/Footer/ReadMoreLink`) when the list shows an excerpt.
import { useContext } from 'react';
import { BlogPostContext } from '../../blog/BlogPostContext.js';
import EditMetaRow from '../EditMetaRow.js';
import TagsListInline from '../TagsListInline.js';
import ReadMoreLink from './Footer/ReadMoreLink.js';

function PostPageFooter() {
  const { metadata } = useContext(BlogPostContext)!;
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  if (metadata.tags.length === 0 && !editUrl) return null;
  return (
    <footer className="docusaurus-mt-lg">
      {metadata.tags.length > 0 && (
        <div className="row margin-top--sm theme-blog-footer-edit-meta-row">
          <div className="col">
            <TagsListInline tags={metadata.tags} />
          </div>
        </div>
      )}
      {(editUrl || lastUpdatedAt || lastUpdatedBy) && (
        <EditMetaRow
          className="margin-top--sm theme-blog-footer-edit-meta-row"
          editUrl={editUrl}
          lastUpdatedAt={lastUpdatedAt}
          lastUpdatedBy={lastUpdatedBy}
        />
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
        <div className={post.hasTruncateMarker ? 'col col--9' : 'col'}>
          <TagsListInline tags={post.tags} />
        </div>
      )}
      {post.hasTruncateMarker && (
        <div className={post.tags.length > 0 ? 'col text--right col--3' : 'col text--right'}>
          <ReadMoreLink blogPostTitle={post.title} to={post.permalink} />
        </div>
      )}
    </footer>
  );
}
