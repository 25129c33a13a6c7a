// `@theme/Admonition/Type/Warning`: the `:::warning` admonition, an Infima `alert--warning`.
import AdmonitionLayout from '../Layout.js';
import Icon from '../Icon/Warning.js';
import { admonitionType } from '../../../mdx/admonitionType.js';

const AdmonitionTypeWarning = admonitionType(AdmonitionLayout, {
  type: 'warning',
  infima: 'warning',
  icon: <Icon />,
});
export default AdmonitionTypeWarning;
