// `@theme/Icon/Socials/LinkedIn`: the mark of LinkedIn in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function LinkedIn(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="in" color="#0A66C2" {...props} />;
}
