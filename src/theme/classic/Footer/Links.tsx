// `@theme/Footer/Links`: the footer's columns of links, or its one row of links.
import { Column, SimpleLinks, type FooterColumn, type FooterLink } from '../../FooterParts.js';

export default function FooterLinks({ links }: { links: (FooterColumn | FooterLink)[] }) {
  const columns = links.length > 0 && links.every((l) => 'items' in l);
  return columns ? (
    <div className="row footer__links">
      {(links as FooterColumn[]).map((column, i) => (
        <Column key={i} column={column} />
      ))}
    </div>
  ) : (
    <SimpleLinks links={links as FooterLink[]} />
  );
}
