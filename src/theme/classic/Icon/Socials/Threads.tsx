// `@theme/Icon/Socials/Threads`: the mark of Threads in an author's social links (../../../brandMark.tsx).
import type { ComponentProps } from 'react';
import svg from 'simple-icons/icons/threads.svg?raw';
import BrandMark from '../../../brandMark.js';

export default function Threads(props: ComponentProps<'svg'>) {
  return <BrandMark svg={svg} adaptive {...props} />;
}
