// `@theme/Footer/Layout`: the footer's frame (dark or light) around its parts, given as elements:
// the links, then the logo and the copyright line at the bottom.
import type { ReactNode } from 'react';
import { classes } from '../../FooterParts.js';

export default function FooterLayout({
  style,
  links,
  logo,
  copyright,
}: {
  style?: 'dark' | 'light';
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}) {
  return (
    <footer className={classes('theme-layout-footer footer', style === 'dark' && 'footer--dark')}>
      <div className="container container-fluid">
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom text--center">
            {logo && <div className="margin-bottom--sm">{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
