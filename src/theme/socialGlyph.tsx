// The glyph of a social platform in an author's links (`@theme/Icon/Socials/*`): the platform's
// initials on a rounded square in the text colour. This theme draws its own marks, not the brands'
// logos; a site that wants those overrides the icon of that platform.
import type { ComponentProps } from 'react';

export default function SocialGlyph({ mark, ...props }: ComponentProps<'svg'> & { mark: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      aria-hidden="true"
      {...props}
    >
      <rect width="24" height="24" rx="5" fill="currentColor" />
      <text
        x="12"
        y="16"
        textAnchor="middle"
        fontSize={mark.length > 1 ? 10 : 13}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="var(--ifm-background-color, #fff)"
      >
        {mark}
      </text>
    </svg>
  );
}
