// The mark of a platform in an author's social links (`@theme/Icon/Socials/*`), drawn from the
// one-path, 24×24 SVG that simple-icons publishes for the brand, in the brand's colour as
// Docusaurus draws it. A mark Docusaurus draws black on light and white on dark (GitHub, X,
// Threads, Instagram) takes `adaptive` instead of a colour (blog.css sets the fill per theme).
import type { ComponentProps } from 'react';

/** The path data of a simple-icons SVG file (its one `<path d="…">`). */
export function brandPath(svg: string): string {
  const found = /<path\b[^>]*\sd="([^"]+)"/.exec(svg);
  if (!found) throw new Error('brandMark: the SVG has no <path d="…">');
  return found[1]!;
}

/** The 1 em, 24 × 24 `<svg>` every mark of an author's social links is drawn in. */
export function SocialSvg(props: ComponentProps<'svg'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      {...props}
    />
  );
}

type Props = ComponentProps<'svg'> & { svg: string; color?: string; adaptive?: boolean };

export default function BrandMark({ svg, color, adaptive, className, ...props }: Props) {
  const classes = [adaptive ? 'brand-mark--adaptive' : '', className ?? ''].filter(Boolean);
  return (
    <SocialSvg
      {...(color ? { fill: color } : {})}
      {...props}
      {...(classes.length ? { className: classes.join(' ') } : {})}
    >
      <path d={brandPath(svg)} />
    </SocialSvg>
  );
}
