// `@theme/EditThisPage`: the "Edit this page" link of a doc or a post.
import IconEdit from './Icon/Edit.js';
import Link from '../Link.js';
import { translateTheme } from '../translate.js';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link to={editUrl} className="theme-edit-this-page">
      <IconEdit />
      {translateTheme('theme.common.editThisPage', 'Edit this page')}
    </Link>
  );
}
