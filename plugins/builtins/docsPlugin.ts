// `docusaurus-plugin-content-docs`, one instance per docs instance of the config: loadContent loads
// the instance's versions (plugins/docs/) and each version's tags (a part of the docs plugin, as
// in Docusaurus: plugins/pages/docTags.ts). Its content is Docusaurus's
// (`loadedVersions[].docs[]`, which plugins such as llms.txt generators read in allContentLoaded
// and postBuild) with the generator's loaded doc sets kept beside it (native.ts).
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { generatedFilesDir } from '../paths.js';
import { docsearchTagOf } from '../../src/shared/docsVersions.js';
import { docsFilter } from '../docs/readDocs.js';
import type { DocMetadata } from '../docs/docMetadata.js';
import {
  docSidebarName,
  docsInDocusaurusOrder,
  loadAllDocSets,
  type LoadedDocSet,
} from '../docs/loadDocSets.js';
import {
  docsVersionsData,
  generatedIndexesWithVersions,
  tellsVersions,
} from '../docs/versionMetadata.js';
import { collectDocTags, docTagsModuleId, type DocsTags } from '../pages/docTags.js';
import {
  ROUTE_ORDER,
  withGeneratorHooks,
  type MarkdownPages,
  type RoutesPart,
  type SiteLinksPart,
} from '../lifecycle/generatorHooks.js';
import { generatedIndexModuleId, type RouteSpec } from '../routes/generateRoutesModule.js';
import { docItemComponentOf, docRouteKind } from './docItemKinds.js';
import { docsRouteConfigs } from './builtInRoutes.js';
import type { Plugin } from '../lifecycle/types.js';
import type { BuiltInEnv } from './env.js';
import { BUILT_IN_NAMES, nativeOf, withNative } from './native.js';
import { docsGlobalData } from './docsGlobalData.js';
import { docsPageMetadata } from './docsPageMetadata.js';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';
import { docsVersionContent } from '../i18n/translationFileContents.js';
import { docsRouteKinds } from './docsRouteKinds.js';
import { versionDocsModuleOfRoute } from '../docs/versionDocs.js';
import { translatedDir } from '../i18n/localeContext.js';
import { versionLocalizedDir } from '../i18n/translateDocs.js';
import { hasRootComponents } from './contentComponents.js';
import { addedKeys, docuHash } from '../lifecycle/metadataFiles.js';
import { sitePathOf } from '../lifecycle/generatedFiles.js';
import type { DataFileProblem, WrittenDataFiles } from '../lifecycle/generatorHooks.js';

/** What the docs plugin keeps for the generator. */
export interface DocsNative {
  sets: LoadedDocSet[];
  /** Each version's tags by version name, for the versions where a doc has one. */
  tags: Map<string, DocsTags>;
  /**
   * Whether the site's pages are told their docs version (versionMetadata.ts tellsVersions over
   * every instance's versions): a second instance always is, so this is the instance's own answer
   * on a site of one docs instance, and true on a site of several.
   */
  tellsVersions: boolean;
}

/** A doc as Docusaurus's docs plugin gives it in `loadedVersions[].docs`. */
function docusaurusDoc(
  doc: DocMetadata,
  set: LoadedDocSet,
  /** `relative(siteDir, file)` (`sitePathOf`). */
  inSite: (file: string) => string,
  tags: DocsTags | undefined,
) {
  // Docusaurus names a doc's sidebar by its own name in the version, not by the site's key.
  const sidebar = docSidebarName(set, doc.id);
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    source: '@site/' + inSite(doc.filePath).split(sep).join('/'),
    sourceDirName: doc.sourceDirName,
    slug: doc.slug,
    permalink: doc.permalink,
    draft: doc.draft,
    unlisted: doc.unlisted,
    editUrl: doc.editUrl,
    tags: (tags?.byDoc.get(doc.filePath) ?? []).map((t) => ({ ...t })),
    version: set.spec.version.name,
    lastUpdatedBy: doc.lastUpdatedBy,
    lastUpdatedAt: doc.lastUpdatedAt,
    sidebarPosition: doc.sidebarPosition,
    frontMatter: doc.frontMatter,
    sidebar,
  };
}

/**
 * The content Docusaurus's docs plugin loads (its `LoadedContent`): its versions, each with its
 * metadata, its docs, its drafts (by id) and its sidebars (by their names in the version).
 */
function docusaurusContent(
  sets: LoadedDocSet[],
  siteDir: string,
  tags: Map<string, DocsTags>,
  tagsBasePath = 'tags',
) {
  // Each doc's path in the site without `relative` resolving both paths (issue 37).
  const inSite = sitePathOf(siteDir);
  return {
    loadedVersions: sets.map((set) => {
      const v = set.spec.version;
      return {
        versionName: v.name,
        label: v.label,
        path: v.path,
        tagsPath: `${v.path.replace(/\/$/, '')}/${tagsBasePath}`,
        isLast: v.isLast,
        contentPath: v.contentPath,
        sidebarFilePath: v.sidebarFilePath,
        banner: v.banner,
        badge: v.badge,
        noIndex: v.noIndex,
        className: v.className,
        mainDocId: set.mainDoc?.id,
        docs: docsInDocusaurusOrder(set.docs).map((d) =>
          docusaurusDoc(d, set, inSite, tags.get(v.name)),
        ),
        drafts: set.draftIds.map((id) => ({ id })),
        sidebars: set.ownSidebars,
      };
    }),
  };
}

/**
 * The primary instance's current version's `.md` links, which the blogs' posts resolve too: the
 * first part of the site's table, whose keys (paths from its docs folder) are the table's.
 */
function docsLinks({ sets }: DocsNative, siteDir: string): SiteLinksPart {
  const primary = sets[0]?.spec.key === '';
  return {
    order: primary ? 0 : 1,
    dir: sets[0]?.docsDir ?? siteDir,
    permalinkBySource: primary ? sets[0]!.permalinkBySource : new Map(),
  };
}

/** A docs instance's translation files, one per version, as Docusaurus's docs plugin gives them. */
function docsTranslationFiles(siteDir: string, { sets }: DocsNative) {
  const quoteNames = isAtLeast(docusaurusVersionOf(siteDir), 3, 9, 2);
  return sets.map((set) => {
    const { version } = set.spec;
    return {
      path: version.name === 'current' ? 'current' : `version-${version.name}`,
      content: docsVersionContent({
        quoteNames,
        versionName: version.name,
        label: version.label,
        sidebars: set.ownSidebars,
        generatedIndexes: set.generatedIndexes,
        docs: set.docs,
      }),
    };
  });
}

/** An instance's content as Docusaurus's docs plugin loads it, with the generator's beside it. */
async function loadDocsContent(env: BuiltInEnv, id: string) {
  const { config } = env;
  const sets = await loadAllDocSets(
    config,
    env.production,
    translatedDir(env.locale),
    // A site.config.ts site, or a Docusaurus config without docs, has the one default instance.
    config.docusaurus?.docs.length ? id : undefined,
    env.locale?.locale,
  );
  const tags = new Map(
    sets.flatMap((set) => {
      const versionTagsOf = versionTags(env, id, set);
      return versionTagsOf ? [[set.spec.version.name, versionTagsOf] as const] : [];
    }),
  );
  const tells = (config.docusaurus?.docs.length ?? 0) > 1 || tellsVersions(sets);
  const native: DocsNative = { sets, tags, tellsVersions: tells };
  const tagsBasePath = config.docusaurus?.docs.find((d) => d.id === id)?.tagsBasePath;
  return withNative(
    docusaurusContent(inDocusaurusOrder(sets), config.siteDir, tags, tagsBasePath),
    native,
  );
}

/** Docusaurus's docs `configureWebpack` alias: `~docs`, the docs' generated files folder. */
const docsAlias = (siteDir: string) => ({
  resolve: { alias: { '~docs': join(generatedFilesDir(siteDir), BUILT_IN_NAMES.docs) } },
});

/** A wrapped instance's loaded docs and sidebars, by its content's data (checkUnchangedDocs). */
const loadedShapes = new WeakMap<DocsNative, string[]>();

function withLoadedShape<T>(content: T): T {
  loadedShapes.set(nativeOf<DocsNative>(content)!, docsShape(content));
  return content;
}

/** Each version's docs (ids, in order) and sidebars, as JSON text. */
function docsShape(content: unknown): string[] {
  const versions = (content as { loadedVersions?: unknown } | undefined)?.loadedVersions;
  if (!Array.isArray(versions)) return [JSON.stringify(versions) ?? 'undefined'];
  return versions.map((v: { versionName?: unknown; docs?: unknown; sidebars?: unknown }) =>
    JSON.stringify({
      version: v?.versionName,
      docs: Array.isArray(v?.docs) ? v.docs.map((d: { id?: unknown }) => d?.id) : v?.docs,
      sidebars: v?.sidebars,
    }),
  );
}

/**
 * A wrapper that removes or adds docs in `loadedVersions`, or changes a sidebar, changes what
 * Docusaurus routes and draws (real sites: a sidebar category added for generated pages, docs
 * filtered out); the docs here are loaded, routed and drawn from the docs folder and the sidebars
 * file: stopped rather than built otherwise.
 */
function checkUnchangedDocs(native: DocsNative, content: unknown): void {
  const loaded = loadedShapes.get(native);
  if (!loaded) return;
  const now = docsShape(content);
  const i = now.findIndex((v, k) => v !== loaded[k]);
  if (i < 0 && now.length === loaded.length) return;
  const before = JSON.parse(loaded[Math.max(i, 0)] ?? '{}') as {
    version?: string;
    docs?: string[];
    sidebars?: Record<string, unknown>;
  };
  const after = JSON.parse(now[Math.max(i, 0)] ?? '{}') as typeof before;
  const what: string[] = [];
  const gone = (before.docs ?? []).filter((d) => !(after.docs ?? []).includes(d));
  const added = (after.docs ?? []).filter((d) => !(before.docs ?? []).includes(d));
  if (gone.length) what.push(`docs removed: ${gone.join(', ')}`);
  if (added.length) what.push(`docs added: ${added.join(', ')}`);
  if (!gone.length && !added.length && JSON.stringify(before.docs) !== JSON.stringify(after.docs))
    what.push('docs in another order');
  const names = new Set([
    ...Object.keys(before.sidebars ?? {}),
    ...Object.keys(after.sidebars ?? {}),
  ]);
  const sidebars = [...names].filter(
    (n) => JSON.stringify(before.sidebars?.[n]) !== JSON.stringify(after.sidebars?.[n]),
  );
  if (sidebars.length) what.push(`sidebars changed: ${sidebars.join(', ')}`);
  if (now.length !== loaded.length) what.push('versions added or removed');
  throw new Error(
    `the docs' content given to contentLoaded is not the docs plugin's as loaded (version "${before.version ?? after.version}": ${what.join('; ') || 'loadedVersions replaced'}): a plugin extending the docs that changes loadedVersions (docs removed or added, a sidebar changed) is not supported here, the docs being routed and drawn from the docs folder and the sidebars file; make the change there (a sidebar item in sidebars.js, a doc's draft: true front matter), or keep the docs plugin's content as it is`,
  );
}

/** A doc of a version is found in search with its version's tag (the version filter). */
function searchFacetsOfDoc(
  metadata: { docsVersion?: { pluginId: string; name: string } } | undefined,
) {
  const version = metadata?.docsVersion;
  return version && { tag: docsearchTagOf(version.pluginId, version.name), version: version.name };
}

/** The keys a wrapper's metadata files add to docs' metadata, by doc file, per loaded content. */
const addedByNative = new WeakMap<DocsNative, Map<string, Record<string, unknown>>>();

/**
 * Each doc's metadata file a wrapper wrote again (`${docuHash(source)}.json` in the docs' data
 * folder, which Docusaurus's MDX loader imports as the doc's `metadata`, read by useDoc): the keys
 * it adds to the content's doc are the doc page's too (plugins/lifecycle/metadataFiles.ts).
 */
function readDocMetadataFiles(
  native: DocsNative,
  content: unknown,
  files: WrittenDataFiles,
  p: {
    /** The docs instance's id (its data folder is `<docs plugin's name>/<id>`). */
    id: string;
    siteDir: string;
    /** The pages already made of each loaded content (their metadata takes the keys now). */
    made: WeakMap<DocsNative, MarkdownPages>;
  },
): DataFileProblem[] {
  const added = new Map<string, Record<string, unknown>>();
  const fileBySource = new Map(
    native.sets.flatMap((set) =>
      set.docs.map((d) => ['@site/' + relative(p.siteDir, d.filePath).split(sep).join('/'), d]),
    ),
  );
  const versions = (content as { loadedVersions?: { docs?: { source?: unknown }[] }[] })
    .loadedVersions;
  for (const doc of (Array.isArray(versions) ? versions : []).flatMap((v) => v?.docs ?? [])) {
    if (typeof doc?.source !== 'string') continue;
    const rel = `${BUILT_IN_NAMES.docs}/${p.id}/${docuHash(doc.source)}.json`;
    const text = files(rel);
    if (text === undefined) continue;
    const result = addedKeys(rel, text, doc, {
      page: `the doc ${doc.source}`,
      where: "the docs' content (loadedVersions[].docs[])",
    });
    if ('problem' in result) return [result.problem];
    const found = fileBySource.get(doc.source);
    if (found && Object.keys(result.added).length) added.set(found.filePath, result.added);
  }
  addedByNative.set(native, added);
  const made = p.made.get(native);
  for (const [file, keys] of made ? added : []) Object.assign(made!.metadata.get(file) ?? {}, keys);
  return [];
}

/**
 * The content Docusaurus's docs plugin's translateContent gives: `{ loadedVersions }` (what a
 * wrapper's loadContent added to it is left out), the generator's data kept.
 */
function onlyLoadedVersions(content: unknown) {
  const { loadedVersions } = content as { loadedVersions: unknown };
  return withNative({ loadedVersions }, nativeOf<DocsNative>(content));
}

/**
 * A doc's, generated index's or tags page's route needs its version's docs by id (useDocById):
 * preloaded in its HTML.
 */
function versionDocsModulesOf(content: unknown, route: RouteSpec): string[] {
  const { sets, tags } = nativeOf<DocsNative>(content)!;
  const module = versionDocsModuleOfRoute(sets, route, tags);
  return module ? [module] : [];
}

/**
 * The docs plugin of one docs instance (`id`). `wrapped`: the instance a site plugin extending the
 * docs got from the docs plugin's function (plugins/lifecycle/wrappedContent.ts): its routes exist
 * once its own contentLoaded ran (a wrapper that never calls it has none, as in Docusaurus), and
 * its translateContent gives the content Docusaurus's does (`{ loadedVersions }`: keys a wrapper's
 * loadContent added are not in what contentLoaded gets).
 */
export function docsPlugin(env: BuiltInEnv, id: string, wrapped = false): Plugin {
  const { config } = env;
  const routed = new WeakSet<object>();
  const plugin: Plugin = {
    name: BUILT_IN_NAMES.docs,
    loadContent: () =>
      loadDocsContent(env, id).then((content) => (wrapped ? withLoadedShape(content) : content)),
    contentLoaded({ content, actions }) {
      const native = nativeOf<DocsNative>(content)!;
      checkUnchangedDocs(native, content);
      routed.add(native);
      const options = config.docusaurus?.docs.find((d) => d.id === id);
      const breadcrumbs = options ? options.breadcrumbs : config.siteConfig.docs.breadcrumbs;
      actions.setGlobalData(
        docsGlobalData(inDocusaurusOrder(native.sets), breadcrumbs, config.siteConfig.baseUrl),
      );
    },
  };
  if (wrapped) {
    plugin.translateContent = ({ content }) => onlyLoadedVersions(content);
    // Docusaurus's `~docs` alias of the docs plugin's generated files folder, where a wrapper's
    // `createData` writes under the docs' name (`~docs/<id>/<file>`). Its MDX loader rule is not
    // given: the docs compile with the config's options, which no rule of theirs could change.
    plugin.configureWebpack = () => docsAlias(config.siteDir);
  }
  const nativeOfContent = (content: unknown) => nativeOf<DocsNative>(content)!;
  const isRouted = (content: unknown) => !wrapped || routed.has(nativeOfContent(content));
  const primaryOf = (native: DocsNative) => native.sets[0]?.spec.key === '';
  // Made once per loaded content, when first asked (loadSite asks for the site's docs list).
  const pagesOfContent = new WeakMap<object, MarkdownPages>();
  const markdownPagesOf = (content: unknown): MarkdownPages => {
    const native = nativeOfContent(content);
    let pages = pagesOfContent.get(native);
    if (!pages) {
      const metadata = docsPageMetadata({
        sets: native.sets,
        tags: native.tags.values(),
        tellsVersions: native.tellsVersions,
        production: env.production,
        docusaurusSiteDir: config.docusaurus ? config.siteDir : undefined,
      });
      for (const [file, keys] of addedByNative.get(native) ?? [])
        Object.assign(metadata.get(file) ?? {}, keys);
      const order = primaryOf(native) ? 0 : 1;
      pages = {
        order,
        pages: native.sets.flatMap((s) => s.docs),
        metadata,
        searchOf: (file) => searchFacetsOfDoc(metadata.get(file)),
        claims: (file) => native.sets.some((set) => isDocOfSet(file, set)),
      };
      pagesOfContent.set(native, pages);
    }
    return pages;
  };
  return withGeneratorHooks(plugin, {
    routeKindsOf: (content) =>
      docsRouteKinds(nativeOfContent(content), config.docusaurus, id, config.siteDir),
    markdownPagesOf,
    readWrittenDataOf: (content, files) =>
      isRouted(content)
        ? readDocMetadataFiles(nativeOfContent(content), content, files, {
            id,
            siteDir: config.siteDir,
            made: pagesOfContent,
          })
        : [],
    routesOf(content) {
      const native = nativeOfContent(content);
      if (!isRouted(content))
        return [
          {
            order: primaryOf(native) ? ROUTE_ORDER.primaryDocs : ROUTE_ORDER.otherDocs,
            routes: [],
          },
        ];
      return docsRoutes(native, {
        primary: primaryOf(native),
        // An instance's docs have the kind of its docItemComponent (builtins/docItemKinds.ts).
        kind: docRouteKind(config.docusaurus, id),
      });
    },
    // Docusaurus's route tree of the instance, under its global data's `path` (its last version's).
    routeConfigsOf(content, { baseUrl }) {
      if (!isRouted(content)) return [];
      const { sets } = nativeOfContent(content);
      const last = sets.find((s) => s.spec.version.isLast) ?? sets[0];
      return docsRouteConfigs(content, id, last?.spec.version.path ?? '/', baseUrl);
    },
    linksOf: (content) => docsLinks(nativeOfContent(content), config.siteDir),
    routeModulesOf: versionDocsModulesOf,
    docsViewOf(content) {
      const native = nativeOfContent(content);
      const { sets, tags, tellsVersions } = native;
      const primary = primaryOf(native);
      return {
        primary,
        sets,
        // The config's sidebars file is the primary instance's current version's (loadDocSets.ts).
        ...(primary && config.sidebarsFile ? { sidebarsFile: config.sidebarsFile } : {}),
        generatedIndexes: generatedIndexesWithVersions(sets, tellsVersions),
        tags: [...tags.values()],
      };
    },
    // A locale's tags files of its versions (the dev server reloads on their change).
    watchedOf: (content) => localizedTagsFiles(env, id, nativeOfContent(content).sets),
    // Each version's sidebar labels, generated indexes and version label (write-translations).
    translationFilesOf: (content) => docsTranslationFiles(config.siteDir, nativeOfContent(content)),
    // Its docs rendered by a component of the instance's own (`docItemComponent`, as
    // docusaurus-theme-openapi-docs's ApiItem): their content is in the page's tree.
    // So are they under root components of the site's (`docRootComponent`…: componentOptions.ts).
    contentInTreeOf: () =>
      docItemComponentOf(config.docusaurus, id) !== undefined ||
      hasRootComponents(config.docusaurus, id),
    // Its theme parts (./docsTheme.ts) this site reads: the versions' and the tags' components.
    themePartsOf(content) {
      const { sets, tellsVersions, tags } = nativeOfContent(content);
      return [
        ...(docsVersionsData(sets, tellsVersions) ? ['docsVersions'] : []),
        ...(tags.size > 0 ? ['docTags'] : []),
      ];
    },
    versionsOf(content) {
      const { sets, tellsVersions } = nativeOfContent(content);
      const versions = docsVersionsData(sets, tellsVersions);
      // The primary instance (plugins/docs/instances.ts) is listed first.
      return versions && { primary: primaryOf(nativeOfContent(content)), versions };
    },
  });
}

/**
 * A docs instance's parts of the route table (generator hook routesOf): its docs, its generated
 * index pages and its versions' tags pages, each part after the same part of the primary instance
 * (ROUTE_ORDER); the docs' part has the warnings of loading them, the tags' those of the tags.
 */
export function docsRoutes(
  native: DocsNative,
  how: { primary: boolean; kind: string },
): RoutesPart[] {
  const { primary, kind } = how;
  const { sets, tellsVersions } = native;
  const docs: RouteSpec[] = sets.flatMap((set) =>
    set.docs.map((d) => ({
      path: d.permalink,
      kind,
      // The route table's sidebars are the site's table's (instances.ts sidebarKey).
      sidebar: set.navigation.get(d.id)?.sidebar,
      module: d.filePath,
    })),
  );
  const indexes: RouteSpec[] = generatedIndexesWithVersions(sets, tellsVersions).map((g) => ({
    path: g.permalink,
    kind: 'generated-index',
    sidebar: g.sidebar,
    module: generatedIndexModuleId(g.permalink),
  }));
  const tags = [...native.tags.values()];
  const tagRoutes: RouteSpec[] = tags
    .flatMap((t) => [t.route, ...t.pages.map((p) => p.permalink)])
    .map((path) => ({ path, kind: 'page', module: docTagsModuleId(path) }));
  return [
    {
      order: primary ? ROUTE_ORDER.primaryDocs : ROUTE_ORDER.otherDocs,
      routes: docs,
      warnings: sets.flatMap((s) => s.warnings),
    },
    {
      order: primary ? ROUTE_ORDER.primaryGeneratedIndexes : ROUTE_ORDER.otherGeneratedIndexes,
      routes: indexes,
    },
    {
      order: primary ? ROUTE_ORDER.primaryDocTags : ROUTE_ORDER.otherDocTags,
      routes: tagRoutes,
      warnings: tags.flatMap((t) => t.warnings),
    },
  ];
}

/** An instance's versions as Docusaurus lists them (current first, then versions.json's order). */
function inDocusaurusOrder(sets: LoadedDocSet[]): LoadedDocSet[] {
  const order = sets[0]?.spec.versions.map((v) => v.name) ?? [];
  return [...sets].sort(
    (a, b) => order.indexOf(a.spec.version.name) - order.indexOf(b.spec.version.name),
  );
}

/**
 * One version's tags: its list page at the version's path plus `tagsBasePath` and a page per tag
 * under it, as Docusaurus builds them for every version of every docs instance (`/docs/next/tags`
 * beside `/docs/tags`), each listing the version's own docs; its tags file in its own folder.
 */
function versionTags(env: BuiltInEnv, id: string, set: LoadedDocSet): DocsTags | undefined {
  const { config } = env;
  const options = config.docusaurus?.docs.find((d) => d.id === id);
  const localizationDir = translatedDir(env.locale);
  return collectDocTags({
    docs: set.docs,
    docsDir: set.docsDir,
    ...(localizationDir
      ? { localizedDir: versionLocalizedDir(localizationDir, id, set.spec.version.name) }
      : {}),
    routeBasePath: set.spec.version.path,
    tagsBasePath: options?.tagsBasePath,
    tagsFile: options?.tags,
    onInlineTags: options?.onInlineTags,
    version: set.spec.version.name,
    pluginId: id,
  });
}

/**
 * What the dev server watches of the instance besides its versions' folders: the tags file each
 * version may have in the locale's translations folder
 * (`i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/<version>/tags.yml`), read before the
 * version's own (readTagsFile), whether there is one yet or not: none for a site without locales,
 * an untranslated locale or `tags: false`.
 */
function localizedTagsFiles(
  env: BuiltInEnv,
  id: string,
  sets: LoadedDocSet[],
): { dirs: string[]; files: string[] } {
  const localizationDir = translatedDir(env.locale);
  const tags = env.config.docusaurus?.docs.find((d) => d.id === id)?.tags;
  if (!localizationDir || tags === false || tags === null) return { dirs: [], files: [] };
  const files = sets.map((set) =>
    resolve(versionLocalizedDir(localizationDir, id, set.spec.version.name), tags ?? 'tags.yml'),
  );
  return { dirs: [], files };
}

/**
 * Whether a Markdown file is a doc of a docs version by where it is: in its folder, and a doc by
 * its instance's `include`/`exclude` (by default no file or folder starting with `_` is one).
 */
export function isDocOfSet(file: string, set: Pick<LoadedDocSet, 'docsDir' | 'spec'>): boolean {
  const rel = relative(set.docsDir, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return false;
  const { include, exclude } = set.spec.instance;
  return docsFilter({ include, exclude })(rel.split(sep).join('/'));
}
