// Rewrites relative links to .md/.mdx files into the target doc's permalink (keeping ?query#hash);
// a link to a doc that does not exist is reported as a warning at its position. A link may name
// another version's file (`../version-1.0/intro.md`): each set's map holds those too.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { posix, relative, sep } from 'node:path';
import { walk } from './walk.js';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';

/**
 * The start of the link table's key naming a docs version's localized folder (its path from the
 * docs folder follows) when some of its docs are translated: a translated doc is keyed by its
 * file there (plugins/docs/loadDocSets.ts linkTableOfDocs), and a link from the content folders
 * is looked for there first, as Docusaurus's getContentPathList puts the localized folder first.
 * In the key, not the value: a table's values are permalinks (localeShare.ts tokenizes them).
 */
export const LOCALIZED_LINKS_KEY = '\0localized:';

const localizedFolders = new WeakMap<Map<string, string>, string | null>();

/**
 * The start of a key naming a blog's content folders (its path from the table's folder, then
 * `\0`, then its localized folder's or nothing) in a table of posts: Docusaurus's blog looks for
 * a link not starting with `./` or `../` from those folders (its contentPaths: the localized one
 * first), not from the docs folder, so a post in `blog/2022/` links `2020-01-01-a.md` at the
 * blog's root. Made by blogContentKey; in the key, not the value, as LOCALIZED_LINKS_KEY.
 */
export const CONTENT_LINKS_KEY = '\0content:';

/** A blog's content folders as a key of its link table (paths from the table's folder). */
export function blogContentKey(dir: string, localizedDir?: string): string {
  return `${CONTENT_LINKS_KEY}${dir}\0${localizedDir ?? ''}`;
}

const contentFolders = new WeakMap<Map<string, string>, [string, string | undefined][]>();

/**
 * The content folders a page of this table looks for a link from (CONTENT_LINKS_KEY), the
 * localized one first: those of the blog whose folder holds `source`; undefined in a table
 * without them (a docs version's: its folders are the docs folder and LOCALIZED_LINKS_KEY's).
 */
function contentFoldersOf(table: Map<string, string>, source: string): string[] | undefined {
  let folders = contentFolders.get(table);
  if (!folders) {
    folders = [];
    for (const key of table.keys()) {
      if (!key.startsWith(CONTENT_LINKS_KEY)) continue;
      const [dir, localized] = key.slice(CONTENT_LINKS_KEY.length).split('\0');
      folders.push([dir!, localized || undefined]);
    }
    contentFolders.set(table, folders);
  }
  const inside = (dir: string | undefined) =>
    dir !== undefined && (dir === '' || source.startsWith(`${dir}/`));
  const own = folders.find(([dir, localized]) => inside(dir) || inside(localized));
  return own && [...(own[1] !== undefined ? [own[1]] : []), own[0]];
}

/** The localized folder a link table names (LOCALIZED_LINKS_KEY), if any. */
export function localizedFolderOf(table: Map<string, string>): string | undefined {
  let folder = localizedFolders.get(table);
  if (folder === undefined) {
    folder = null;
    for (const key of table.keys())
      if (key.startsWith(LOCALIZED_LINKS_KEY)) folder = key.slice(LOCALIZED_LINKS_KEY.length);
    localizedFolders.set(table, folder);
  }
  return folder ?? undefined;
}

export interface ResolveLinksOptions {
  /** Path of the current doc relative to docs/ (default: the file's `data.source`). */
  source?: string;
  /** Doc source (relative to docs/) → permalink; other versions' docs by `../` paths from docs/. */
  permalinkBySource: Map<string, string>;
  /** The site's folder: a link such as `docs/intro.md` is also looked for from there. */
  siteDir?: string;
  /**
   * Docusaurus 3.9's `markdown.hooks.onBrokenMarkdownLinks` given as a function: called for each
   * link that does not resolve instead of the report; what it returns becomes the link's URL.
   */
  onBroken?: BrokenMarkdownHook;
}

/** A `markdown.hooks` function: its `sourceFilePath` is relative to the site's folder. */
export type BrokenMarkdownHook = (params: {
  url: string;
  sourceFilePath: string;
  node: unknown;
}) => unknown;

/** Calls a hook as Docusaurus does: a string it returns replaces the node's URL. */
export function callBrokenHook(
  hook: BrokenMarkdownHook,
  node: { url: string },
  filePath: string,
  siteDir?: string,
): void {
  const sourceFilePath = siteDir ? relative(siteDir, filePath).split(sep).join('/') : filePath;
  const result = hook({ url: node.url, sourceFilePath, node });
  if (typeof result === 'string') node.url = result;
}

/**
 * Where Docusaurus looks for a linked file (resolveMarkdownLinkPathname), as paths relative to
 * the doc's docs folder: a link not starting with `./` or `../` from the docs folder, then from
 * the site's folder; a link not starting with `/` from the doc's own folder. Docusaurus compares
 * each place as a site path whose `\` it turns into `/` (utils' posixPath, meant for Windows), so
 * a link written with Windows separators (`versioned_docs\version-1.0.0\intro.md`, Keploy's)
 * resolves on any system; a `..\` in it is not a parent folder there, and is not here.
 * `written` is the link as the Markdown has it: Docusaurus decides where to look from it and
 * decodes it (decodeURIComponent, `%2F` too) only to join it to those folders, so
 * `.%2Fknots.md` is looked for from the docs folder first, `./knots.md` only beside the doc.
 */
function candidates(
  target: string,
  source: string,
  keyOfSitePath?: SiteKey,
  keyOfRelative?: SiteKey,
  roots: string[] = [''],
  fileFirst = false,
  written: string = target,
): string[] {
  return placesOf(target, source, keyOfSitePath, keyOfRelative, roots, fileFirst, written)
    .map(slashes)
    .filter((c) => c === posix.normalize(c));
}

/** `\` as `/`, after the path was normalized (Docusaurus's order). */
const slashes = (path: string) => path.replace(/\\/g, '/');

function placesOf(
  target: string,
  source: string,
  keyOfSitePath?: SiteKey,
  keyOfRelative?: SiteKey,
  roots: string[] = [''],
  fileFirst = false,
  written: string = target,
): string[] {
  const out: string[] = [];
  const fromFile: string[] = [];
  // `@site/docs/intro.md`: a path from the site's folder, as Docusaurus 3.10 resolves it (earlier
  // releases leave it unresolved, a broken link).
  if (target.startsWith('@site/')) {
    const sitePath = posix.normalize(target.slice('@site/'.length));
    return keyOfSitePath && !sitePath.startsWith('../') ? [keyOfSitePath(sitePath)] : [];
  }
  if (!written.startsWith('./') && !written.startsWith('../')) {
    const fromRoot = posix.normalize(target.replace(/^\/+/, ''));
    // The content folders (`roots`, keys' prefixes): the localized folder first (a translated
    // doc's file), then the docs folder ('') or a post's blog folder.
    for (const root of roots) out.push(posix.join(root, fromRoot));
    const sitePath = slashes(fromRoot);
    if (keyOfSitePath && sitePath === posix.normalize(sitePath)) out.push(keyOfSitePath(sitePath));
  }
  if (!written.startsWith('/')) {
    const fromSource = posix.normalize(posix.join(posix.dirname(source), target));
    fromFile.push(fromSource);
    // A link climbing out of the table's folder and back in (`../../../docs/intro.md` from a
    // version's `guide/setup.md` to another version's file: tRPC's site) has a shorter key.
    if (keyOfRelative && fromSource.startsWith('../')) fromFile.push(keyOfRelative(target));
  }
  // A bare name (`intro.md`) from the doc's own folder last up to Docusaurus 3.8, first from 3.9.
  return fileFirst ? [...fromFile, ...out] : [...out, ...fromFile];
}

const fileFolderFirst = new Map<string, boolean>();

/**
 * Whether the site's Docusaurus (its package.json's) looks for a bare `.md` link from the linking
 * file's folder first: 3.9 and later (utils' resolveMarkdownLinkPathname); 3.8 and earlier look
 * in the content folders and the site's folder first, the file's folder last.
 */
export function bareLinksFromFileFirst(siteDir: string | undefined): boolean {
  if (!siteDir) return false;
  let first = fileFolderFirst.get(siteDir);
  if (first === undefined) {
    first = isAtLeast(docusaurusVersionOf(siteDir), 3, 9);
    fileFolderFirst.set(siteDir, first);
  }
  return first;
}

/**
 * The link table's key of a path from the page's own folder, found as `siteKeyOf` finds a path
 * from the site's: where the file is, as a path from the table's folder.
 */
function relativeKeyOf(filePath: string | undefined, source: string) {
  if (!filePath) return undefined;
  const fileDir = posix.dirname(filePath.split(sep).join('/'));
  return (path: string) =>
    posix.join(posix.dirname(source), posix.relative(fileDir, posix.join(fileDir, path)));
}

/** A path from the site's folder as a key of the link table (a path from the table's folder). */
type SiteKey = (sitePath: string) => string;

/**
 * The link table's key of a path from the site's folder, found from the page's own key (`source`,
 * its path from the table's folder) and file, without knowing the table's folder: a blog post's
 * key is `../blog/2026/a/index.mdx` when the table is the docs folder's, so its link to
 * `/blog/2026/b/index.mdx` is `../blog/2026/b/index.mdx` there, as Docusaurus finds it from the
 * site's folder.
 */
function siteKeyOf(filePath: string | undefined, source: string, siteDir?: string) {
  if (!filePath || !siteDir) return undefined;
  const fileDir = posix.dirname(filePath.split(sep).join('/'));
  const site = siteDir.split(sep).join('/');
  return (sitePath: string) =>
    posix.join(posix.dirname(source), posix.relative(fileDir, posix.join(site, sitePath)));
}

/**
 * A translated doc's file is not where its source is (`i18n/zh/docusaurus-plugin-content-docs/
 * version-1.0/intro.md` for `versioned_docs/version-1.0/intro.md`): Docusaurus looks for a link
 * from the folders around the file itself (resolveMarkdownLinkPathname: the localized content
 * folder, the content folder, the site's folder, then the file's own folder), and finds the
 * translated files of the docs by their own paths (`i18n/zh/…/current/guide.md`,
 * `../current/guide.md`). Those places as keys of the table (paths from `linksDir`, the folder the
 * keys are paths from); undefined for a file that is where its source is.
 */
function translatedPlaces(
  filePath: string | undefined,
  source: string,
  linksDir: string | undefined,
  siteDir: string | undefined,
  fileFirst = false,
): ((target: string, written?: string) => string[]) | undefined {
  if (!filePath || !linksDir || !siteDir) return undefined;
  const file = filePath.split(sep).join('/');
  const root = linksDir.split(sep).join('/');
  if (posix.join(root, source) === file || !file.endsWith('/' + source)) return undefined;
  const localizedRoot = file.slice(0, file.length - source.length - 1);
  const site = siteDir.split(sep).join('/');
  // Only a translation (`<i18n>/<locale>/docusaurus-plugin-content-docs[-id]/<version>/`) is keyed
  // by its own file; a doc read from elsewhere (outside the links folder) keeps its source's places.
  if (!/\/docusaurus-plugin-content-docs(-[^/]+)?\/[^/]+$/.test(localizedRoot)) return undefined;
  // Every doc is keyed by its file's path from the docs folder, a translated one by its
  // translation's (Docusaurus knows a translated doc by that file): an untranslated doc's file
  // is not found from the localized folder, nor a translated doc's from the docs folder.
  const keysOf = (abs: string) => [posix.relative(root, abs)];
  return (target, written = target) => {
    const out: string[] = [];
    const own = written.startsWith('/') ? [] : keysOf(posix.join(posix.dirname(file), target));
    if (fileFirst) out.push(...own);
    if (!written.startsWith('./') && !written.startsWith('../'))
      for (const dir of [localizedRoot, root, site]) out.push(...keysOf(posix.join(dir, target)));
    if (!fileFirst) out.push(...own);
    return out;
  };
}

export default function remarkResolveLinks(options: ResolveLinksOptions) {
  return (tree: Root, file: VFile) => {
    const source = options.source ?? (file.data.source as string);
    const fromSite = siteKeyOf(file.path, source, options.siteDir);
    const fromFile = relativeKeyOf(file.path, source);
    const fileFirst = bareLinksFromFileFirst(options.siteDir);
    const translated = translatedPlaces(
      file.path,
      source,
      file.data.linksDir as string | undefined,
      options.siteDir,
      fileFirst,
    );
    const localized = localizedFolderOf(options.permalinkBySource);
    const roots = contentFoldersOf(options.permalinkBySource, source) ?? [
      ...(localized !== undefined ? [localized] : []),
      '',
    ];
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const url = node.url;
      if (/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return;
      const m = /^([^?#]*?\.mdx?)([?#].*)?$/i.exec(url);
      if (!m) return;
      const target = decodeURIComponent(m[1]!);
      // A translated doc's file is not at its source's place: its places are its file's.
      const found = (
        translated && !target.startsWith('@site/')
          ? translated(target, m[1]!)
          : candidates(target, source, fromSite, fromFile, roots, fileFirst, m[1]!)
      ).find((c) => options.permalinkBySource.has(c));
      const permalink = found
        ? options.permalinkBySource.get(found)
        : options.permalinkBySource.get(target.replace(/^\/+/, '').replace(/^docs\//, ''));
      if (permalink) node.url = permalink + (m[2] ?? '');
      else if (options.onBroken) callBrokenHook(options.onBroken, node, file.path, options.siteDir);
      else {
        // Docusaurus's wording: the page's kind as its plugins name it (a post's table is its
        // blog's), the link's path without its `?query#hash`, the file (here from the site's
        // folder), and a doc's version.
        const label = (file.data.linkLabel as string | undefined) ?? 'Docs';
        const version = file.data.linkVersion as string | undefined;
        const shown =
          options.siteDir && file.path
            ? relative(options.siteDir, file.path.replace(/\?.*$/, '')).split(sep).join('/')
            : source;
        const msg = file.message(
          `${label} markdown link couldn't be resolved: (${m[1]}) in source file "${shown}"` +
            (version !== undefined ? ` for version ${version}` : ''),
          node,
          'docs:broken-markdown-link',
        );
        msg.fatal = false;
      }
    });
  };
}
