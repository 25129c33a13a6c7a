// `@theme/Icon/Socials/GitHub`: the mark of GitHub in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/github.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function GitHub(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} adaptive {...props} />;
}
