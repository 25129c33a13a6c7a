// A docs instance's page metadata: what each doc's page shows besides its content (title, sidebar,
// pagination, dates, edit link, version, tags), as its page module exports it. The docs plugin
// gives it through the generator hook markdownPagesOf (docsPlugin.ts).
import { relative, sep } from 'node:path';
import type { DocPageMetadata } from '../../src/shared/types.js';
import { clientFrontMatter } from '../docs/clientFrontMatter.js';
import type { DocMetadata } from '../docs/docMetadata.js';
import type { LoadedDocSet } from '../docs/loadDocSets.js';
import { ownSidebarName } from '../docs/instances.js';
import { docVersionInfo } from '../docs/versionMetadata.js';
import type { DocsTags } from '../pages/docTags.js';
import type { DocNavigation } from '../sidebars/navigation.js';

/**
 * What a Docusaurus site's doc metadata has besides ours (`useDoc().metadata`, DocItem's
 * `content.metadata`): its file as `@site/…`, its folder, slug and version's name, its sidebar
 * position, and `editUrl: null` for `custom_edit_url: null`.
 */
function docusaurusFields(doc: DocMetadata, set: LoadedDocSet, siteDir: string) {
  return {
    source: '@site/' + relative(siteDir, doc.filePath).split(sep).join('/'),
    sourceDirName: doc.sourceDirName,
    slug: doc.slug,
    version: set.spec.version.name,
    ...(doc.sidebarPosition !== undefined ? { sidebarPosition: doc.sidebarPosition } : {}),
    ...(doc.frontMatter.custom_edit_url === null ? { editUrl: null } : {}),
  };
}

/**
 * One doc's metadata from its sidebar navigation and front matter; `sidebar` the sidebar's own
 * name (`useDoc().metadata.sidebar`), not its key in the site's table.
 */
function docPageMetadata(
  doc: DocMetadata,
  nav: DocNavigation,
  production: boolean,
  withFrontMatter: boolean,
): DocPageMetadata {
  const fm = doc.frontMatter;
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    permalink: doc.permalink,
    ...(nav.sidebar ? { sidebar: nav.sidebar } : {}),
    unlisted: doc.unlisted || (!production && fm.unlisted === true),
    draft: fm.draft === true,
    ...(fm.keywords ? { keywords: fm.keywords } : {}),
    ...(fm.image ? { image: fm.image } : {}),
    hideTitle: fm.hide_title === true,
    hasContentTitle: doc.contentTitle !== undefined,
    hideTableOfContents: fm.hide_table_of_contents === true,
    ...(fm.toc_min_heading_level ? { tocMinHeadingLevel: fm.toc_min_heading_level } : {}),
    ...(fm.toc_max_heading_level ? { tocMaxHeadingLevel: fm.toc_max_heading_level } : {}),
    ...(doc.lastUpdatedAt ? { lastUpdatedAt: doc.lastUpdatedAt } : {}),
    ...(doc.lastUpdatedBy ? { lastUpdatedBy: doc.lastUpdatedBy } : {}),
    ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
    ...(nav.previous ? { previous: nav.previous } : {}),
    ...(nav.next ? { next: nav.next } : {}),
    ...(withFrontMatter ? { frontMatter: clientFrontMatter(fm) } : {}),
    ...(nav.cardDescriptions ? { cardDescriptions: nav.cardDescriptions } : {}),
  };
}

/** Every doc of the instance's versions by file: its metadata, version (when told) and tags. */
export function docsPageMetadata(params: {
  sets: LoadedDocSet[];
  tags: Iterable<DocsTags>;
  /** Whether pages are told their version (over every docs instance of the site). */
  tellsVersions: boolean;
  production: boolean;
  /**
   * A Docusaurus site's folder: its pages carry the whole front matter (`useDoc().frontMatter`)
   * and the fields of Docusaurus's doc metadata (docusaurusFields). Undefined for a
   * `site.config.ts` site.
   */
  docusaurusSiteDir: string | undefined;
}): Map<string, DocPageMetadata> {
  const { sets, production, docusaurusSiteDir: siteDir } = params;
  const withFrontMatter = siteDir !== undefined;
  const versionInfo = docVersionInfo(sets, params.tellsVersions);
  const metadata = new Map<string, DocPageMetadata>();
  for (const set of sets)
    for (const doc of set.docs) {
      const nav = set.navigation.get(doc.id) ?? {};
      const named = nav.sidebar ? { ...nav, sidebar: ownSidebarName(set.spec, nav.sidebar) } : nav;
      const meta = docPageMetadata(doc, named, production, withFrontMatter);
      metadata.set(doc.filePath, {
        ...meta,
        ...(siteDir !== undefined ? docusaurusFields(doc, set, siteDir) : {}),
        ...versionInfo.get(doc.filePath),
      });
    }
  // Each doc's tags at its foot (after its version: the module's JSON keeps this order).
  for (const versionTags of params.tags)
    for (const [file, tags] of versionTags.byDoc) {
      const meta = metadata.get(file);
      if (meta) meta.tags = tags;
    }
  return metadata;
}
