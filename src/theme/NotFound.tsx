// The not-found page: its content is `@theme/NotFound/Content` (./classic/NotFound/Content.tsx), in
// `@theme/Layout` as Docusaurus's (the frame's own unless the site's Layout draws it:
// ./pageFrameSlot.tsx).
import NotFoundContent from './classic/NotFound/Content.js';
import { ThemeLayout } from './pageFrameSlot.js';

/** `location` is the route's, as React Router gives a route's component (a site's override reads it). */
export default function NotFound(_props: { location?: { pathname: string } }) {
  return (
    <ThemeLayout>
      <NotFoundContent />
    </ThemeLayout>
  );
}
