// Machine-readable output: llms.txt (one line per listed page, grouped by sidebar section),
// llms-full.txt (every listed page as Markdown) and a .md file beside each page.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCompilerVersion } from '../mdx/compileDoc.js';
import type { SiteData } from '../loadSite.js';
import { getCurrentCategoryItems } from '../../src/shared/sidebar.js';
import { withBaseUrl } from '../../src/shared/paths.js';
import { docToMarkdown, flattenSidebarLinks } from './markdownExport.js';

/** The export's own code and the MDX plugins it uses: cached exports are only reused with both unchanged. */
const EXPORT_VERSION = createHash('sha1')
  .update(readFileSync(fileURLToPath(new URL('./markdownExport.ts', import.meta.url))))
  .update(getCompilerVersion())
  .digest('hex');

/** `/a/b/` → `a/b.md`, `/` → `index.md`. */
export function markdownFileFor(permalink: string): string {
  const clean = permalink.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.md' : `${clean}.md`;
}

export async function generateMachineReadable(site: SiteData, options: { cacheDir?: string } = {}): Promise<{ files: Map<string, string> }> {
  const { siteConfig } = site;
  const absolute = (path: string) => siteConfig.url + withBaseUrl(path, siteConfig.baseUrl);
  const listed = site.docs.filter((d) => !d.unlisted && !d.draft);
  const byPermalink = new Map(listed.map((d) => [d.permalink, d]));
  const files = new Map<string, string>();
  const markdown = new Map<string, string>();
  for (const doc of listed) {
    const sidebar = site.pageMetadata.get(doc.filePath)?.sidebar;
    const items = sidebar ? getCurrentCategoryItems(site.sidebars[sidebar] ?? [], doc.permalink) : [];
    const cards = items.flatMap((i) => (i.type === 'link' && !i.unlisted && i.href !== doc.permalink ? [{ label: i.label, href: i.href, description: byPermalink.get(i.href)?.description }] : i.type === 'category' && i.href && !i.linkUnlisted ? [{ label: i.label, href: i.href, description: i.description }] : []));
    const input = { title: doc.title, description: doc.description, url: absolute(doc.permalink), body: doc.body, source: doc.source, cards };
    // Reuse the Markdown of unchanged pages across builds (keyed by everything it is made from).
    const key = createHash('sha1').update(JSON.stringify(input)).update(site.linksKey).update(EXPORT_VERSION).digest('hex');
    const cached = options.cacheDir && existsSync(join(options.cacheDir, `${key}.md`)) ? readFileSync(join(options.cacheDir, `${key}.md`), 'utf8') : undefined;
    const md = cached ?? (await docToMarkdown({ ...input, permalinkBySource: site.permalinkBySource, absolute }));
    if (!cached && options.cacheDir) {
      mkdirSync(options.cacheDir, { recursive: true });
      writeFileSync(join(options.cacheDir, `${key}.md`), md);
    }
    markdown.set(doc.permalink, md);
    files.set(markdownFileFor(doc.permalink), md);
  }
  // llms.txt: sidebar order first, then listed docs outside every sidebar.
  const seen = new Set<string>();
  const sections = new Map<string, string[]>();
  const line = (href: string, label: string) => {
    const doc = byPermalink.get(href);
    if (!doc || seen.has(href)) return;
    seen.add(href);
    return `- [${label}](${absolute(href)}): ${doc.description}`;
  };
  for (const items of Object.values(site.sidebars)) {
    for (const link of flattenSidebarLinks(items)) {
      const l = line(link.href, link.label);
      if (l) sections.set(link.section || 'Overview', [...(sections.get(link.section || 'Overview') ?? []), l]);
    }
  }
  const others = listed.map((d) => line(d.permalink, d.title)).filter((l): l is string => !!l);
  if (others.length) sections.set('Other pages', others);
  const llms = [`# ${siteConfig.title}`, '', ...(siteConfig.tagline ? [`> ${siteConfig.tagline}`, ''] : []), ...[...sections].flatMap(([name, lines]) => [`## ${name}`, '', ...lines, ''])].join('\n');
  files.set('llms.txt', llms);
  const ordered = [...seen, ...listed.map((d) => d.permalink).filter((p) => !seen.has(p))];
  files.set('llms-full.txt', ordered.map((p) => markdown.get(p)!).join('\n\n---\n\n'));
  return { files };
}
