// Every link in the theme and in content: router navigation and prefetch for internal paths,
// a safe new tab for external ones.
import { useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isExternalUrl } from '../shared/paths.js';
import { prefetch, prefetchWhenVisible } from '../client/prefetch.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
  to?: string;
  /** Do not prefetch when visible (e.g. hundreds of sidebar links); hover still preloads. */
  noViewportPrefetch?: boolean;
}

export default function Link({ href, to, children, noViewportPrefetch, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = target !== '' && !isExternalUrl(target) && !target.startsWith('#') && !/\.(pdf|zip|svg|png|jpe?g|txt|xml|csv)([?#].*)?$/i.test(target) && rest.target !== '_blank' && !rest.download;
  const path = internal ? target.split(/[?#]/)[0]! : '';
  useEffect(() => {
    if (!internal || noViewportPrefetch || !ref.current || !path) return;
    return prefetchWhenVisible(ref.current, path);
  }, [internal, noViewportPrefetch, path]);
  if (!internal) {
    const external = isExternalUrl(target) && !target.startsWith('mailto:') && !target.startsWith('tel:');
    return (
      <a href={target || undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  const onIntent = () => path && prefetch(path);
  return (
    <RouterLink
      ref={ref}
      to={target}
      onMouseEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      {...rest}
    >
      {children}
    </RouterLink>
  );
}
