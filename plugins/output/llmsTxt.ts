// Machine-readable output: llms.txt (one line per listed page, grouped by sidebar section),
// llms-full.txt (every listed page as Markdown) and a .md file beside each page.
import type { SiteData } from '../loadSite.js';
import type { SidebarItem } from '../../src/shared/types.js';
import { normalizePathname } from '../../src/shared/paths.js';
import { absoluteUrlOf, finishMarkdown, flattenSidebarLinks } from './markdownExport.js';
import { joinedPieces } from './writeFiles.js';
import { sidebarsOf } from '../builtins/docsViews.js';
import { pageMetadataOf } from '../lifecycle/markdownPages.js';

/** `/a/b/` → `a/b.md`, `/` → `index.md`. */
export function markdownFileFor(permalink: string): string {
  const clean = permalink.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.md' : `${clean}.md`;
}

/**
 * For every path in a sidebar, the items of the deepest category holding it (the category's own
 * items when the path is the category's page; the top level outside any category): what
 * `getCurrentCategoryItems` (src/shared/sidebar.ts) answers for one path, for all paths in one
 * walk. The first match in document order wins, as there. Keys are compared like `isSamePath`.
 */
export function categoryItemsByPath(items: SidebarItem[]): Map<string, SidebarItem[]> {
  const out = new Map<string, SidebarItem[]>();
  const add = (href: string, list: SidebarItem[]) => {
    const key = normalizePathname(href).toLowerCase();
    if (!out.has(key)) out.set(key, list);
  };
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'link') add(item.href, list);
      if (item.type === 'category') {
        if (item.href !== undefined) add(item.href, item.items);
        walk(item.items);
      }
    }
  };
  walk(items);
  return out;
}

/**
 * `bodyOf` gives a doc's Markdown body: the build takes it from the doc's compile (the compiler's
 * `markdown` option), so no page is parsed twice.
 */
export async function generateMachineReadable(
  site: SiteData,
  options: { bodyOf: (doc: SiteData['docs'][number]) => Promise<string> },
): Promise<{ files: Map<string, string | Iterable<string>> }> {
  const { siteConfig } = site;
  const absolute = absoluteUrlOf(siteConfig.url, siteConfig.baseUrl);
  const listed = site.docs.filter((d) => !d.unlisted && !d.draft);
  const byPermalink = new Map(listed.map((d) => [d.permalink, d]));
  const categoryItems = new Map(
    Object.entries(sidebarsOf(site)).map(([name, items]) => [name, categoryItemsByPath(items)]),
  );
  const toMarkdown = async (doc: SiteData['docs'][number]): Promise<string> => {
    const sidebar = pageMetadataOf(site, doc.filePath)?.sidebar;
    const body = await options.bodyOf(doc);
    // Made only for a page that shows a card list (finishMarkdown calls it then).
    const cards = () =>
      (sidebar
        ? (categoryItems.get(sidebar)?.get(normalizePathname(doc.permalink).toLowerCase()) ??
          sidebarsOf(site)[sidebar] ??
          [])
        : []
      ).flatMap((i) =>
        i.type === 'link' && !i.unlisted && i.href !== doc.permalink
          ? [{ label: i.label, href: i.href, description: byPermalink.get(i.href)?.description }]
          : i.type === 'category' && i.href && !i.linkUnlisted
            ? [{ label: i.label, href: i.href, description: i.description }]
            : [],
      );
    return finishMarkdown({
      title: doc.title,
      description: doc.description,
      url: absolute(doc.permalink),
      body,
      cards,
      absolute,
    });
  };
  const converted = await Promise.all(listed.map(toMarkdown));
  const files = new Map<string, string | Iterable<string>>();
  const markdown = new Map<string, string>();
  listed.forEach((doc, i) => {
    markdown.set(doc.permalink, converted[i]!);
    files.set(markdownFileFor(doc.permalink), converted[i]!);
  });
  // llms.txt: sidebar order first, then listed docs outside every sidebar.
  const seen = new Set<string>();
  const sections = new Map<string, string[]>();
  const line = (href: string, label: string) => {
    const doc = byPermalink.get(href);
    if (!doc || seen.has(href)) return;
    seen.add(href);
    return `- [${label}](${absolute(href)}): ${doc.description}`;
  };
  for (const items of Object.values(sidebarsOf(site))) {
    for (const link of flattenSidebarLinks(items)) {
      const l = line(link.href, link.label);
      if (!l) continue;
      const name = link.section || 'Overview';
      const lines = sections.get(name);
      if (lines) lines.push(l);
      else sections.set(name, [l]);
    }
  }
  const others = listed.map((d) => line(d.permalink, d.title)).filter((l): l is string => !!l);
  if (others.length) sections.set('Other pages', others);
  const llms = [
    `# ${siteConfig.title}`,
    '',
    ...(siteConfig.tagline ? [`> ${siteConfig.tagline}`, ''] : []),
    ...[...sections].flatMap(([name, lines]) => [`## ${name}`, '', ...lines, '']),
  ].join('\n');
  files.set('llms.txt', llms);
  const ordered = [...seen, ...listed.map((d) => d.permalink).filter((p) => !seen.has(p))];
  // In pieces (see FileContent in writeFiles.ts): at 10,000 pages it is 50 MB.
  files.set(
    'llms-full.txt',
    joinedPieces(
      ordered.map((p) => markdown.get(p)!),
      '\n\n---\n\n',
    ),
  );
  return { files };
}
