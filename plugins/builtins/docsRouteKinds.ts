// The docs plugin's route kinds: a doc (or, for an instance with a docItemComponent, that
// component's kind: docItemKinds.ts), a generated index page and the tags pages (rendered as
// pages). A doc's module is its file (plugins/routes/virtualModules.ts docModuleSource); a
// generated index page's and a tags page's are virtual, made here from the instance's content.
import { VIRTUAL_INDEX_PREFIX } from '../../src/shared/constants.js';
import type { DocusaurusSection } from '../config/docusaurus/types.js';
import type { PluginRouteKinds } from '../lifecycle/generatorHooks.js';
import {
  docTagsModuleSource,
  docTagsPermalinkOf,
  VIRTUAL_DOC_TAGS_PREFIX,
} from '../pages/docTags.js';
import { PACKAGE_ROOT } from '../paths.js';
import {
  generateIndexModule,
  generatedIndexModuleId,
  PAGE_ROUTE_KIND,
  themeRouteKind,
} from '../routes/generateRoutesModule.js';
import { generatedIndexesWithVersions, tagsVersionMeta } from '../docs/versionMetadata.js';
import { docItemKinds } from './docItemKinds.js';
import { ownSidebarName } from '../docs/instances.js';
import { componentRequest, customComponentOptions } from '../config/docusaurus/componentOptions.js';
import type { DocsNative } from './docsPlugin.js';

/** The route kinds and route modules of one docs instance (`pluginId`). */
export function docsRouteKinds(
  native: DocsNative,
  section: DocusaurusSection | undefined,
  pluginId: string,
  siteDir = '',
): PluginRouteKinds {
  // The tags pages' components its options name (`docTagsListComponent`…: componentOptions.ts).
  const own = section?.docs.find((d) => d.id === pluginId);
  const components = Object.fromEntries(
    Object.entries(own ? customComponentOptions('docs', own.other) : {}).map(([k, v]) => [
      k,
      componentRequest(v, siteDir),
    ]),
  );
  let generatedIndexes: ReturnType<typeof generatedIndexesWithVersions> | undefined;
  return {
    kinds: {
      doc: themeRouteKind('docs.tsx', 'doc'),
      'generated-index': themeRouteKind('docs.tsx', 'generatedIndex'),
      ...PAGE_ROUTE_KIND,
      ...docItemKinds(section, pluginId, themeRouteKind('docItem.tsx', 'docItem').file),
    },
    // A doc rendered by a docItemComponent of the site's (`doc:<component>`) stays in the bundle.
    standalone: ['doc'],
    idPrefixes: [VIRTUAL_INDEX_PREFIX, VIRTUAL_DOC_TAGS_PREFIX],
    source(id) {
      if (id.startsWith(VIRTUAL_INDEX_PREFIX)) {
        generatedIndexes ??= generatedIndexesWithVersions(native.sets, native.tellsVersions);
        const g = generatedIndexes.find((x) => generatedIndexModuleId(x.permalink) === id);
        if (!g) return undefined;
        // Its sidebar by its own name (`categoryGeneratedIndex.sidebar`), not the site's key.
        const set = native.sets.find((s) =>
          s.generatedIndexes.some((x) => x.permalink === g.permalink),
        );
        const named = set ? { ...g, sidebar: ownSidebarName(set.spec, g.sidebar) } : g;
        // Docusaurus's `slug` on a Docusaurus site; a site.config.ts site's page data stays as it was.
        const { slug: _slug, ...withoutSlug } = named;
        return generateIndexModule(section ? named : withoutSlug);
      }
      const page = docTagsPermalinkOf(id);
      if (page === undefined) return undefined;
      // The version whose tags list or tag page this is (each version has its own).
      const tags = [...native.tags.values()].find(
        (t) => t.route === page || t.pages.some((p) => p.permalink === page),
      );
      if (!tags) return undefined;
      // On a Docusaurus site, the version its DocVersionRoot gives the page (useDocsVersion()).
      const set = section && native.sets.find((s) => s.spec.version.name === tags.version);
      return docTagsModuleSource(tags, page, PACKAGE_ROOT, components, set && tagsVersionMeta(set));
    },
  };
}
