// `@theme/Icon/Socials/Mastodon`: the mark of Mastodon in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/mastodon.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function Mastodon(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} color="#6364FF" {...props} />;
}
