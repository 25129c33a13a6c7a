// `@theme/Icon/Socials/Instagram`: the mark of Instagram in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function Instagram(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="Ig" {...props} />;
}
