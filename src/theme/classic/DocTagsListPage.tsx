// `@theme/DocTagsListPage`: the docs' tags page (`{tags}`), every tag by its first letter
// (`@theme/TagsListByLetter`). Its head and search tags are written by the build.
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import { translateTheme } from '../translate.js';
import TagsListByLetter, { type TagsListItem } from './TagsListByLetter.js';

export default function DocTagsListPage({ tags }: { tags: readonly TagsListItem[] }) {
  return (
    <HtmlClassNameProvider className="docs-tags-list-page">
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <h1>{translateTheme('theme.tags.tagsPageTitle', 'Tags')}</h1>
            <TagsListByLetter tags={tags} />
          </div>
        </div>
      </main>
    </HtmlClassNameProvider>
  );
}
