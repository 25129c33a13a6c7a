// `@theme/Icon/Socials/Twitter`: the mark of Twitter in an author's social links (../../../socialGlyph.tsx).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';

export default function Twitter(props: ComponentProps<'svg'>) {
  return <SocialGlyph mark="t" color="#55ACEE" {...props} />;
}
