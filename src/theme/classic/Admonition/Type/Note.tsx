// `@theme/Admonition/Type/Note`: the `:::note` admonition, an Infima `alert--secondary`.
import AdmonitionLayout from '../Layout.js';
import Icon from '../Icon/Note.js';
import { admonitionType } from '../../../mdx/admonitionType.js';

const AdmonitionTypeNote = admonitionType(AdmonitionLayout, {
  type: 'note',
  infima: 'secondary',
  icon: <Icon />,
});
export default AdmonitionTypeNote;
