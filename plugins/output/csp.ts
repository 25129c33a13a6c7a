// The Content Security Policy of a built site (the policy of issue 24):
// - `derived` (the default): scripts only from the site plus the hashes of its inline scripts, and
//   exactly what the pages use on top: the origins of their external images, frames, media and
//   scripts, and inline `style` attributes (`style-src-attr 'unsafe-inline'`, never scripts).
//   Pages are written with the policy of a site that uses nothing external; if they do use
//   something, every page is written again with the policy that allows it (one policy for the whole
//   site: a page reached by client navigation runs under the policy of the page first loaded).
// - `strict`: that base policy alone (the knowledgebase's); content it would block fails the build.
// - a policy of the site's own (a string): used as it is (the inline scripts' hashes added to its
//   script-src); content it would block fails the build.
// - `false`: no policy (no meta tag, no header).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/shared/types.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { scriptHash } from './colorModeScript.js';
import { addAnalyticsUsage } from './cspAnalytics.js';
import { escapeHtml } from './htmlTemplate.js';
import type { HeadTag } from '../../src/shared/pageHead.js';

const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

export type CspSetting = 'derived' | 'strict' | false | string;

/** What a site's pages use that a policy has to allow. */
export interface CspUsage {
  img: Set<string>;
  media: Set<string>;
  frame: Set<string>;
  script: Set<string>;
  /** External stylesheets (a Docusaurus config's `stylesheets`, plugins/pages/siteHead.ts). */
  stylesheet?: Set<string>;
  inlineStyle: boolean;
  /** Client code writes <style> elements into the page (a Mermaid diagram: `data-inline-styles`). */
  inlineStyleElements?: boolean;
  /** Where scripts send requests (an analytics plugin's collect endpoints, ./cspAnalytics.ts). */
  connect?: Set<string>;
  /** The hashes of the inline scripts pages add through `@docusaurus/Head` (`headScriptUses`). */
  scriptHashes?: Set<string>;
}
export const emptyUsage = (): CspUsage => ({
  img: new Set(),
  media: new Set(),
  frame: new Set(),
  script: new Set(),
  stylesheet: new Set(),
  inlineStyle: false,
});

const sorted = (s: Set<string>) => [...s].sort();

export function buildCsp(params: {
  inlineScripts: string[];
  siteConfig: SiteConfig;
  forMeta?: boolean;
  /** What the pages use, allowed on top of the base policy (the `derived` policy). */
  usage?: CspUsage;
}): string {
  const hashes = [...new Set(params.inlineScripts.map(scriptHash))];
  const algolia = params.siteConfig.search.algolia ? ALGOLIA_HOSTS : [];
  const u = params.usage ?? emptyUsage();
  const extra = (s: Set<string> | undefined) => (s?.size ? ' ' + sorted(s).join(' ') : '');
  const directives = [
    `default-src 'self'`,
    `script-src 'self' ${hashes.join(' ')}`.trim() + extra(u.scriptHashes) + extra(u.script),
    (u.inlineStyleElements ? `style-src 'self' 'unsafe-inline'` : `style-src 'self'`) +
      extra(u.stylesheet),
    ...(u.inlineStyle && !u.inlineStyleElements ? [`style-src-attr 'unsafe-inline'`] : []),
    `img-src 'self' data:${algolia.length ? ' https:' : ''}` + extra(u.img),
    ...(u.media.size ? [`media-src 'self'` + extra(u.media)] : []),
    ...(u.frame.size ? [`frame-src 'self'` + extra(u.frame)] : []),
    `font-src 'self' data:`,
    `connect-src 'self'${algolia.length ? ' ' + algolia.join(' ') : ''}` + extra(u.connect),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // frame-ancestors is ignored (with a console error) when delivered in a <meta> element.
    ...(params.forMeta ? [] : [`frame-ancestors 'self'`]),
  ];
  return directives.join('; ');
}

/** A site's own policy with the inline scripts' hashes in its script-src (or default-src). */
export function ownPolicy(policy: string, inlineScripts: string[], forMeta: boolean): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))];
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .filter((d) => !(forMeta && /^frame-ancestors\b/i.test(d)));
  const script = directives.findIndex((d) => /^script-src\s/i.test(d + ' '));
  if (script >= 0) directives[script] = `${directives[script]} ${hashes.join(' ')}`.trim();
  else if (hashes.length) {
    const def = directives.find((d) => /^default-src\s/i.test(d + ' '));
    directives.push(
      `script-src ${def ? def.slice('default-src'.length).trim() : "'self'"} ${hashes.join(' ')}`,
    );
  }
  return directives.join('; ');
}

type Kind =
  | 'img'
  | 'media'
  | 'frame'
  | 'script'
  | 'stylesheet'
  | 'style'
  | 'inlineScript'
  | 'styleElement'
  | 'headScript';
export interface Use {
  kind: Kind;
  /** The URL, the style attribute's value, a head script's whole text. */
  value: string;
  tag: string;
}

const ATTR = /\s([a-zA-Z:-]+)="([^"]*)"/g;
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * External resources and inline styles in a page's rendered HTML. React writes every attribute in
 * double quotes and escapes `"` in text and `>` in attribute values, so a start tag ends at the
 * first `>` and ` style="` occurs only inside a tag. Only the tags that load something are read
 * (a page has thousands of others: reading each was 3 ms of a 50 KB page).
 */
export function findUses(html: string): Use[] {
  const uses: Use[] = [];
  let mediaDepth = 0;
  for (const m of html.matchAll(RESOURCE_TAG)) {
    const tag = m[2]!.toLowerCase();
    if (tag === 'video' || tag === 'audio') mediaDepth += m[1] ? -1 : 1;
    if (m[1]) continue;
    collect(tag, m[3]!, uses, mediaDepth > 0);
    // A script written into the page: no policy here runs it (only the theme's, by their hashes).
    // A data block (`type="application/ld+json"`) is never run: no policy applies to it.
    if (
      tag === 'script' &&
      !/\ssrc="/.test(m[3]!) &&
      isExecutable(/\stype="([^"]*)"/.exec(m[3]!)?.[1])
    ) {
      const end = html.indexOf('</script>', m.index! + m[0].length);
      const body = html.slice(m.index! + m[0].length, end < 0 ? undefined : end);
      if (body.trim()) uses.push({ kind: 'inlineScript', value: body.trim().slice(0, 60), tag });
    }
  }
  for (const m of html.matchAll(STYLE_ATTR))
    uses.push({ kind: 'style', value: unescape(m[1]!), tag: 'style' });
  // An element whose client code writes inline styles (<style> elements and style attributes).
  for (const m of html.matchAll(INLINE_STYLES))
    uses.push({ kind: 'styleElement', value: unescape(m[1]!), tag: 'style' });
  return uses;
}
/**
 * Whether a script of this `type` runs (HTML's JavaScript MIME types and `module`), rather than
 * being a data block such as structured data's `application/ld+json`.
 */
export const isExecutable = (type: string | undefined): boolean =>
  /^\s*(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))\s*$/i.test(
    type ?? '',
  );

/**
 * What the scripts a page's own `@docusaurus/Head`s add to its head use: a `src` (an external
 * script), or the text of one that runs (its hash goes into the derived policy: `headScript`).
 */
export function headScriptUses(tags: readonly HeadTag[] | undefined): Use[] {
  const uses: Use[] = [];
  for (const t of tags ?? []) {
    if (t.tag !== 'script') continue;
    if (t.attributes.src) uses.push({ kind: 'script', value: t.attributes.src, tag: 'script' });
    else if (t.text?.trim() && isExecutable(t.attributes.type))
      uses.push({ kind: 'headScript', value: t.text, tag: 'script' });
  }
  return uses;
}

const RESOURCE_TAG =
  /<(\/?)(i(?:mg|frame|mage)|s(?:ource|cript)|v(?:ideo)|a(?:udio)|t(?:rack)|frame|embed|object)\b([^>]*)>/g;
const STYLE_ATTR = / style="([^"]*)"/g;
const INLINE_STYLES = / data-inline-styles="([^"]*)"/g;

function collect(tag: string, attrs: string, uses: Use[], inMedia: boolean) {
  for (const [, name, raw] of attrs.matchAll(ATTR)) {
    const n = name!.toLowerCase();
    const value = unescape(raw!);
    const urls = n === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]!) : [value];
    let kind: Kind | undefined;
    if (n === 'src' || n === 'srcset') {
      if (tag === 'img') kind = 'img';
      else if (tag === 'source') kind = inMedia ? 'media' : 'img';
      else if (tag === 'video' || tag === 'audio' || tag === 'track') kind = 'media';
      else if (tag === 'iframe' || tag === 'frame') kind = 'frame';
      else if (tag === 'script') kind = 'script';
      else if (tag === 'embed') kind = 'frame';
    } else if (n === 'poster' && tag === 'video') kind = 'img';
    else if ((n === 'href' || n === 'xlink:href') && tag === 'image') kind = 'img';
    else if (n === 'data' && tag === 'object') kind = 'frame';
    if (kind) for (const u of urls) if (u) uses.push({ kind, value: u, tag });
  }
}

/** `https://img.shields.io/x` → `https://img.shields.io`; undefined for the site's own URLs and data:. */
export function externalOrigin(url: string): string | undefined {
  const u = url.trim();
  if (u.startsWith('//')) return externalOrigin('https:' + u);
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(u);
  if (!m) return undefined; // relative: the site itself
  const scheme = m[1]!.toLowerCase();
  if (scheme === 'data' || scheme === 'blob') return scheme === 'data' ? undefined : 'blob:';
  try {
    return new URL(u).origin;
  } catch {
    return undefined;
  }
}

/** Parses a policy into directive → sources (lower-cased names). */
function parsePolicy(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const d of policy.split(';')) {
    const [name, ...sources] = d.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}

const FALLBACK: Record<Kind, string[]> = {
  img: ['img-src', 'default-src'],
  media: ['media-src', 'default-src'],
  frame: ['frame-src', 'child-src', 'default-src'],
  script: ['script-src-elem', 'script-src', 'default-src'],
  stylesheet: ['style-src-elem', 'style-src', 'default-src'],
  style: ['style-src-attr', 'style-src', 'default-src'],
  inlineScript: ['script-src-elem', 'script-src', 'default-src'],
  styleElement: ['style-src-elem', 'style-src', 'default-src'],
  headScript: ['script-src-elem', 'script-src', 'default-src'],
};
const DIRECTIVE_OF: Record<Kind, string> = {
  img: 'img-src',
  media: 'media-src',
  frame: 'frame-src',
  script: 'script-src',
  stylesheet: 'style-src',
  style: 'style-src-attr',
  inlineScript: 'script-src',
  styleElement: 'style-src',
  headScript: 'script-src',
};

function sourceMatches(source: string, origin: string, siteOrigin: string): boolean {
  const s = source.toLowerCase();
  if (s === '*') return /^https?:/.test(origin);
  if (s === "'self'") return origin === siteOrigin;
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return origin.startsWith(s);
  const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/.exec(s);
  if (!m) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (m[1] && url.protocol !== `${m[1]}:` && !(m[1] === 'http' && url.protocol === 'https:'))
    return false;
  if (!m[1] && url.protocol !== 'https:' && url.protocol !== new URL(siteOrigin).protocol)
    return false;
  const host = url.hostname;
  if (m[2] ? !host.endsWith('.' + m[3]) : host !== m[3]) return false;
  if (m[4] && m[4] !== '*' && url.port !== m[4]) return false;
  return true;
}

/** Whether `policy` lets a page of `siteOrigin` use this; undefined when it does, else the directive that blocks it. */
export function blockedBy(policy: string, use: Use, siteOrigin: string): string | undefined {
  const p = parsePolicy(policy);
  const name = FALLBACK[use.kind].find((d) => p.has(d));
  if (!name) return undefined;
  const sources = p.get(name)!.map((x) => x.toLowerCase());
  // A head script the policy names by its hash runs.
  if (use.kind === 'headScript' && sources.includes(scriptHash(use.value).toLowerCase()))
    return undefined;
  if (
    use.kind === 'style' ||
    use.kind === 'inlineScript' ||
    use.kind === 'styleElement' ||
    use.kind === 'headScript'
  ) {
    const hashOrNonce = sources.some((x) => /^'(nonce|sha(256|384|512))-/.test(x));
    return sources.includes("'unsafe-inline'") && !hashOrNonce ? undefined : name;
  }
  if (sources.includes("'none'")) return name;
  if (/^data:/i.test(use.value.trim())) return sources.includes('data:') ? undefined : name;
  const origin = externalOrigin(use.value) ?? siteOrigin;
  return sources.some((x) => sourceMatches(x, origin, siteOrigin)) ? undefined : name;
}

/** Where `needle` first occurs in `file` (1-based), if it does. */
function locate(file: string, needles: string[]): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  for (const needle of needles) {
    const at = text.indexOf(needle);
    if (at < 0) continue;
    const before = text.slice(0, at);
    return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
  }
  return undefined;
}

/** What every page's head loads (a Docusaurus config's scripts, stylesheets) and `policy` blocks. */
function headUsesBlocked(
  policy: string,
  head: { uses: Use[]; configFile: string },
  setting: CspSetting,
  siteOrigin: string,
): Diagnostic[] {
  const errors: Diagnostic[] = [];
  for (const use of head.uses) {
    const blocked = blockedBy(policy, use, siteOrigin);
    if (blocked)
      errors.push({
        file: head.configFile,
        ...locate(head.configFile, [use.value]),
        severity: 'error',
        message: `the Content-Security-Policy (csp: ${setting === 'strict' ? "'strict'" : "the site's own policy"}) blocks the ${use.kind} ${use.value} that every page's head loads, by its ${blocked}`,
        hint: `allow ${externalOrigin(use.value) ?? use.value} in ${DIRECTIVE_OF[use.kind]}, serve the file from static/, or set csp to 'derived'`,
        kind: 'csp',
      });
  }
  return errors;
}

/** How an error names what a page uses. */
function describeUse(use: Use): string {
  return use.kind === 'style'
    ? `an inline style attribute (style="${use.value}")`
    : use.kind === 'styleElement'
      ? `the inline styles a ${use.value} diagram writes into its SVG`
      : use.kind === 'inlineScript'
        ? `an inline <script> (${use.value}…)`
        : use.kind === 'headScript'
          ? `the inline <script> of a <Head> (${use.value.trim().slice(0, 60)}…)`
          : `<${use.tag}> from ${externalOrigin(use.value) ?? use.value}`;
}

/**
 * The policy of one build: the meta tag's policy to write into each page, a scan of each rendered
 * page, then (`finish`) the pages written again if the derived policy grew, or a build error for
 * what an explicit policy blocks; `header` is the `_headers` file's policy.
 */
export function createSiteCsp(params: {
  siteConfig: SiteConfig;
  inlineScripts: string[];
  /** External scripts and stylesheets every page's head loads (plugins/pages/siteHead.ts). */
  head?: { uses: Use[]; configFile: string };
}) {
  const { siteConfig, inlineScripts } = params;
  const setting: CspSetting = siteConfig.csp ?? 'derived';
  const siteOrigin = new URL(siteConfig.url).origin;
  const usage = emptyUsage();
  const pages: string[] = [];
  const errors: Diagnostic[] = [];
  const reported = new Set<string>();
  const policyFor = (forMeta: boolean, u?: CspUsage) =>
    setting === false
      ? undefined
      : setting === 'derived' || setting === 'strict'
        ? buildCsp({ inlineScripts, siteConfig, forMeta, usage: u })
        : ownPolicy(setting, inlineScripts, forMeta);
  // What the site's head loads from elsewhere: allowed by the derived policy from the start.
  const headUses = params.head?.uses ?? [];
  if (setting === 'derived') {
    for (const use of headUses) {
      const origin = externalOrigin(use.value);
      if (origin && (use.kind === 'script' || use.kind === 'stylesheet'))
        (usage[use.kind] ??= new Set()).add(origin);
    }
    addAnalyticsUsage(usage, headUses, inlineScripts);
  }
  /** The policy the pages are written with first. */
  const meta = policyFor(true, setting === 'derived' ? usage : undefined);
  // With a policy of its own or 'strict', what the head loads and the policy blocks fails the build.
  if (meta && setting !== 'derived' && params.head)
    errors.push(...headUsesBlocked(meta, params.head, setting, siteOrigin));
  return {
    meta,
    /**
     * Reads what a rendered page uses (its app HTML, or what a previous build found in it); gives
     * the uses. `source` is the file it was made from.
     */
    scan(file: string, page: string | readonly Use[], module?: string): readonly Use[] {
      if (setting === false) return [];
      const source = module && !module.startsWith('virtual:') ? module : undefined;
      pages.push(file);
      const uses = typeof page === 'string' ? findUses(page) : page;
      for (const use of uses) {
        if (setting === 'derived' && use.kind !== 'inlineScript') {
          if (use.kind === 'headScript')
            (usage.scriptHashes ??= new Set()).add(scriptHash(use.value));
          else if (use.kind === 'style') usage.inlineStyle = true;
          else if (use.kind === 'styleElement') usage.inlineStyleElements = true;
          else {
            const origin = externalOrigin(use.value);
            if (origin) (usage[use.kind] ??= new Set()).add(origin);
          }
          continue;
        }
        const blocked = setting === 'derived' ? 'script-src' : blockedBy(meta!, use, siteOrigin);
        if (!blocked) continue;
        const key = `${source ?? file}\0${use.kind}\0${use.value}`;
        if (reported.has(key)) continue;
        reported.add(key);
        const pos = source
          ? locate(
              source,
              use.kind === 'style'
                ? ['style={', 'style="', "style='"]
                : use.kind === 'styleElement'
                  ? ['```mermaid', '~~~mermaid', '<Mermaid', 'Mermaid']
                  : use.kind === 'inlineScript' || use.kind === 'headScript'
                    ? ['<script']
                    : [use.value],
            )
          : undefined;
        const what = describeUse(use);
        const allow =
          use.kind === 'style'
            ? `"${DIRECTIVE_OF.style} 'unsafe-inline'"`
            : use.kind === 'styleElement'
              ? `"style-src 'self' 'unsafe-inline'"`
              : `${externalOrigin(use.value)} in ${DIRECTIVE_OF[use.kind]}`;
        errors.push({
          file: source ?? file,
          ...pos,
          severity: 'error',
          message: `the Content-Security-Policy (csp: ${setting === 'strict' || setting === 'derived' ? `'${setting}'` : "the site's own policy"}) blocks ${what}, by its ${blocked}, on the page ${file}`,
          hint:
            use.kind === 'headScript'
              ? `add ${scriptHash(use.value)} to the policy's script-src, set csp to 'derived' (it allows the script by its hash), or load the code from a file (<script src> in the Head)`
              : use.kind === 'inlineScript'
                ? 'put the code in a file (static/, loaded with <script src>) or in a React component; no policy of this site runs scripts written into a page'
                : use.kind === 'styleElement'
                  ? `the diagram cannot be drawn under this policy: set csp in site.config.ts to 'derived' (it allows inline styles on sites with diagrams), or to a policy with ${allow}`
                  : use.kind === 'style'
                    ? `use a class (and a stylesheet) instead of the style attribute, or allow inline styles: set csp in site.config.ts to 'derived', or to a policy with ${allow}`
                    : `serve the file from static/ instead, or allow it: set csp in site.config.ts to 'derived', or to a policy with ${allow}`,
          kind: 'csp',
        });
      }
      return uses;
    },
    /**
     * After every page is written: throws what an explicit policy blocks; with the derived policy,
     * writes each page again with a policy that allows what the pages use, if they use anything,
     * and gives the new sizes of the pages it wrote (the prerender cache records them).
     */
    finish(dir: string, write: (file: string, content: string) => void): Map<string, number> {
      const sizes = new Map<string, number>();
      if (errors.length) throw new BuildError(errors);
      if (setting !== 'derived' || !meta) return sizes;
      const wider = policyFor(true, usage)!;
      if (wider === meta) return sizes;
      const from = `content="${escapeHtml(meta)}"`;
      const to = `content="${escapeHtml(wider)}"`;
      for (const file of pages) {
        const abs = join(dir, file);
        const html = readFileSync(abs, 'utf8');
        // The writer replaces the page (a hard link to the previous output's is unlinked first,
        // one written in place is kept aside in the undo journal: writeFiles.ts).
        const rewritten = html.replace(from, to);
        write(file, rewritten);
        sizes.set(file, Buffer.byteLength(rewritten));
      }
      return sizes;
    },
    /** The `_headers` file's policy (after `finish`). */
    header: () => policyFor(false, setting === 'derived' ? usage : undefined),
  };
}

/** A `_headers` file (Netlify / Cloudflare Pages format) for CDN deployments. */
export function generateHeadersFile(params: { csp?: string; baseUrl: string }): string {
  const base = params.baseUrl.replace(/\/$/, '');
  return [
    `${base}/*`,
    ...(params.csp ? [`  Content-Security-Policy: ${params.csp}`] : []),
    `  X-Content-Type-Options: nosniff`,
    `  Referrer-Policy: strict-origin-when-cross-origin`,
    `  Cache-Control: public, max-age=0, must-revalidate`,
    `${base}/assets/*`,
    `  Cache-Control: public, max-age=31536000, immutable`,
    '',
  ].join('\n');
}

/** Reads the headers for a path back from a `_headers` file (later blocks override earlier ones). */
export function headersForPath(headersFile: string, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  let active = false;
  for (const line of headersFile.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const re = new RegExp(
        '^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$',
      );
      active = re.test(path);
      continue;
    }
    if (!active) continue;
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}
