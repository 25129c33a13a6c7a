// `@theme/Icon/Socials/YouTube`: the mark of YouTube in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function YouTube(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="YT" {...props} />;
}
