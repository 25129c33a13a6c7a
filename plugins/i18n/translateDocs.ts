// A docs version's translations for one locale: where its translated docs are
// (`i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/<current|version-X>/`) and its labels
// (`current.json`/`version-X.json`: version label, sidebar categories, links, generated indexes),
// keyed as Docusaurus's write-translations writes them.
import { join } from 'node:path';
import type { GeneratedIndexMetadata, NavLink, SidebarItem } from '../../src/shared/types.js';
import { readTranslationFile } from './translationFiles.js';

/** The folder of a plugin's translations: `docusaurus-plugin-content-docs`, `…-docs-<id>`. */
export function pluginI18nDir(localizationDir: string, pluginName: string, pluginId: string) {
  return join(localizationDir, pluginId === 'default' ? pluginName : `${pluginName}-${pluginId}`);
}

export interface DocsVersionTranslations {
  /** The version's translated docs. */
  contentDir: string;
  /** The messages of its `current.json` / `version-X.json`. */
  messages: Record<string, string>;
}

/** A docs version's folder of translated docs (`…-docs[-<id>]/current`, `…/version-X`). */
export function versionLocalizedDir(
  localizationDir: string,
  pluginId: string,
  versionName: string,
): string {
  const base = pluginI18nDir(localizationDir, 'docusaurus-plugin-content-docs', pluginId);
  return join(base, versionName === 'current' ? 'current' : `version-${versionName}`);
}

export function docsVersionTranslations(
  localizationDir: string,
  pluginId: string,
  versionName: string,
): DocsVersionTranslations {
  const contentDir = versionLocalizedDir(localizationDir, pluginId, versionName);
  return { contentDir, messages: readTranslationFile(`${contentDir}.json`) };
}

/**
 * Gives each sidebar's categories and links their translated labels (in place), and the
 * previous/next links to a category's generated index the category's translated label: the
 * category pages' own, and the docs' in `navigation` when given (Docusaurus 3.10+).
 */
export function translateSidebars(
  sidebars: Record<string, SidebarItem[]>,
  generatedIndexes: (GeneratedIndexMetadata & { items: SidebarItem[] })[],
  messages: Record<string, string>,
  navigation?: Map<string, { previous?: NavLink; next?: NavLink }>,
): void {
  if (Object.keys(messages).length === 0) return;
  const categoryLabels = new Map<string, string>();
  // A generated index's page is found by its category's link.
  const indexes = new Map(generatedIndexes.map((g) => [g.permalink, g]));
  const walk = (name: string, items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        const key = `sidebar.${name}.category.${item.label}`;
        const index = item.href !== undefined ? indexes.get(item.href) : undefined;
        if (index) {
          const title = messages[`${key}.link.generated-index.title`];
          const description = messages[`${key}.link.generated-index.description`];
          if (title !== undefined) index.title = title;
          else if (messages[key] !== undefined && index.title === item.label)
            index.title = messages[key];
          if (description !== undefined) index.description = description;
        }
        walk(name, item.items);
        if (messages[key] !== undefined) {
          item.label = messages[key];
          // Only a generated index's links take the label (a category's doc is named by the doc).
          if (index) categoryLabels.set(item.href!, item.label);
        }
      } else if (item.type === 'link') {
        const kind = item.docId !== undefined ? 'doc' : 'link';
        const message = messages[`sidebar.${name}.${kind}.${item.label}`];
        if (message !== undefined) item.label = message;
      }
    }
  };
  for (const [name, items] of Object.entries(sidebars)) walk(name, items);
  const relabel = (link: NavLink | undefined) => {
    const label = link && categoryLabels.get(link.permalink);
    if (link && label !== undefined) link.title = label;
  };
  for (const page of [...(navigation?.values() ?? []), ...generatedIndexes]) {
    relabel(page.previous);
    relabel(page.next);
  }
}
