// `@theme/Icon/Socials/Threads`: the mark of Threads in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function Threads(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="@" {...props} />;
}
