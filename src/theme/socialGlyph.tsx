// The glyph of a social platform in an author's links whose logo simple-icons does not publish
// (LinkedIn, Twitter): the platform's initials in white on a rounded square of the brand's colour
// (../brandMark.tsx draws the others from their logos).
import type { ComponentProps } from 'react';
import { SocialSvg } from './brandMark.js';

export default function SocialGlyph({
  mark,
  color,
  ...props
}: ComponentProps<'svg'> & { mark: string; color: string }) {
  return (
    <SocialSvg aria-hidden="true" {...props}>
      <rect width="24" height="24" rx="5" fill={color} />
      <text
        x="12"
        y="16"
        textAnchor="middle"
        fontSize={mark.length > 1 ? 10 : 13}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {mark}
      </text>
    </SocialSvg>
  );
}
