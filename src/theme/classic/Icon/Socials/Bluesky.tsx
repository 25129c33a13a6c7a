// `@theme/Icon/Socials/Bluesky`: the mark of Bluesky in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function Bluesky(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="Bs" {...props} />;
}
