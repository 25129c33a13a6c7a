// `@theme/Admonition/Type/Info`: the `:::info` admonition, an Infima `alert--info`.
import AdmonitionLayout from '../Layout.js';
import Icon from '../Icon/Info.js';
import { admonitionType } from '../../../mdx/admonitionType.js';

const AdmonitionTypeInfo = admonitionType(AdmonitionLayout, {
  type: 'info',
  infima: 'info',
  icon: <Icon />,
});
export default AdmonitionTypeInfo;
