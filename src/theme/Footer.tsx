// The footer of every page, with the markup and Infima classes of Docusaurus's classic theme:
// columns of links (or one row of links), a logo and a copyright line (HTML allowed), dark or
// light. Its parts are Docusaurus's `@theme/Footer/Links`, `Footer/Logo` and `Footer/Copyright`
// (./classic/Footer/), so a site's override of one replaces it here.
import type { SiteConfig } from '../shared/types.js';
import { classes } from './FooterParts.js';
import FooterCopyright from './classic/Footer/Copyright.js';
import FooterLinks from './classic/Footer/Links.js';
import FooterLogo from './classic/Footer/Logo.js';

export type FooterConfig = Exclude<SiteConfig['footer'], false>;

export default function Footer({ footer }: { footer: FooterConfig }) {
  const { links, logo, copyright } = footer;
  return (
    <footer
      className={classes('theme-layout-footer footer', footer.style === 'dark' && 'footer--dark')}
    >
      <div className="container container-fluid">
        {__DOCS_HAS_FOOTER_LINKS__ && links.length > 0 && <FooterLinks links={links} />}
        {((__DOCS_HAS_FOOTER_LINKS__ && logo) || copyright) && (
          <div className="footer__bottom text--center">
            {__DOCS_HAS_FOOTER_LINKS__ && logo && (
              <div className="margin-bottom--sm">
                <FooterLogo logo={logo} />
              </div>
            )}
            {copyright && <FooterCopyright copyright={copyright} />}
          </div>
        )}
      </div>
    </footer>
  );
}
