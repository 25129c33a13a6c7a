// The footer's links (columns, or one row) and logo (./Footer.tsx): a site whose footer has
// neither does not ship them (`__DOCS_HAS_FOOTER_LINKS__`, plugins/siteFeatures.ts), and the
// stylesheet keeps their Infima rules only for sites that do (plugins/css/subsetInputs.ts).
import { Fragment } from 'react';
import type { z } from 'zod';
import type { footerColumnSchema, footerLinkSchema } from '../shared/siteConfigSchema.js';
import type { SiteConfig } from '../shared/types.js';
import FooterLinkItem from './classic/Footer/LinkItem.js';
import ThemedImage from './docusaurus/ThemedImage.js';
import Link from './Link.js';
import useBaseUrl from './useBaseUrl.js';

type FooterConfig = Exclude<SiteConfig['footer'], false>;
type FooterLink = z.output<typeof footerLinkSchema>;
export type FooterColumn = z.output<typeof footerColumnSchema>;
export type { FooterLink };
type FooterLogo = NonNullable<FooterConfig['logo']>;

export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A config link as `@theme/Footer/LinkItem` takes it: Docusaurus's shape, attributes as keys. */
const linkItem = ({ attributes, html: _html, ...link }: FooterLink) => ({ ...attributes, ...link });

export function Column({ column }: { column: FooterColumn }) {
  return (
    <div className={classes('theme-layout-footer-column col footer__col', column.className)}>
      <div className="footer__title">{column.title}</div>
      <ul className="footer__items clean-list">
        {column.items.map((item, i) =>
          item.html !== undefined ? (
            <li
              key={i}
              className={classes('footer__item', item.className)}
              dangerouslySetInnerHTML={{ __html: item.html }}
            />
          ) : (
            <li key={i} className="footer__item">
              <FooterLinkItem item={linkItem(item)} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

export function SimpleLinks({ links }: { links: FooterLink[] }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {links.map((item, i) => (
          <Fragment key={i}>
            {item.html !== undefined ? (
              <span
                className={classes('footer__link-item', item.className)}
                dangerouslySetInnerHTML={{ __html: item.html }}
              />
            ) : (
              <FooterLinkItem item={linkItem(item)} />
            )}
            {i < links.length - 1 && <span className="footer__link-separator">·</span>}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

export function Logo({ logo }: { logo: FooterLogo }) {
  const light = useBaseUrl(logo.src);
  const dark = useBaseUrl(logo.srcDark ?? logo.src);
  const image = (
    <ThemedImage
      className={classes('footer__logo', logo.className)}
      alt={logo.alt}
      sources={{ light, dark }}
      width={logo.width}
      height={logo.height}
    />
  );
  return logo.href ? (
    <Link
      href={logo.href}
      className="footer__logo-link"
      {...(logo.target !== undefined ? { target: logo.target } : {})}
    >
      {image}
    </Link>
  ) : (
    image
  );
}
