// `@docusaurus/useIsBrowser`: false on the server and in the render that hydrates the page, true
// after it (and in every render after the first hydration), so both renders agree. An island of
// a page's content hydrates later, on its own: its hydrating render is false too.
import { useContext, useEffect, useState } from 'react';
import { IslandHydratingContext } from '../../client/islands.js';

let hydrated = false;

export default function useIsBrowser(): boolean {
  const island = useContext(IslandHydratingContext);
  const [isBrowser, setIsBrowser] = useState(() => hydrated && !island?.current);
  useEffect(() => {
    hydrated = true;
    setIsBrowser(true);
  }, []);
  return isBrowser;
}
