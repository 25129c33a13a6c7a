// `@theme/Footer/Links/MultiColumn`: the footer's columns, each a title over its links
// (`@theme/Footer/LinkItem` each, or the item's HTML).
import { classes, type DocusaurusFooterColumn } from '../../../FooterParts.js';
import FooterLinkItem from '../LinkItem.js';

function Column({ column }: { column: DocusaurusFooterColumn }) {
  return (
    <div className={classes('theme-layout-footer-column col footer__col', column.className)}>
      <div className="footer__title">{column.title}</div>
      <ul className="footer__items clean-list">
        {column.items.map(({ html, ...item }, i) =>
          html !== undefined ? (
            <li
              key={i}
              className={classes('footer__item', item.className)}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <li key={i} className="footer__item">
              <FooterLinkItem item={item} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

export default function FooterLinksMultiColumn({ columns }: { columns: DocusaurusFooterColumn[] }) {
  return (
    <div className="row footer__links">
      {columns.map((column, i) => (
        <Column key={i} column={column} />
      ))}
    </div>
  );
}
