// `@theme/Admonition/Type/Danger`: the `:::danger` admonition, an Infima `alert--danger`.
import AdmonitionLayout from '../Layout.js';
import Icon from '../Icon/Danger.js';
import { admonitionType } from '../../../mdx/admonitionType.js';

const AdmonitionTypeDanger = admonitionType(AdmonitionLayout, {
  type: 'danger',
  infima: 'danger',
  icon: <Icon />,
});
export default AdmonitionTypeDanger;
