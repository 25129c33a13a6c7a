// `@theme/Icon/Home`: the house of the breadcrumbs' home link.
// Its props are an <svg>'s, spread over the viewBox, as Docusaurus's icons take them; the class
// that sizes it is the breadcrumb item's (DocBreadcrumbs/Items/Home), as Docusaurus passes it.
import type { ComponentProps } from 'react';

export default function IconHome(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
        fill="currentColor"
      />
    </svg>
  );
}
