// The docs and sidebars stages for every doc set (one per version of each docs instance): each set
// is loaded from its own folder with its own sidebars and route base, and its sidebars are renamed
// apart (`sidebarKey`) so that the sets can share the site's table of sidebars and routes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { GeneratedIndexMetadata, SidebarItem } from '../../src/shared/types.js';
import { loadSidebarsFile, locateKey, type LoadedConfig } from '../config/loadSiteConfig.js';
import { createConfigLocator } from '../config/docusaurus/locateConfigKey.js';
import type { SidebarsConfig } from '../config/schema.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import {
  loadSidebars,
  readCategoriesMetadata,
  type LoadedSidebars,
} from '../sidebars/loadSidebars.js';
import {
  applySidebarItemsGenerator,
  SidebarItemsGeneratorError,
} from '../sidebars/sidebarItemsGenerator.js';
import type { DocMetadata } from './docMetadata.js';
import {
  docSetSpecs,
  instanceFromDocusaurus,
  instanceFromSiteConfig,
  ownSidebarName,
  sidebarKey,
  type DocSetSpec,
} from './instances.js';
import { loadDocs } from './loadDocs.js';
import { LOCALIZED_LINKS_KEY } from '../mdx/remarkResolveLinks.js';
import { docsVersionTranslations, translateSidebars } from '../i18n/translateDocs.js';
import { CURRENT_VERSION_NAME, versionsFilePath, VersionsOptionError } from './versions.js';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';

export interface LoadedDocSet {
  spec: DocSetSpec;
  docsDir: string;
  docs: DocMetadata[];
  draftIds: string[];
  /** The set's sidebars under their keys in the site's table (see sidebarKey). */
  sidebars: Record<string, SidebarItem[]>;
  /** The set's sidebars under their own names (for the navbar's docSidebar items). */
  ownSidebars: Record<string, SidebarItem[]>;
  /** Each doc's place in the sidebars, its `sidebar` the site's key (docSidebarName: its own). */
  navigation: LoadedSidebars['navigation'];
  generatedIndexes: (GeneratedIndexMetadata & { items: SidebarItem[] })[];
  /** The version's main doc: the doc at its route base, else the first of its first sidebar, else its first. */
  mainDoc?: DocMetadata;
  /** Links between docs (`.md` paths) resolve within the set. */
  permalinkBySource: Map<string, string>;
  linksKey: string;
  warnings: Diagnostic[];
}

/** The first doc of the first sidebar (a category linking a doc counts as that doc). */
function firstSidebarDoc(
  sidebars: Record<string, SidebarItem[]>,
  byPermalink: Map<string, DocMetadata>,
  byId: Map<string, DocMetadata>,
): DocMetadata | undefined {
  const walk = (items: SidebarItem[]): DocMetadata | undefined => {
    for (const item of items) {
      if (item.type === 'link' && item.docId !== undefined) return byId.get(item.docId);
      if (item.type === 'category') {
        const linked = item.href !== undefined ? byPermalink.get(item.href) : undefined;
        const found = linked ?? walk(item.items);
        if (found) return found;
      }
    }
    return undefined;
  };
  const first = Object.values(sidebars)[0];
  return first ? walk(first) : undefined;
}

/**
 * A version's docs in Docusaurus's order: its loadVersion sorts them by id with `localeCompare`
 * (so `guide/archived` comes before `guide/Concepts`, where a sort of the file paths puts capitals
 * first). A plugin reading `loadedVersions[].docs` or a version prop's `docs`, and the version's
 * fallback main doc, see this order; the sets keep their files' order for the rest.
 */
export function docsInDocusaurusOrder<T extends { id: string }>(docs: readonly T[]): T[] {
  return [...docs].sort((a, b) => a.id.localeCompare(b.id));
}

/** Docusaurus's main doc of a version (getMainDocId). */
export function mainDocOf(
  docs: DocMetadata[],
  sidebars: Record<string, SidebarItem[]>,
): DocMetadata | undefined {
  return (
    docs.find((d) => d.slug === '/') ??
    firstSidebarDoc(
      sidebars,
      new Map(docs.map((d) => [d.permalink, d])),
      new Map(docs.map((d) => [d.id, d])),
    ) ??
    docsInDocusaurusOrder(docs)[0]
  );
}

/**
 * A doc's sidebar by its own name in its version, as Docusaurus names it to the site (a doc's
 * metadata, `useDocsSidebar()`, global data); undefined for a doc in no sidebar.
 */
export function docSidebarName(set: LoadedDocSet, docId: string): string | undefined {
  const key = set.navigation.get(docId)?.sidebar;
  return key === undefined ? undefined : ownSidebarName(set.spec, key);
}

function renameSidebars(spec: DocSetSpec, sb: LoadedSidebars): LoadedSidebars {
  if (!spec.key) return sb;
  const rename = (name: string) => sidebarKey(spec, name);
  return {
    ...sb,
    sidebars: Object.fromEntries(Object.entries(sb.sidebars).map(([n, s]) => [rename(n), s])),
    navigation: new Map(
      [...sb.navigation].map(([id, nav]) => [
        id,
        nav.sidebar ? { ...nav, sidebar: rename(nav.sidebar) } : nav,
      ]),
    ),
    generatedIndexes: sb.generatedIndexes.map((g) => ({ ...g, sidebar: rename(g.sidebar) })),
  };
}

/** Loads one doc set: its docs, then its sidebars (given, or read from the version's file). */
export async function loadDocSet(params: {
  siteDir: string;
  production: boolean;
  spec: DocSetSpec;
  sidebars: { config: SidebarsConfig | false; file?: string };
  /** A locale's translations folder (`i18n/fr`), for a locale other than the default. */
  localizationDir?: string;
  /** The site's `trailingSlash`: the docs' permalinks follow it, as Docusaurus's routes do. */
  trailingSlash?: boolean;
  /** The locale being built (its name), given to the docs' editUrl function. */
  locale?: string;
  /** Where the instance's `sidebarItemsGenerator` is written, for its errors. */
  locateGenerator?: () => Pick<Diagnostic, 'file' | 'line' | 'column'>;
}): Promise<LoadedDocSet> {
  const { siteDir, production } = params;
  const translations = params.localizationDir
    ? docsVersionTranslations(params.localizationDir, params.spec.pluginId, params.spec.version.name)
    : undefined;
  const spec = translations ? translateVersionLabels(params.spec, translations.messages) : params.spec;
  const { instance, version } = spec;
  const docsDir = version.contentPath;
  const { docs, draftIds, warnings } = loadDocs({
    siteDir,
    docsDir,
    production,
    lastUpdate: production && instance.showLastUpdateTime,
    lastUpdateAuthor: production && instance.showLastUpdateAuthor,
    editUrl: instance.editUrl,
    version: version.name,
    ...(instance.editCurrentVersion ? { editDocsDir: resolve(siteDir, instance.path) } : {}),
    globs: { include: instance.include, exclude: instance.exclude },
    routeBasePath: version.path,
    duplicatePermalinks: instance.duplicatePermalinks,
    ...(translations ? { localizedDir: translations.contentDir } : {}),
    ...(instance.editLocalizedFiles ? { editLocalizedFiles: true } : {}),
    trailingSlash: params.trailingSlash,
    numberPrefixParser: instance.numberPrefixParser,
    ...(params.locale ? { locale: params.locale } : {}),
  });
  const sidebarsConfig = await generatedSidebars({
    siteDir,
    docsDir,
    spec,
    config: params.sidebars.config,
    docs,
    warnings,
    locate: params.locateGenerator,
  });
  const own = loadSidebars({
    siteDir,
    docsDir,
    sidebarsConfig,
    sidebarsFile: params.sidebars.file,
    docs,
    draftIds,
    routeBasePath: version.path,
    categoryDefaults: {
      collapsible: instance.sidebarCollapsible,
      collapsed: instance.sidebarCollapsed,
    },
    numberPrefixParser: instance.numberPrefixParser,
  });
  warnings.push(...own.warnings);
  // A doc's previous/next link to a category's generated index: the category's translated label
  // from Docusaurus 3.10 (its translateDocNavigation); 3.9 and earlier keep the label the sidebar
  // had before translation (their docs' navigation is made at load time). A category page's own
  // links take translated labels in every version (made from the translated sidebars).
  if (translations)
    translateSidebars(
      own.sidebars,
      own.generatedIndexes,
      translations.messages,
      isAtLeast(docusaurusVersionOf(siteDir), 3, 10) ? own.navigation : undefined,
    );
  const sb = renameSidebars(spec, own);
  const permalinkBySource = linkTableOfDocs(docs, docsDir, translations?.contentDir);
  const linksKey = createHash('sha1')
    .update(JSON.stringify([...permalinkBySource]))
    .digest('hex');
  return {
    spec,
    docsDir,
    docs,
    draftIds,
    sidebars: sb.sidebars,
    ownSidebars: own.sidebars,
    navigation: sb.navigation,
    generatedIndexes: sb.generatedIndexes,
    mainDoc: mainDocOf(docs, own.sidebars),
    permalinkBySource,
    linksKey,
    warnings,
  };
}

/**
 * The sidebars config with the instance's `sidebarItemsGenerator` applied to its autogenerated
 * items (the config as given when the instance has none).
 */
async function generatedSidebars(params: {
  siteDir: string;
  docsDir: string;
  spec: DocSetSpec;
  config: SidebarsConfig | false;
  docs: DocMetadata[];
  warnings: Diagnostic[];
  locate?: () => Pick<Diagnostic, 'file' | 'line' | 'column'>;
}): Promise<SidebarsConfig | false> {
  const { spec, config, docsDir } = params;
  const generator = spec.instance.sidebarItemsGenerator;
  if (!generator || config === false) return config;
  const where = () => params.locate?.() ?? { file: docsDir };
  try {
    const result = await applySidebarItemsGenerator({
      generator,
      sidebarsConfig: config,
      docs: params.docs,
      categories: readCategoriesMetadata(docsDir).categories,
      siteDir: params.siteDir,
      version: { contentPath: docsDir, versionName: spec.version.name },
      numberPrefixParser: spec.instance.numberPrefixParser,
    });
    for (const message of result.warnings)
      params.warnings.push({ file: docsDir, severity: 'warning', message, kind: 'sidebar' });
    return result.sidebarsConfig;
  } catch (e) {
    if (e instanceof BuildError) throw e;
    const returnedWrong = e instanceof SidebarItemsGeneratorError;
    throw new BuildError({
      ...where(),
      severity: 'error',
      message: `sidebarItemsGenerator of the docs "${spec.pluginId}" (version ${spec.version.name}) ${returnedWrong ? '' : 'threw: '}${(e as Error)?.message ?? String(e)}`,
      hint: returnedWrong
        ? 'return the items, e.g. `return (await defaultSidebarItemsGenerator(args)).filter(...)`'
        : 'the function runs once per autogenerated sidebar item, as in Docusaurus; fix the error it throws',
    });
  }
}

/** Docusaurus's sidebars when `sidebarPath` is not set: one autogenerated sidebar. */
const DEFAULT_SIDEBARS: SidebarsConfig = {
  defaultSidebar: [{ type: 'autogenerated', dirName: '.' }],
};

/** Where a docs instance's option is written in the config (locateConfigKey.ts). */
function locateOption(config: LoadedConfig, pluginId: string | undefined, key: string) {
  const source = readFileSync(config.configFile, 'utf8');
  const options = config.docusaurus?.docs.find((d) => d.id === pluginId);
  return options
    ? createConfigLocator(config.configFile, source)([...options.configPath, key])
    : locateKey(source, [key]);
}

/** A doc set's sidebars: the config's own for the primary instance's current version, else its file. */
async function sidebarsOf(
  spec: DocSetSpec,
  config: LoadedConfig,
  primaryId: string,
): Promise<{ config: SidebarsConfig | false; file?: string }> {
  const { version } = spec;
  if (spec.pluginId === primaryId && version.name === CURRENT_VERSION_NAME)
    return { config: config.sidebarsConfig, file: config.sidebarsFile };
  const file = version.sidebarFilePath;
  if (file === false) return { config: false };
  if (file === undefined) return { config: DEFAULT_SIDEBARS };
  if (!existsSync(file))
    throw new BuildError({
      file: config.configFile,
      ...locateOption(config, spec.pluginId, 'sidebarPath'),
      severity: 'error',
      message: `the sidebars file of the docs "${spec.pluginId}" does not exist (looked for ${file})`,
      hint: 'fix "sidebarPath" in the docs options, or remove it for one autogenerated sidebar',
    });
  return { config: await loadSidebarsFile(file, config.siteDir), file };
}

/** The instances of the site's config (a site.config.ts site has one). */
export function instancesOf(config: LoadedConfig) {
  const fromDocusaurus = config.docusaurus?.docs ?? [];
  return fromDocusaurus.length
    ? fromDocusaurus.map((d) => instanceFromDocusaurus(d))
    : [instanceFromSiteConfig(config.siteConfig, config.docsRouteBasePath ?? '/', undefined)];
}

/**
 * Every doc set's folder and the globs that say which of its files are docs, without loading the
 * docs (Markdown elsewhere is a partial: plugins/mdx/partials.ts).
 */
export function docsFoldersOf(
  config: LoadedConfig,
): { docsDir: string; globs: { include?: string[]; exclude?: string[] } }[] {
  return docSetSpecs(config.siteDir, instancesOf(config)).map((spec) => ({
    docsDir: spec.version.contentPath,
    globs: { include: spec.instance.include, exclude: spec.instance.exclude },
  }));
}

/** The doc sets of the site's config, each loaded (the primary first: see docSetSpecs). */
export async function loadAllDocSets(
  config: LoadedConfig,
  production: boolean,
  localizationDir?: string,
  /** Only this instance's versions (the docs plugin of that id: plugins/builtins/docsPlugin.ts). */
  pluginId?: string,
  /** The locale being built (its name), given to the docs' editUrl function. */
  locale?: string,
): Promise<LoadedDocSet[]> {
  const { siteDir } = config;
  let specs: DocSetSpec[];
  try {
    specs = docSetSpecs(siteDir, instancesOf(config));
  } catch (e) {
    if (!(e instanceof VersionsOptionError)) throw e;
    // The instance whose options are wrong: the first that fails on its own.
    const failing = config.docusaurus?.docs.find((d) => {
      try {
        docSetSpecs(siteDir, [instanceFromDocusaurus(d)]);
        return false;
      } catch {
        return true;
      }
    });
    throw new BuildError({
      file: config.configFile,
      ...locateOption(config, failing?.id, e.key),
      severity: 'error',
      message: e.message,
      hint: e.hint,
    });
  }
  const primaryId = specs[0]!.pluginId;
  const sets: LoadedDocSet[] = [];
  for (const spec of specs.filter((sp) => pluginId === undefined || sp.pluginId === pluginId))
    sets.push(
      await loadDocSet({
        siteDir,
        production,
        spec,
        sidebars: await sidebarsOf(spec, config, primaryId),
        ...(localizationDir ? { localizationDir } : {}),
        ...(locale ? { locale } : {}),
        trailingSlash: config.siteConfig.trailingSlash,
        locateGenerator: () => ({
          file: config.configFile,
          ...locateOption(config, spec.pluginId, 'sidebarItemsGenerator'),
        }),
      }),
    );
  return sets.map((set) => withOtherVersionLinks(set, sets));
}

/**
 * A version's `.md` link table: each doc by its file's path from the docs folder, as Docusaurus
 * knows a doc by its file (`@site/docs/a.md`, or `@site/i18n/fr/…/current/b.md` for a translated
 * one): an untranslated doc's `./b.md` does not find a translated `b.md`, nor does `/docs/b.md`.
 * With translated docs, a key (`LOCALIZED_LINKS_KEY`) names the localized folder's path from the
 * docs folder, where a link from the content folders is looked for first (plugins/mdx/remarkResolveLinks.ts).
 */
export function linkTableOfDocs(
  docs: { source: string; filePath: string; permalink: string }[],
  docsDir: string,
  localizedDir: string | undefined,
): Map<string, string> {
  const table = new Map<string, string>();
  let translated = false;
  for (const d of docs) {
    // The docs folder's own file is most often named as docFilesOf names it: no resolving then.
    const own =
      d.filePath === join(docsDir, d.source) || resolve(docsDir, d.source) === resolve(d.filePath);
    if (!own) translated = true;
    const key = own ? d.source : relative(docsDir, d.filePath).split(sep).join('/');
    table.set(key, d.permalink);
  }
  if (translated && localizedDir)
    table.set(LOCALIZED_LINKS_KEY + relative(docsDir, localizedDir).split(sep).join('/'), '/');
  return table;
}

/**
 * A version's link map with the files of its instance's other versions, by their path from its
 * docs folder (`../version-1.0/intro.md`, `../../docs/intro.md`): Docusaurus resolves a link to
 * any version's file, by where the file is.
 */
function withOtherVersionLinks(set: LoadedDocSet, sets: LoadedDocSet[]): LoadedDocSet {
  const others = sets.filter((s) => s !== set && s.spec.pluginId === set.spec.pluginId);
  if (!others.length) return set;
  const permalinkBySource = new Map(set.permalinkBySource);
  for (const other of others)
    for (const doc of other.docs) {
      const key = relative(set.docsDir, doc.filePath).split(sep).join('/');
      if (!permalinkBySource.has(key)) permalinkBySource.set(key, doc.permalink);
    }
  const linksKey = createHash('sha1')
    .update(JSON.stringify([...permalinkBySource]))
    .digest('hex');
  return { ...set, permalinkBySource, linksKey };
}

/** The files a build of these doc sets read besides docs: versions files and versioned sidebars. */
export function docSetInputFiles(site: { siteDir: string; docSets: LoadedDocSet[] }): string[] {
  const files = new Set<string>();
  for (const set of site.docSets) {
    const { pluginId, version } = set.spec;
    const versionsFile = versionsFilePath(site.siteDir, pluginId);
    if (existsSync(versionsFile)) files.add(versionsFile);
    if (version.name !== CURRENT_VERSION_NAME && typeof version.sidebarFilePath === 'string')
      files.add(version.sidebarFilePath);
  }
  return [...files];
}

/** The version's label (and its siblings', for the versions menu) from its translation file. */
function translateVersionLabels(spec: DocSetSpec, messages: Record<string, string>): DocSetSpec {
  const label = messages['version.label'];
  if (label === undefined) return spec;
  const version = { ...spec.version, label };
  return {
    ...spec,
    version,
    versions: spec.versions.map((v) => (v.name === version.name ? version : v)),
  };
}
