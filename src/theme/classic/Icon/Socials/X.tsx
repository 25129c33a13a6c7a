// `@theme/Icon/Socials/X`: the mark of X in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/x.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function X(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} adaptive {...props} />;
}
