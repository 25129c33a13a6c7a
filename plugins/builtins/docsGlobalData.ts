// The docs plugin's global data in Docusaurus's shape (what `usePluginData('docusaurus-plugin-
// content-docs')` and `useAllDocsData()` return): the instance's path, each version with its docs
// (and generated index pages), drafts and each sidebar's first link, and `breadcrumbs`.
import type { SidebarItem } from '../../src/shared/types.js';
import { docSidebarName, docsInDocusaurusOrder, type LoadedDocSet } from '../docs/loadDocSets.js';
import { ownSidebarName } from '../docs/instances.js';

interface FirstLink {
  path: string;
  label: string;
}

/**
 * A sidebar's first doc or category link (Docusaurus's getFirstLink; external links skipped). A
 * doc's label is its id, as Docusaurus gives it unless the sidebars file labels the item (which the
 * normalised sidebar no longer tells apart from the doc's own title: the id is the common case).
 */
function firstLink(items: SidebarItem[]): FirstLink | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId !== undefined)
      return { path: item.href, label: item.docId };
    if (item.type === 'category') {
      if (item.href !== undefined) return { path: item.href, label: item.label };
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

function globalVersion(set: LoadedDocSet, url: (path: string) => string) {
  const v = set.spec.version;
  const own = set.ownSidebars;
  return {
    name: v.name,
    label: v.label,
    isLast: v.isLast,
    path: url(v.path),
    mainDocId: set.mainDoc?.id,
    docs: [
      ...docsInDocusaurusOrder(set.docs).map((d) => ({
        id: d.id,
        path: url(d.permalink),
        ...(d.unlisted ? { unlisted: true } : {}),
        sidebar: docSidebarName(set, d.id),
      })),
      ...set.generatedIndexes.map((g) => ({
        id: g.permalink.startsWith(v.path)
          ? g.permalink.slice(v.path.replace(/\/$/, '').length)
          : g.permalink,
        path: url(g.permalink),
        sidebar: ownSidebarName(set.spec, g.sidebar),
      })),
    ],
    draftIds: set.draftIds,
    sidebars: Object.fromEntries(
      Object.entries(own).map(([name, items]) => {
        const link = firstLink(items);
        return [name, link ? { link: { ...link, path: url(link.path) } } : {}];
      }),
    ),
  };
}

/**
 * One docs instance's global data; `sets` are its versions, in Docusaurus's order. Its paths are
 * under the site's (the locale's) base URL, as Docusaurus gives them; the site's permalinks are not.
 */
export function docsGlobalData(sets: LoadedDocSet[], breadcrumbs: boolean, baseUrl: string) {
  const last = sets.find((s) => s.spec.version.isLast) ?? sets[0];
  // Every path, even one that starts like the base URL (`/docs/` and a doc at `/docs/a`).
  const url = (path: string) => (baseUrl === '/' ? path : baseUrl.replace(/\/$/, '') + path);
  return {
    path: url(last?.spec.version.path ?? '/'),
    versions: sets.map((set) => globalVersion(set, url)),
    breadcrumbs,
  };
}
