// The footer of every page, with the markup and Infima classes of Docusaurus's classic theme:
// columns of links (or one row of links), a logo (./FooterParts.tsx) and a copyright line (HTML
// allowed), dark or light.
import type { SiteConfig } from '../shared/types.js';
import {
  classes,
  Column,
  Logo,
  SimpleLinks,
  type FooterColumn,
  type FooterLink,
} from './FooterParts.js';

export type FooterConfig = Exclude<SiteConfig['footer'], false>;

export default function Footer({ footer }: { footer: FooterConfig }) {
  const { links, logo, copyright } = footer;
  const columns = links.length > 0 && links.every((l) => 'items' in l);
  return (
    <footer
      className={classes('theme-layout-footer footer', footer.style === 'dark' && 'footer--dark')}
    >
      <div className="container container-fluid">
        {__DOCS_HAS_FOOTER_LINKS__ &&
          links.length > 0 &&
          (columns ? (
            <div className="row footer__links">
              {(links as FooterColumn[]).map((column, i) => (
                <Column key={i} column={column} />
              ))}
            </div>
          ) : (
            <SimpleLinks links={links as FooterLink[]} />
          ))}
        {((__DOCS_HAS_FOOTER_LINKS__ && logo) || copyright) && (
          <div className="footer__bottom text--center">
            {__DOCS_HAS_FOOTER_LINKS__ && logo && (
              <div className="margin-bottom--sm">
                <Logo logo={logo} />
              </div>
            )}
            {copyright && (
              <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
