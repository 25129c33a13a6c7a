// The footer's logo and its config's links in Docusaurus's shape (./Footer.tsx): a site whose footer has
// neither does not ship them (`__DOCS_HAS_FOOTER_LINKS__`, plugins/siteFeatures.ts), and the
// stylesheet keeps their Infima rules only for sites that do (plugins/css/subsetInputs.ts).
import type { z } from 'zod';
import type { footerColumnSchema, footerLinkSchema } from '../shared/siteConfigSchema.js';
import type { SiteConfig } from '../shared/types.js';
import type { FooterLinkItemProps } from './classic/Footer/LinkItem.js';
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

/** A footer item as Docusaurus's footer parts get it: an HTML item, or a link in LinkItem's shape. */
export type DocusaurusFooterItem = FooterLinkItemProps['item'] & { html?: string };
export type DocusaurusFooterColumn = Omit<FooterColumn, 'items'> & {
  items: DocusaurusFooterItem[];
};

export const docusaurusFooterItem = (item: FooterLink): DocusaurusFooterItem =>
  item.html !== undefined ? { html: item.html, className: item.className } : linkItem(item);

export const docusaurusFooterColumn = (column: FooterColumn): DocusaurusFooterColumn => ({
  ...column,
  items: column.items.map(docusaurusFooterItem),
});

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
