// `@theme/Icon/Socials/StackOverflow`: the mark of Stack Overflow in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function StackOverflow(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="SO" {...props} />;
}
