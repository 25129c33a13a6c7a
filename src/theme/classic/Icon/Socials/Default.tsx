// `@theme/Icon/Socials/Default`: the mark of a platform without a mark of its own in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function DefaultSocialIcon(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="•" {...props} />;
}
