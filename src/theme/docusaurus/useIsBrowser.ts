// `@docusaurus/useIsBrowser`: false on the server and in the render that hydrates the page, true
// after it (and in every render after the first hydration), so both renders agree.
import { useEffect, useState } from 'react';

let hydrated = false;

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setIsBrowser(true);
  }, []);
  return isBrowser;
}
