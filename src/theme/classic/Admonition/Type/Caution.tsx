// `@theme/Admonition/Type/Caution`: the `:::caution` admonition, an Infima `alert--warning`.
import AdmonitionLayout from '../Layout.js';
import Icon from '../Icon/Warning.js';
import { admonitionType } from '../../../mdx/admonitionType.js';

const AdmonitionTypeCaution = admonitionType(AdmonitionLayout, {
  type: 'caution',
  infima: 'warning',
  icon: <Icon />,
});
export default AdmonitionTypeCaution;
