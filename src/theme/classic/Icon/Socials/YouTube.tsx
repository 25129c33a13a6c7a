// `@theme/Icon/Socials/YouTube`: the mark of YouTube in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/youtube.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function YouTube(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} color="#FF0000" {...props} />;
}
