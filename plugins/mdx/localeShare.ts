// One compile of a doc for every locale that shows the same source (issue 33): an untranslated doc
// is the default locale's file at each locale's URL, and only two things of its compile differ
// between locales: the permalinks its `.md` links resolve to (remarkResolveLinks.ts) and the base
// URL of its Markdown export's absolute links (markdownExport.ts). The shared compile takes marks
// for both: each linked doc's permalink is a token (`/XqX7L` and 16 hex digits of its source's
// hash), and the export's absolute URLs start with a private-use character instead of the site's
// URL and base. The compile cache holds that result under a key without the locale; each locale's
// compile is the shared one with its own permalinks and base URL put in place of the marks.
//
// A mark must come out of the compile exactly as the value it stands for would have: the tokens are
// letters, digits and `/`, which no step of the compile escapes or encodes, and a doc shares only
// when every value put in place is made of such characters too (else each locale compiles its own,
// as before). A site's own remark and rehype plugins see the marks, so a doc under any such plugin
// compiles per locale as well, and so does a doc whose text holds a mark already.
import { createHash } from 'node:crypto';
import { withBaseUrl } from '../../src/shared/paths.js';
import type { CompileDocInput, CompiledDoc } from './compileDoc.js';
import { pluginsFor, type SiteExtensions } from './siteExtensions.js';

const TOKEN_PREFIX = '/XqX7L';
const TOKEN = /\/XqX7L([0-9a-f]{16})/g;
/** Where the shared compile's Markdown export has `siteUrl + base` of the locale. */
const ABSOLUTE_MARK = '\uE001';
const ABSOLUTE = /\uE001(\/XqX7L([0-9a-f]{16}))?/g;
/** Characters no step of the compile escapes in a URL (normalizeUri, JSON, HTML, Markdown). */
const SAFE_URL = /^[A-Za-z0-9\-._~/]*$/;
/** The same, and `:` for the site's URL. */
const SAFE_SITE_URL = /^[A-Za-z0-9\-._~/:]*$/;

interface LocaleLinks {
  /** The token map every locale with these docs' sources shares (source → token). */
  tokens: Map<string, string>;
  /** A hash of the sources: the shared compile's `linksKey`. */
  key: string;
  /** Token's hex digits → this locale's permalink. */
  permalinkOf: Map<string, string>;
}

/** A link map's tokens; undefined when a permalink is not safe to put in place of a token. */
const linksOf = new WeakMap<Map<string, string>, LocaleLinks | null>();
/** The token maps by sources' hash: one object for every locale, so one processor and pool share. */
const tokenMaps = new Map<string, Map<string, string>>();

const hex = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

function localeLinks(permalinkBySource: Map<string, string>): LocaleLinks | undefined {
  let links = linksOf.get(permalinkBySource);
  if (links === undefined) {
    links = null;
    const safe = [...permalinkBySource.values()].every((p) => SAFE_URL.test(p));
    const permalinkOf = new Map<string, string>();
    for (const [source, permalink] of safe ? permalinkBySource : [])
      permalinkOf.set(hex(source), permalink);
    // Two sources of one token (a hash collision) would be one link: such a map is not shared.
    if (safe && permalinkOf.size === permalinkBySource.size) {
      const key = hex(JSON.stringify([...permalinkBySource.keys()].sort()));
      let tokens = tokenMaps.get(key);
      if (!tokens) {
        if (tokenMaps.size >= 16) tokenMaps.clear();
        tokens = new Map([...permalinkBySource.keys()].map((s) => [s, TOKEN_PREFIX + hex(s)]));
        tokenMaps.set(key, tokens);
      }
      links = { tokens, key: `shared-links:${key}`, permalinkOf };
    }
    linksOf.set(permalinkBySource, links);
  }
  return links ?? undefined;
}

const hasOwnPlugins = (site: SiteExtensions, filePath: string) =>
  Object.values(pluginsFor(site, filePath).plugins).some((list) => list.length > 0);

export interface SharedCompile {
  /** The input of the compile every locale shares. */
  input: CompileDocInput;
  /** The shared compile's result as this locale's compile would have given it. */
  resolve(doc: CompiledDoc): CompiledDoc;
}

/** The shared compile of a locale's doc, or undefined when it compiles for its locale alone. */
export function sharedCompile(
  input: CompileDocInput,
  site: SiteExtensions,
): SharedCompile | undefined {
  const links = localeLinks(input.permalinkBySource);
  const { markdown } = input;
  if (
    !links ||
    (markdown && !SAFE_SITE_URL.test(markdown.siteUrl + markdown.baseUrl)) ||
    input.body.includes(TOKEN_PREFIX) ||
    input.body.includes(ABSOLUTE_MARK) ||
    hasOwnPlugins(site, input.filePath)
  )
    return undefined;
  return {
    input: {
      ...input,
      permalinkBySource: links.tokens,
      linksKey: links.key,
      ...(markdown ? { markdown: { siteUrl: ABSOLUTE_MARK, baseUrl: '/' } } : {}),
    },
    resolve: (doc) => resolveMarks(doc, links.permalinkOf, markdown),
  };
}

/** Puts a locale's permalinks and absolute URLs in place of the marks of a shared compile. */
export function resolveMarks(
  doc: CompiledDoc,
  permalinkOf: Map<string, string>,
  markdown: { siteUrl: string; baseUrl: string } | undefined,
): CompiledDoc {
  const resolve = (text: string) => resolveText(text, permalinkOf, markdown);
  // The modules and the export are strings, done in place; the rest (TOC, search sections,
  // warnings) through their JSON, when it holds a mark.
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [field, value] of Object.entries(doc)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const done = text !== undefined && hasMark(text) ? resolve(text) : text;
    changed ||= done !== text;
    out[field] = done === text ? value : typeof value === 'string' ? done : JSON.parse(done!);
  }
  return changed ? (out as unknown as CompiledDoc) : doc;
}

const hasMark = (text: string) => text.includes(TOKEN_PREFIX) || text.includes(ABSOLUTE_MARK);

function resolveText(
  text: string,
  permalinkOf: Map<string, string>,
  markdown: { siteUrl: string; baseUrl: string } | undefined,
): string {
  const permalink = (digits: string) => {
    const p = permalinkOf.get(digits);
    if (p === undefined) throw new Error(`internal: no permalink for the link token ${digits}`);
    return p;
  };
  // The export made a site path `p` absolute as `siteUrl + withBaseUrl(p, baseUrl)`, which reads
  // only the start of `p`: its first characters after the mark (a token's permalink, then the text).
  const absolute =
    markdown && text.includes(ABSOLUTE_MARK)
      ? text.replace(ABSOLUTE, (_m, token: string | undefined, digits: string | undefined, at) => {
          const after = (at as number) + 1 + (token?.length ?? 0);
          const rest = text.slice(after, after + markdown.baseUrl.length + 2);
          const start = (digits ? permalink(digits) : '') + rest;
          const base = withBaseUrl(start, markdown.baseUrl).slice(0, -start.length);
          return markdown.siteUrl + base + (token ?? '');
        })
      : text;
  return absolute.replace(TOKEN, (_m, digits: string) => permalink(digits));
}
