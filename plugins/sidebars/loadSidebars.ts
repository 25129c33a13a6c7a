// The sidebars stage: the five steps in order (normalise, generate, validate, post-process, navigate).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { GeneratedIndexMetadata, SidebarItem } from '../../src/shared/types.js';
import { CategoryMetadataSchema, describeIssue, type SidebarsConfig } from '../config/schema.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import type { DocMetadata } from '../docs/docMetadata.js';
import { generateSidebarItems, type CategoriesMetadata } from './generateSidebarItems.js';
import { cardDescriptionsByPage } from './cardDescriptions.js';
import { parseCategoryFile } from './parseCategoryFile.js';
import { computeDocNavigation, flattenNavigation, type DocNavigation } from './navigation.js';
import { normalizeSidebars } from './normalizeSidebars.js';
import { findUnknownDocIds, suggestId, toClientItems } from './postProcessSidebars.js';

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** Reads and validates every `_category_` file under docs/, keyed by folder (raw names). */
export function readCategoriesMetadata(docsDir: string): {
  categories: CategoriesMetadata;
  warnings: Diagnostic[];
} {
  const categories: CategoriesMetadata = {};
  const warnings: Diagnostic[] = [];
  if (!existsSync(docsDir)) return { categories, warnings };
  const files = (readdirSync(docsDir, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => CATEGORY_FILES.includes(f.split('/').pop()!));
  const errors: Diagnostic[] = [];
  for (const rel of files.sort()) {
    const dir = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '.';
    const file = join(docsDir, rel);
    if (categories[dir]) {
      warnings.push({
        file,
        severity: 'warning',
        message: `several _category_ files in one folder; using the first one found`,
        kind: 'category',
      });
      continue;
    }
    let raw: unknown;
    try {
      raw = parseCategoryFile(file, readFileSync(file, 'utf8'));
    } catch (e) {
      const err = e as { linePos?: { line: number; col: number }[]; message: string };
      errors.push({
        file,
        line: err.linePos?.[0]?.line,
        column: err.linePos?.[0]?.col,
        severity: 'error',
        message: `invalid category file: ${err.message.split('\n')[0]}`,
        hint: 'write a JSON object such as {"label": "Guides", "position": 2}',
      });
      continue;
    }
    const parsed = CategoryMetadataSchema.safeParse(raw ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({
          file,
          severity: 'error',
          message: describeIssue(issue),
          hint: 'allowed keys: label, description, position, collapsed, collapsible, className, link, customProps, key',
        });
      continue;
    }
    categories[dir] = parsed.data;
  }
  if (errors.length) throw new BuildError(errors);
  return { categories, warnings };
}

export interface LoadedSidebars {
  /** Client-shaped sidebars, by name. */
  sidebars: Record<string, SidebarItem[]>;
  navigation: Map<string, DocNavigation>;
  generatedIndexes: (GeneratedIndexMetadata & { items: SidebarItem[] })[];
  warnings: Diagnostic[];
}

export function loadSidebars(params: {
  siteDir: string;
  /** The docs folder (absolute; `<siteDir>/docs` when not given). */
  docsDir?: string;
  sidebarsConfig: SidebarsConfig | false;
  sidebarsFile?: string;
  docs: DocMetadata[];
  draftIds: string[];
  routeBasePath?: string;
  /** The docs' `sidebarCollapsible` / `sidebarCollapsed`: what a category is when it does not say. */
  categoryDefaults?: { collapsible: boolean; collapsed: boolean };
}): LoadedSidebars {
  const { siteDir, docs, draftIds } = params;
  const docsDir = params.docsDir ?? join(siteDir, 'docs');
  const sidebarsFile = params.sidebarsFile ?? join(siteDir, 'sidebars.ts');
  const { categories, warnings } = readCategoriesMetadata(docsDir);
  if (params.sidebarsConfig === false)
    return {
      sidebars: {},
      navigation: new Map(docs.map((d) => [d.id, {}])),
      generatedIndexes: [],
      warnings,
    };

  // 1. normalise
  const normalizedRaw = normalizeSidebars(params.sidebarsConfig);
  // 2. generate
  const normalized: typeof normalizedRaw = {};
  for (const [name, items] of Object.entries(normalizedRaw)) {
    const result = generateSidebarItems(items, docs, categories);
    normalized[name] = result.items;
    for (const w of result.warnings)
      warnings.push({ file: docsDir, severity: 'warning', message: w, kind: 'sidebar' });
  }
  // 3. validate
  const docIds = new Set(docs.map((d) => d.id));
  const missing = Object.values(normalized).flatMap((items) =>
    findUnknownDocIds(items, docIds, new Set(draftIds)),
  );
  if (missing.length) {
    const source = existsSync(sidebarsFile) ? readFileSync(sidebarsFile, 'utf8') : '';
    throw new BuildError(
      missing.map((id) => {
        const offset = source.search(
          new RegExp(`['"\`]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`),
        );
        const before = offset >= 0 ? source.slice(0, offset) : '';
        const suggestion = suggestId(id, [...docIds]);
        return {
          file: sidebarsFile,
          ...(offset >= 0
            ? { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') }
            : {}),
          severity: 'error' as const,
          message: `sidebar refers to doc id "${id}", which does not exist`,
          hint: suggestion
            ? `did you mean "${suggestion}"?`
            : `doc ids are paths under docs/ without extension or number prefixes, e.g. "${[...docIds][0] ?? 'intro'}"`,
        };
      }),
    );
  }
  // 4. post-process
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const slugger = new GithubSlugger();
  const generatedIndexes: LoadedSidebars['generatedIndexes'] = [];
  const errors: string[] = [];
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(normalized))
    sidebars[name] = toClientItems(items, {
      docsById,
      sidebarName: name,
      slugger,
      generatedIndexes,
      errors,
      routeBasePath: params.routeBasePath,
      categoryDefaults: params.categoryDefaults,
    });
  // 5. navigation
  const nav = computeDocNavigation({ docs, normalized, client: sidebars });
  errors.push(...nav.errors);
  // Descriptions for the DocCards of a category's page (./cardDescriptions.ts).
  const cards = cardDescriptionsByPage(sidebars, (id) => docsById.get(id)?.description);
  for (const g of generatedIndexes) {
    const described = cards.get(g.permalink);
    if (described) g.cardDescriptions = described;
  }
  for (const doc of docs) {
    const described = cards.get(doc.permalink);
    const entry = nav.navigation.get(doc.id);
    if (described && entry) entry.cardDescriptions = described;
  }
  for (const g of generatedIndexes) {
    // Generated-index pages paginate in the same list; unlisted docs are not filtered there.
    const list = flattenNavigation(sidebars[g.sidebar] ?? []);
    const i = list.findIndex((e) => e.docId === undefined && e.href === g.permalink);
    if (list[i - 1]) g.previous = { title: list[i - 1]!.label, permalink: list[i - 1]!.href };
    if (list[i + 1]) g.next = { title: list[i + 1]!.label, permalink: list[i + 1]!.href };
  }
  if (errors.length)
    throw new BuildError(
      errors.map((message) => ({
        file: existsSync(sidebarsFile) ? sidebarsFile : docsDir,
        severity: 'error' as const,
        message,
      })),
    );
  return { sidebars, navigation: nav.navigation, generatedIndexes, warnings };
}
