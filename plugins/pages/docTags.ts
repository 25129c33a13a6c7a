// Docs tags, as Docusaurus's docs plugin makes them: a doc's `tags` front matter (strings, or
// `{label, permalink}` objects), the tags file (`tags.yml` in the docs folder, or the docs
// options' `tags`: key → `{label, permalink, description}`, label and permalink defaulting to the
// key capitalised and kebab-cased), a page listing every tag (`<docs>/tags`, the `tagsBasePath`)
// and a page per tag listing its docs. A tag used by no listed doc is unlisted, as its docs are.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { yamlModule } from '../yamlModule.js';
import type { DocTag, DocVersionMeta } from '../../src/shared/types.js';
import { kebabCase, positionOf } from '../blog/posts.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import type { DocMetadata } from '../docs/docMetadata.js';

export const VIRTUAL_DOC_TAGS_PREFIX = 'virtual:docs/doc-tags/';

/** lodash's `kebabCase`, as Docusaurus makes tag slugs: `OAuth2.0` → `o-auth-2-0`. */
export { kebabCase };

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

export interface TagsFileEntry {
  label: string;
  permalink: string;
  description?: string;
}

/**
 * The tags file: `path` (relative to the docs folder) or `tags.yml` there; none for `false`/`null`.
 * A locale's translated docs folder (`localizedDir`) is looked in first, as Docusaurus's
 * getDataFilePath does (`i18n/zh/docusaurus-plugin-content-docs-<id>/current/tags.yml`).
 */
export function readTagsFile(
  docsDir: string,
  path: string | false | null | undefined,
  localizedDir?: string,
): Map<string, TagsFileEntry> | undefined {
  if (path === false || path === null) return undefined;
  const localized = localizedDir && resolve(localizedDir, path ?? 'tags.yml');
  const file =
    localized && existsSync(localized) ? localized : resolve(docsDir, path ?? 'tags.yml');
  if (!existsSync(file)) return undefined;
  const raw = (yamlModule().parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
  const out = new Map<string, TagsFileEntry>();
  for (const [key, value] of Object.entries(raw)) {
    const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    out.set(key, {
      label: typeof v.label === 'string' && v.label ? v.label : capitalize(key),
      permalink:
        typeof v.permalink === 'string' && v.permalink ? v.permalink : `/${kebabCase(key)}`,
      ...(typeof v.description === 'string' ? { description: v.description } : {}),
    });
  }
  return out;
}

const joinUrl = (...parts: string[]) =>
  (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  ).replace(/\/{2,}/g, '/');

/** A doc's tags from its front matter, with permalinks under the tags route; inline tags named. */
export function docTags(
  frontMatterTags: unknown,
  tagsRoute: string,
  tagsFile: Map<string, TagsFileEntry> | undefined,
): { tags: DocTag[]; inline: string[] } {
  const tags: DocTag[] = [];
  const inline: string[] = [];
  for (const tag of Array.isArray(frontMatterTags) ? frontMatterTags : []) {
    const known = typeof tag === 'string' ? tagsFile?.get(tag) : undefined;
    if (known) {
      tags.push({
        label: known.label,
        permalink: joinUrl(tagsRoute, known.permalink),
        ...(known.description ? { description: known.description } : {}),
        inline: false,
      });
      continue;
    }
    const label =
      typeof tag === 'string' ? tag : typeof tag?.label === 'string' ? tag.label : undefined;
    if (label === undefined) continue;
    const permalink =
      typeof tag === 'object' && typeof tag.permalink === 'string'
        ? tag.permalink
        : kebabCase(label);
    tags.push({ label, permalink: joinUrl(tagsRoute, permalink), inline: true });
    inline.push(label);
  }
  return { tags, inline };
}

/** One tag's page: its label, description and docs. */
export interface TagPage {
  label: string;
  permalink: string;
  description?: string;
  unlisted: boolean;
  /** Each doc: its id (`@theme/DocTagDocListPage`'s `items[].id`), title, permalink, description. */
  docs: { id: string; title: string; permalink: string; description: string }[];
}

export interface DocsTags {
  /** The tags list page's route (`/docs/tags`). */
  route: string;
  /** The tags of each doc, by file. */
  byDoc: Map<string, DocTag[]>;
  /** Every tag's page, by permalink order of first use. */
  pages: TagPage[];
  warnings: Diagnostic[];
  /** The docs version the pages list (their `docsearch:version`). */
  version?: string;
  /** The docs instance's id (`useRouteContext().plugin.id` on its pages; 'default' when unset). */
  pluginId?: string;
}

/** The docs' tags and their pages; undefined when no doc has a tag (no tags pages, as Docusaurus). */
export function collectDocTags(params: {
  docs: DocMetadata[];
  docsDir: string;
  /** The locale's translated docs of the version, whose tags file is read first. */
  localizedDir?: string;
  routeBasePath: string;
  tagsBasePath?: string;
  tagsFile?: string | false | null;
  /**
   * The docs option `onInlineTags`: what a tag missing from the tags file does ('warn' by
   * default; 'throw' fails the build at the doc's `tags` line).
   */
  onInlineTags?: 'ignore' | 'log' | 'warn' | 'throw';
  /** The docs version's name (`current`…). */
  version?: string;
  /** The docs instance's id. */
  pluginId?: string;
}): DocsTags | undefined {
  const route = joinUrl(params.routeBasePath, params.tagsBasePath ?? 'tags');
  const file = readTagsFile(params.docsDir, params.tagsFile, params.localizedDir);
  const byDoc = new Map<string, DocTag[]>();
  const groups = new Map<string, TagPage>();
  const warnings: Diagnostic[] = [];
  for (const doc of params.docs) {
    const { tags, inline } = docTags((doc.frontMatter as { tags?: unknown }).tags, route, file);
    if (!tags.length) continue;
    byDoc.set(doc.filePath, tags);
    const level = params.onInlineTags ?? 'warn';
    if (file && inline.length && level !== 'ignore') {
      const d = {
        file: doc.filePath,
        ...positionOf(doc.filePath, 'tags'),
        kind: 'docs tags',
        message: `tags [${[...new Set(inline)].join(', ')}] are not defined in ${params.tagsFile ?? 'tags.yml'}`,
        hint: 'add them to the tags file, or use one of its keys (or set the docs option onInlineTags)',
      };
      if (level === 'throw') throw new BuildError({ ...d, severity: 'error' });
      warnings.push({ ...d, severity: 'warning' });
    }
    for (const tag of tags) {
      let page = groups.get(tag.permalink);
      if (!page) {
        const described = [...(file?.values() ?? [])].find(
          (t) => joinUrl(route, t.permalink) === tag.permalink,
        );
        page = {
          label: tag.label,
          permalink: tag.permalink,
          ...(described?.description ? { description: described.description } : {}),
          unlisted: true,
          docs: [],
        };
        groups.set(tag.permalink, page);
      }
      if (page.docs.some((d) => d.permalink === doc.permalink)) continue;
      page.docs.push({
        id: doc.id,
        title: doc.title,
        permalink: doc.permalink,
        description: doc.description,
      });
      if (!doc.unlisted) page.unlisted = false;
    }
  }
  if (!byDoc.size) return undefined;
  const pages = [...groups.values()];
  for (const p of pages) p.docs.sort((a, b) => a.title.localeCompare(b.title));
  return {
    route,
    byDoc,
    pages,
    warnings,
    ...(params.version !== undefined ? { version: params.version } : {}),
    ...(params.pluginId !== undefined ? { pluginId: params.pluginId } : {}),
  };
}

/** The module id of the tags list page (`undefined` tag) or of one tag's page. */
export function docTagsModuleId(permalink: string): string {
  return VIRTUAL_DOC_TAGS_PREFIX + encodeURIComponent(permalink) + '.js';
}

export const docTagsPermalinkOf = (id: string): string | undefined =>
  id.startsWith(VIRTUAL_DOC_TAGS_PREFIX) && id.endsWith('.js')
    ? decodeURIComponent(id.slice(VIRTUAL_DOC_TAGS_PREFIX.length, -'.js'.length))
    : undefined;

/** The page module of the tags list (`permalink` is the list's route) or of one tag. */
export function docTagsModuleSource(
  tags: DocsTags,
  permalink: string,
  packageRoot: string,
  /** The instance's component options naming modules (`docTagsListComponent`…), as requests. */
  components: Record<string, string> = {},
  /**
   * The version the pages are children of, on a Docusaurus site: their frame loads its docs by id
   * (useDocsVersion, useDocById), as Docusaurus's tags routes are below the version's route.
   */
  version?: DocVersionMeta,
): string {
  const component = JSON.stringify(join(packageRoot, 'src/theme/DocTagsPages.tsx'));
  // The page's component, when the instance's option names one: given the same props.
  const custom = (option: string) =>
    components[option] === undefined
      ? { imports: [], arg: '' }
      : {
          imports: [`import Custom from ${JSON.stringify(components[option])};`],
          arg: ', Custom',
        };
  // The page's search tags, as Docusaurus's tags pages set them (their SearchMetadata).
  // useRouteContext(): the docs plugin's, nested under the docs root as in Docusaurus (data {}).
  const routeContext = {
    plugin: { name: 'docusaurus-plugin-content-docs', id: tags.pluginId ?? 'default' },
    data: {},
  };
  const search = (tag: string) => [
    `export const routeContext = ${JSON.stringify(routeContext)};`,
    // The instance's DocsRoot stays mounted from its docs to its tags pages (DocTagsPages.tsx).
    `export const frame = /* @__PURE__ */ docTagsFrame(${[routeContext.plugin.id, permalink, ...(version ? [version] : [])].map((a) => JSON.stringify(a)).join(', ')});`,
    `export const docsearchTag = ${JSON.stringify(tag)};`,
    ...(tags.version !== undefined
      ? [`export const docsVersion = ${JSON.stringify(tags.version)};`]
      : []),
  ];
  if (permalink === tags.route) {
    const list = tags.pages
      .filter((p) => !p.unlisted)
      .map((p) => ({ label: p.label, permalink: p.permalink, count: p.docs.length }));
    const own = custom('docTagsListComponent');
    return [
      `import { jsx } from 'react/jsx-runtime';`,
      `import { DocTagsListPage, docTagsFrame } from ${component};`,
      ...own.imports,
      `const tags = ${JSON.stringify(list)};`,
      `export const title = 'Tags';`,
      ...search('doc_tags_list'),
      `export default function Page() { return jsx(DocTagsListPage, { tags${own.arg} }); }`,
      '',
    ].join('\n');
  }
  const page = tags.pages.find((p) => p.permalink === permalink);
  const own = custom('docTagDocListComponent');
  return [
    `import { jsx } from 'react/jsx-runtime';`,
    `import { DocTagPage, docTagsFrame } from ${component};`,
    ...own.imports,
    `const tag = ${JSON.stringify({ ...page, allTagsPath: tags.route })};`,
    // Docusaurus's English plural ("One doc tagged|{count} docs tagged"), as the page's h1 says.
    `export const title = ${JSON.stringify(`${page?.docs.length === 1 ? 'One doc' : `${page?.docs.length ?? 0} docs`} tagged with "${page?.label ?? ''}"`)};`,
    ...(page?.description
      ? [`export const description = ${JSON.stringify(page.description)};`]
      : []),
    ...(page?.unlisted ? [`export const noIndex = true;`] : []),
    ...search('doc_tag_doc_list'),
    `export default function Page() { return jsx(DocTagPage, { tag${own.arg} }); }`,
    '',
  ].join('\n');
}
