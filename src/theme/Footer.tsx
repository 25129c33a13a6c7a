// The footer of every page, with the markup and Infima classes of Docusaurus's classic theme:
// columns of links (or one row of links), a logo and a copyright line (HTML allowed), dark or
// light. Its parts are Docusaurus's `@theme/Footer/Layout`, `Footer/Links`, `Footer/Logo` and
// `Footer/Copyright` (./classic/Footer/), so a site's override of one replaces it here.
import siteConfig from 'virtual:docs/site-config';
import type { SiteConfig } from '../shared/types.js';
import FooterCopyright from './classic/Footer/Copyright.js';
import FooterLayout from './classic/Footer/Layout.js';
import FooterLinks from './classic/Footer/Links.js';
import FooterLogo from './classic/Footer/Logo.js';

export type FooterConfig = Exclude<SiteConfig['footer'], false>;

/**
 * `footer` is the config's by default: `<Footer />` with no props, as a site's ejected Layout
 * draws it (Docusaurus's reads the config), is the config's footer, or nothing without one.
 */
export default function Footer({
  footer = siteConfig.footer || undefined,
}: {
  footer?: FooterConfig | undefined;
}) {
  if (!footer) return null;
  const { links, logo, copyright } = footer;
  return (
    <FooterLayout
      {...(footer.style === 'dark' ? { style: 'dark' as const } : {})}
      links={__DOCS_HAS_FOOTER_LINKS__ && links.length > 0 && <FooterLinks links={links} />}
      logo={__DOCS_HAS_FOOTER_LINKS__ && logo && <FooterLogo logo={logo} />}
      copyright={copyright && <FooterCopyright copyright={copyright} />}
    />
  );
}
