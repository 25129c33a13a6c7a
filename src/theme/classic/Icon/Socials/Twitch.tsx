// `@theme/Icon/Socials/Twitch`: the mark of Twitch in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function Twitch(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="Tw" {...props} />;
}
