// `@docusaurus/useDocusaurusContext` as sites import it: the context of ./useDocusaurusContext.ts
// with every plugin's global data, the built-in docs plugin's too, in the same shape as
// `useGlobalData()` (as Docusaurus's context holds it), in the page's locale. The theme's own
// modules read the context without it (./useDocusaurusContext.ts): the docs' global data lists
// every doc, and only the pages of a site whose components ask for it carry it so.
import { perLocale } from '../../client/localeScope.js';
// The default export is a plain read of the locale's data (no React hook inside).
import globalDataOf from './useGlobalData.js';
import { docusaurusContextOf, type DocusaurusContext } from './useDocusaurusContext.js';

export type { DocusaurusContext };

const publicContextOf = perLocale((): DocusaurusContext => ({
  ...docusaurusContextOf(),
  globalData: globalDataOf(),
}));

export default function useDocusaurusContext(): DocusaurusContext {
  return publicContextOf();
}
