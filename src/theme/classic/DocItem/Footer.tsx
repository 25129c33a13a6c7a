// `@theme/DocItem/Footer`: the doc's footer: its tags (`@theme/TagsListInline`) in a row of their
// own, then its edit link and last update, all inside `footer.theme-doc-footer` as in Docusaurus.
import { useDocContext } from '../../DocContext.js';
import DocFooter from '../../DocFooter.js';
import TagsListInline from '../TagsListInline.js';

export default function DocItemFooter() {
  const { metadata } = useDocContext();
  if (!metadata) return null;
  return (
    <DocFooter
      editUrl={metadata.editUrl ?? undefined}
      lastUpdatedAt={metadata.lastUpdatedAt}
      lastUpdatedBy={metadata.lastUpdatedBy}
      {...(metadata.tags?.length ? { tags: <TagsListInline tags={metadata.tags} /> } : {})}
    />
  );
}
