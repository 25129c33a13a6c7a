// `@theme/Footer/LinkItem`: one link of the footer, given its config item in Docusaurus's shape
// (`label`, `to` or `href`, `prependBaseUrlToHref`, `className`, and any other key as an attribute
// of the <a>); a link that leaves the site ends with `@theme/Icon/ExternalLink`.
import { isExternalUrl } from '../../../shared/paths.js';
import Link from '../../Link.js';
import useBaseUrl from '../../useBaseUrl.js';
import IconExternalLink from '../Icon/ExternalLink.js';

export interface FooterLinkItemProps {
  item: {
    label?: string;
    to?: string;
    href?: string;
    prependBaseUrlToHref?: boolean;
    className?: string;
    [attribute: string]: unknown;
  };
}

export default function FooterLinkItem({ item }: FooterLinkItemProps) {
  const { label, to, href, prependBaseUrlToHref, className, ...attributes } = item;
  const prefixed = useBaseUrl(href ?? '', { forcePrependBaseUrl: true });
  const target = href !== undefined && prependBaseUrlToHref ? prefixed : href;
  return (
    <Link
      {...attributes}
      className={['footer__link-item', className].filter(Boolean).join(' ')}
      {...(target !== undefined ? { href: target } : { to })}
    >
      {label}
      {href !== undefined && isExternalUrl(href) && <IconExternalLink />}
    </Link>
  );
}
