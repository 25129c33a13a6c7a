// `@theme/Icon/Socials/Mastodon`: the mark of Mastodon in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function Mastodon(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="M" {...props} />;
}
