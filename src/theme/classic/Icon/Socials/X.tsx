// `@theme/Icon/Socials/X`: the mark of X in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function IconX(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="X" {...props} />;
}
