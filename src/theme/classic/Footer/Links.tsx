// `@theme/Footer/Links`: the footer's columns of links (`@theme/Footer/Links/MultiColumn`), or its
// one row of links (`@theme/Footer/Links/Simple`), its items in Docusaurus's shape.
import {
  docusaurusFooterColumn,
  docusaurusFooterItem,
  type FooterColumn,
  type FooterLink,
} from '../../FooterParts.js';
import FooterLinksMultiColumn from './Links/MultiColumn.js';
import FooterLinksSimple from './Links/Simple.js';

export default function FooterLinks({ links }: { links: (FooterColumn | FooterLink)[] }) {
  const columns = links.length > 0 && links.every((l) => 'items' in l);
  return columns ? (
    <FooterLinksMultiColumn columns={(links as FooterColumn[]).map(docusaurusFooterColumn)} />
  ) : (
    <FooterLinksSimple links={(links as FooterLink[]).map(docusaurusFooterItem)} />
  );
}
