// `@theme/Icon/Socials/StackOverflow`: the mark of Stack Overflow in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/stackoverflow.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function StackOverflow(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} color="#F48024" {...props} />;
}
