// `@theme/DocItem/Footer`: the doc's tags (`@theme/TagsListInline`), its edit link and last update.
import { useDocContext } from '../../DocContext.js';
import DocFooter from '../../DocFooter.js';
import TagsListInline from '../TagsListInline.js';

export default function DocItemFooter() {
  const { metadata } = useDocContext();
  if (!metadata) return null;
  return (
    <>
      {metadata.tags?.length ? (
        <div className="row margin-bottom--sm theme-doc-footer-tags-row">
          <div className="col">
            <TagsListInline tags={metadata.tags} />
          </div>
        </div>
      ) : null}
      <DocFooter
        editUrl={metadata.editUrl}
        lastUpdatedAt={metadata.lastUpdatedAt}
        lastUpdatedBy={metadata.lastUpdatedBy}
      />
    </>
  );
}
