// `@theme/Icon/Socials/Instagram`: the mark of Instagram in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/instagram.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function Instagram(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} adaptive {...props} />;
}
