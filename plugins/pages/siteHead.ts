// What a Docusaurus config adds to every page's <head>: `headTags` (any element, with its
// attributes and an `innerHTML`), `scripts` and `stylesheets` (a URL, or an object of attributes
// with `src` / `href`), and `themeConfig.metadata` (meta tags). `themeConfig.image` is the social
// card of pages that name none. The CSP must let the external scripts and stylesheets load
// (plugins/output/csp.ts); a script written inline in `headTags` gets its hash in script-src.
import type { DocusaurusSection } from '../config/docusaurus/types.js';
import { headTagKey } from '../../src/shared/pageHead.js';
import { escapeHtml } from '../output/htmlTemplate.js';
import type { Use } from '../output/csp.js';
import { SVG_SPRITES_HTML } from '../../src/shared/svgSprites.js';
import { isAtLeast, type DocusaurusVersion } from '../config/docusaurus/docusaurusVersion.js';

export interface SiteHead {
  /** Elements for every page's head, as HTML. */
  tags: string[];
  /**
   * `themeConfig.metadata`, before `tags`: a page's `<Head>` element of the same key (`headTagKey`)
   * replaces one, as in Docusaurus, which renders them through its Head.
   */
  metadata: SiteMetadataTag[];
  /** The bodies of inline scripts among them (the CSP allows them by hash). */
  inlineScripts: string[];
  /** External scripts and stylesheets they load (for the CSP). */
  uses: Use[];
  /** `themeConfig.image`: the social card image of pages without one of their own. */
  image?: string;
  /** Plugins' elements before and after the app in <body> (plugins/lifecycle/htmlHead.ts). */
  preBody?: string;
  postBody?: string;
}

export interface SiteMetadataTag {
  html: string;
  key?: string;
}

const VOID = new Set(['meta', 'link', 'base']);

function attributes(attrs: Record<string, unknown>): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== false && v !== undefined && v !== null)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
}

function element(tagName: string, attrs: Record<string, unknown>, innerHTML?: string): string {
  const open = `<${tagName}${attributes(attrs)}>`;
  return VOID.has(tagName.toLowerCase()) ? open : `${open}${innerHTML ?? ''}</${tagName}>`;
}

export function siteHead(section: DocusaurusSection | undefined): SiteHead {
  const out: SiteHead = { tags: [], metadata: [], inlineScripts: [], uses: [] };
  if (!section) return out;
  for (const meta of section.themeConfig.metadata) {
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(meta as Record<string, unknown>))
      if (typeof v === 'string') attributes[k] = v;
    const key = headTagKey({ tag: 'meta', attributes });
    out.metadata.push({
      html: element('meta', meta as Record<string, unknown>),
      ...(key ? { key } : {}),
    });
  }
  for (const tag of section.headTags) {
    const { innerHTML } = tag as { innerHTML?: unknown };
    const inner = typeof innerHTML === 'string' ? innerHTML : undefined;
    out.tags.push(element(tag.tagName, tag.attributes, inner));
    const name = tag.tagName.toLowerCase();
    const src = tag.attributes.src ?? tag.attributes.href;
    if (name === 'script' && typeof tag.attributes.src === 'string')
      out.uses.push({ kind: 'script', value: tag.attributes.src, tag: 'script' });
    else if (name === 'script' && inner?.trim()) out.inlineScripts.push(inner);
    else if (name === 'link' && tag.attributes.rel === 'stylesheet' && typeof src === 'string')
      out.uses.push({ kind: 'stylesheet', value: src, tag: 'link' });
  }
  // Docusaurus's bootstrap plugin gives them in this order: headTags, stylesheets, scripts.
  for (const sheet of section.stylesheets) {
    const attrs = typeof sheet === 'string' ? { href: sheet } : sheet;
    out.tags.push(element('link', { rel: 'stylesheet', ...attrs }));
    out.uses.push({ kind: 'stylesheet', value: String(attrs.href), tag: 'link' });
  }
  for (const script of section.scripts) {
    const attrs = typeof script === 'string' ? { src: script } : script;
    out.tags.push(element('script', attrs));
    out.uses.push({ kind: 'script', value: String(attrs.src), tag: 'script' });
  }
  if (section.themeConfig.image) out.image = section.themeConfig.image;
  return out;
}

/**
 * The head with the classic theme's SVG symbols first in <body>, before the plugins' elements, as
 * its own `injectHtmlTags` writes them from Docusaurus 3.8 on (src/shared/svgSprites.ts): the
 * external-link icon, and a site's icon swizzled from 3.8+, refer to them.
 */
export function withThemeSymbols(head: SiteHead, version: DocusaurusVersion | undefined): SiteHead {
  if (!isAtLeast(version, 3, 8)) return head;
  return { ...head, preBody: SVG_SPRITES_HTML + (head.preBody ?? '') };
}
