// The not-found page: its content is `@theme/NotFound/Content` (./classic/NotFound/Content.tsx).
import NotFoundContent from './classic/NotFound/Content.js';

export default function NotFound() {
  return <NotFoundContent />;
}
