// `@theme/Footer/Links/Simple`: the footer's one row of links (`@theme/Footer/LinkItem` each, or
// the item's HTML), separated by dots.
import { Fragment } from 'react';
import { classes, type DocusaurusFooterItem } from '../../../FooterParts.js';
import FooterLinkItem from '../LinkItem.js';

export default function FooterLinksSimple({ links }: { links: DocusaurusFooterItem[] }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {links.map(({ html, ...item }, i) => (
          <Fragment key={i}>
            {html !== undefined ? (
              <span
                className={classes('footer__link-item', item.className)}
                dangerouslySetInnerHTML={{ __html: html }}
              />
            ) : (
              <FooterLinkItem item={item} />
            )}
            {i < links.length - 1 && <span className="footer__link-separator">·</span>}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
