// The docs version a doc route renders in (`useDocsVersion()`, `useDocById`): a module of its own,
// so that the islands' bridge (../mdx/islands.tsx, in the entry chunk) carries only the context,
// not the docs route modules of ./docsRoutes.tsx, which would change how the client is chunked.
import { createContext } from 'react';
import type { DocsVersionProp } from './docsRoutes.js';

export const VersionContext = createContext<DocsVersionProp | null>(null);
