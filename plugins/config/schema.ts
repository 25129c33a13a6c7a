// Schemas for every author-written input: site config, sidebars, _category_ files and front matter.
// The schemas are also the types (z.input for authors, z.output for the code).
import { z } from 'zod';
import { SIDEBAR_LEVEL_LIMIT } from '../../src/shared/constants.js';
import { DEFAULT_MAGIC_COMMENTS } from '../mdx/magicComments.js';

const reportLevel = z.enum(['ignore', 'log', 'warn', 'throw']);

/** A remark or rehype plugin as Docusaurus's docs options name one: `plugin` or `[plugin, options]`. */
const mdxPlugin = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', {
  message: 'a plugin function (import it), or [plugin, options]',
});
const mdxPlugins = z.array(z.union([mdxPlugin, z.tuple([mdxPlugin, z.unknown()])])).optional();

export const SiteConfigSchema = z
  .object({
    /** Site title, shown in the navbar and after `|` in every page title. */
    title: z.string().min(1),
    /** One line under the title on the home page and in metadata. */
    tagline: z.string().default(''),
    /** Production origin, e.g. `https://docs.example.com` (no path). */
    url: z
      .string()
      .regex(
        /^https?:\/\/[^/]+$/,
        'an origin such as "https://docs.example.com" (no path, no trailing slash)',
      ),
    /** Path the site is served under, starting and ending with `/`. */
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/", e.g. "/" or "/docs/"'),
    favicon: z.string().optional(),
    /** Any data for the site's own code (`useDocusaurusContext().siteConfig.customFields`). */
    customFields: z.record(z.string(), z.unknown()).optional(),
    trailingSlash: z.boolean().optional(),
    onBrokenLinks: reportLevel.default('warn'),
    onBrokenAnchors: reportLevel.default('warn'),
    navbar: z
      .object({
        title: z.string().optional(),
        logo: z
          .object({ alt: z.string(), src: z.string(), srcDark: z.string().optional() })
          .strict()
          .optional(),
        /** Links (`href`) or dropdowns (`items`: a list of `{label, href}`), on the left or the right. */
        items: z
          .array(
            z.union([
              z
                .object({
                  label: z.string(),
                  href: z.string(),
                  position: z.enum(['left', 'right']).default('left'),
                })
                .strict(),
              z
                .object({
                  label: z.string(),
                  items: z.array(z.object({ label: z.string(), href: z.string() }).strict()).min(1),
                  position: z.enum(['left', 'right']).default('left'),
                })
                .strict(),
            ]),
          )
          .default([]),
      })
      .strict()
      .default({ items: [] }),
    footer: z
      .object({
        style: z.enum(['dark', 'light']).default('dark'),
        copyright: z.string().optional(),
      })
      .strict()
      .default({ style: 'dark' }),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        respectPrefersColorScheme: z.boolean().default(false),
        disableSwitch: z.boolean().default(false),
      })
      .strict()
      .default({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }),
    announcementBar: z
      .object({
        id: z.string().default('announcement-bar'),
        content: z.string(),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    docs: z
      .object({
        /** Path of the sidebars file relative to the site; `false` for no sidebar. */
        sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
        showLastUpdateTime: z.boolean().default(true),
        breadcrumbs: z.boolean().default(true),
        /** A sidebar level with more entries is shown in ranges of at most this many (src/shared/sidebar.ts groupLevel). */
        sidebarLevelLimit: z.number().int().min(2).default(SIDEBAR_LEVEL_LIMIT),
        toc: z
          .object({
            minHeadingLevel: z.number().int().min(2).max(6).default(2),
            maxHeadingLevel: z.number().int().min(2).max(6).default(3),
          })
          .strict()
          .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
        /** Remark/rehype plugins for every doc, as in Docusaurus's docs plugin: before or after ours. */
        beforeDefaultRemarkPlugins: mdxPlugins,
        remarkPlugins: mdxPlugins,
        beforeDefaultRehypePlugins: mdxPlugins,
        rehypePlugins: mdxPlugins,
      })
      .strict()
      .default({
        showLastUpdateTime: true,
        breadcrumbs: true,
        sidebarLevelLimit: SIDEBAR_LEVEL_LIMIT,
        toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      }),
    /**
     * Content-Security-Policy (plugins/output/csp.ts): 'derived' allows what the pages use,
     * 'strict' only the site's own files (blocked content fails the build), a string is the site's
     * own policy (checked the same way), false sends none.
     */
    csp: z
      .union([
        z.literal(false),
        z.enum(['derived', 'strict']),
        z
          .string()
          .regex(
            /^\s*[a-z-]+\s+[^;]+(;\s*[a-z-]+(\s+[^;]*)?)*;?\s*$/,
            "'derived', 'strict', false, or a policy such as \"default-src 'self'; img-src 'self' https:\"",
          ),
      ])
      .default('derived'),
    /** Code blocks. `magicComments`: Docusaurus's `themeConfig.prism.magicComments` (plugins/mdx/magicComments.ts). */
    code: z
      .object({
        magicComments: z
          .array(
            z
              .object({
                className: z.string().min(1),
                line: z.string().min(1).optional(),
                block: z
                  .object({ start: z.string().min(1), end: z.string().min(1) })
                  .strict()
                  .optional(),
              })
              .strict(),
          )
          .default(DEFAULT_MAGIC_COMMENTS),
      })
      .strict()
      .default({ magicComments: DEFAULT_MAGIC_COMMENTS }),
    search: z
      .object({
        placeholder: z.string().default('Search docs'),
        /** Where "Let us know." points when a search finds nothing; `{query}` is replaced by the query. */
        missingResultsUrl: z.string().optional(),
        /**
         * Groups of words or phrases the built-in search treats as one another (`['pinout',
         * 'connector pins']`): the reader's words for the site's. Not used with Algolia.
         */
        synonyms: z.array(z.array(z.string().min(1)).min(2)).optional(),
        algolia: z
          .object({
            appId: z.string().min(1),
            apiKey: z.string().min(1),
            indexName: z.string().min(1),
            contextualSearch: z.boolean().default(true),
            searchParameters: z.record(z.string(), z.unknown()).optional(),
            externalUrlRegex: z.string().optional(),
            searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
          })
          .strict()
          .optional(),
      })
      .strict()
      .default({ placeholder: 'Search docs' }),
  })
  .strict();

export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

const categoryLinkSchema = z.union([
  z.object({ type: z.literal('doc'), id: z.string() }).strict(),
  z
    .object({
      type: z.literal('generated-index'),
      slug: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      image: z.string().optional(),
      keywords: z.array(z.string()).optional(),
    })
    .strict(),
]);

export const CategoryMetadataSchema = z
  .object({
    label: z.string().optional(),
    description: z.string().optional(),
    position: z.number().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
    link: z.union([categoryLinkSchema, z.null()]).optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type CategoryMetadata = z.output<typeof CategoryMetadataSchema>;

const common = {
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  /** A key that tells items of the same label apart (Docusaurus 3.9 translations); not shown. */
  key: z.string().optional(),
};

/** A list of items, or the shorthand `{ Label: items }` (categories), nested as deep as wanted. */
export type SidebarConfig = SidebarItemConfig[] | SidebarCategoriesShorthand;
export interface SidebarCategoriesShorthand {
  [label: string]: SidebarConfig;
}

export interface SidebarItemConfigCategory extends SidebarItemCommon {
  type: 'category';
  label: string;
  items: SidebarConfig;
  link?: z.output<typeof categoryLinkSchema> | null;
  collapsed?: boolean;
  collapsible?: boolean;
  description?: string;
  className?: string;
  customProps?: Record<string, unknown>;
}
interface SidebarItemCommon {
  className?: string;
  customProps?: Record<string, unknown>;
  key?: string;
}
export type SidebarItemConfig =
  | string
  | ({ type: 'doc' | 'ref'; id: string; label?: string } & SidebarItemCommon)
  | ({
      type: 'link';
      href: string;
      label: string;
      description?: string;
      autoAddBaseUrl?: boolean;
    } & SidebarItemCommon)
  | ({ type: 'html'; value: string; defaultStyle?: boolean } & SidebarItemCommon)
  | ({ type: 'autogenerated'; dirName: string } & SidebarItemCommon)
  | SidebarItemConfigCategory
  | SidebarCategoriesShorthand;

export const SidebarItemSchema: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.string(),
    z
      .object({
        type: z.enum(['doc', 'ref']),
        id: z.string(),
        label: z.string().optional(),
        ...common,
      })
      .strict(),
    z
      .object({
        type: z.literal('link'),
        href: z.string(),
        label: z.string(),
        description: z.string().optional(),
        autoAddBaseUrl: z.boolean().optional(),
        ...common,
      })
      .strict(),
    z
      .object({
        type: z.literal('html'),
        value: z.string(),
        defaultStyle: z.boolean().optional(),
        ...common,
      })
      .strict(),
    z
      .object({
        type: z.literal('autogenerated'),
        dirName: z
          .string()
          .regex(
            /^(\.|[^/].*[^/]|[^/])$/,
            'a folder relative to docs/, without leading or trailing "/" ("." for all docs)',
          ),
        ...common,
      })
      .strict(),
    z
      .object({
        type: z.literal('category'),
        label: z.string(),
        items: SidebarConfigSchema,
        link: categoryLinkSchema.nullable().optional(),
        collapsed: z.boolean().optional(),
        collapsible: z.boolean().optional(),
        description: z.string().optional(),
        ...common,
      })
      .strict(),
    ShorthandSchema,
  ]),
) as z.ZodType<SidebarItemConfig>;

/** `{ Label: items }`: categories, whose items may be the same shorthand again. */
const ShorthandSchema: z.ZodType<SidebarCategoriesShorthand> = z.lazy(() =>
  z.record(
    z
      .string()
      .refine(
        (k) => k !== 'type',
        'a sidebar item "type" of doc, ref, link, html, autogenerated or category',
      ),
    SidebarConfigSchema,
  ),
) as z.ZodType<SidebarCategoriesShorthand>;
const SidebarConfigSchema: z.ZodType<SidebarConfig> = z.lazy(() =>
  z.union([z.array(SidebarItemSchema), ShorthandSchema]),
) as z.ZodType<SidebarConfig>;

export const SidebarsSchema = z.record(z.string(), SidebarConfigSchema);
export type SidebarsConfig = z.output<typeof SidebarsSchema>;

const headingLevel = z.number().int().min(2).max(6);

/** Docusaurus doc front matter; unknown keys are kept, known keys must have the right type. */
export const FrontMatterSchema = z
  .object({
    id: z
      .string()
      .refine((s) => !s.includes('/'), 'an id without "/" (use folders for nesting)')
      .optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    slug: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    pagination_label: z.string().optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    parse_number_prefixes: z.boolean().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    displayed_sidebar: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    toc_min_heading_level: headingLevel.optional(),
    toc_max_heading_level: headingLevel.optional(),
    last_update: z
      .object({ author: z.string().optional(), date: z.union([z.string(), z.date()]).optional() })
      .refine(
        (v) => v.author !== undefined || v.date !== undefined,
        'an object with "author" and/or "date"',
      )
      .optional(),
    tags: z
      .array(z.union([z.string(), z.object({ label: z.string(), permalink: z.string() })]))
      .optional(),
    custom_edit_url: z.string().nullable().optional(),
  })
  .passthrough()
  .refine((fm) => !(fm.draft && fm.unlisted), {
    message: "Can't be draft and unlisted at the same time.",
    path: ['unlisted'],
  })
  .refine(
    (fm) =>
      !(
        fm.toc_min_heading_level &&
        fm.toc_max_heading_level &&
        fm.toc_min_heading_level > fm.toc_max_heading_level
      ),
    {
      message: 'toc_min_heading_level must not exceed toc_max_heading_level',
      path: ['toc_min_heading_level'],
    },
  );
export type FrontMatter = z.output<typeof FrontMatterSchema>;

/** Turns a zod issue into "what is wrong and what to write instead". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.') || '(root)';
  if (issue.code === 'unrecognized_keys')
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${[...issue.path, k].join('.')}"`).join(', ')}`;
  if (issue.code === 'invalid_type')
    return `"${path}" must be ${issue.expected}${'received' in issue ? '' : ''}`;
  if (issue.code === 'invalid_value')
    return `"${path}" must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_union') return `"${path}" has an unexpected shape`;
  return `"${path}": expected ${issue.message}`;
}
