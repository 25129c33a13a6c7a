// `@theme/Icon/Socials/Twitch`: the mark of Twitch in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/twitch.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function Twitch(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} color="#9146FF" {...props} />;
}
