// `@theme/DocSidebarItem/Link`: a sidebar link (a doc or any URL), marked when it is the open page.
import siteConfig from 'virtual:docs/site-config';
import type { SidebarItem, SidebarLink } from '../../../shared/types.js';
import { isExternalUrl, isSamePath } from '../../../shared/paths.js';
import { unprefixedTarget } from '../../../client/urls.js';
import Link from '../../Link.js';
import IconExternalLink from '../Icon/ExternalLink.js';
import { SidebarItemLabel } from './label.js';

export default function DocSidebarItemLink({
  item,
  activePath,
  level,
  onItemClick,
  tabIndex,
}: {
  item: SidebarLink;
  index: number;
  activePath: string;
  level: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}) {
  // A link the author wrote with the base URL in it (`/docs/x` when the base URL is `/docs/`)
  // does not get it twice, as Docusaurus's Link does not add it again.
  const href = item.docId ? item.href : unprefixedTarget(item.href, siteConfig.baseUrl);
  const active = isSamePath(href, activePath);
  const external = isExternalUrl(item.href);
  return (
    <li
      className={[
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        'menu__list-item',
        item.className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Link
        href={href}
        noViewportPrefetch
        className={[
          'menu__link',
          // Docusaurus's CSS-module class on an external link (`menuExternalLink_<hash>`).
          __DOCS_DOCUSAURUS_METADATA__ && external && 'menuExternalLink_dv',
          active && 'menu__link--active',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-current={active ? 'page' : undefined}
        tabIndex={tabIndex}
        onClick={onItemClick ? () => onItemClick(item) : undefined}
      >
        {/* A site of ours draws the bare label (no release to ask: left out of its bundle). */}
        {__DOCS_DOCUSAURUS_METADATA__ ? (
          <SidebarItemLabel label={item.label} className="linkLabel_dv" />
        ) : (
          item.label
        )}
        {/* Docusaurus's icon, as its navbar and footer links have it (not a text arrow). */}
        {external && <IconExternalLink />}
      </Link>
    </li>
  );
}
