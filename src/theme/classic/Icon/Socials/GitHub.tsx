// `@theme/Icon/Socials/GitHub`: the mark of GitHub in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function GitHub(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="GH" {...props} />;
}
