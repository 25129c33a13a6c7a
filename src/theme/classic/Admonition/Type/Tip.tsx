// `@theme/Admonition/Type/Tip`: the `:::tip` admonition, an Infima `alert--success`.
import AdmonitionLayout from '../Layout.js';
import Icon from '../Icon/Tip.js';
import { admonitionType } from '../../../mdx/admonitionType.js';

const AdmonitionTypeTip = admonitionType(AdmonitionLayout, {
  type: 'tip',
  infima: 'success',
  icon: <Icon />,
});
export default AdmonitionTypeTip;
