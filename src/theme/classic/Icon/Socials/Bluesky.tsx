// `@theme/Icon/Socials/Bluesky`: the mark of Bluesky in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/bluesky.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function Bluesky(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} color="#1185FE" {...props} />;
}
