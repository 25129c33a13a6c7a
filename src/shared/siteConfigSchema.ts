// The site config's schema (site.config.ts): what an author may write, its defaults, and a one-line
// description of every field. The types the code uses are derived from it (src/shared/types.ts:
// `SiteConfig` is its output). The build validates with it (plugins/config/loadSiteConfig.ts);
// browser code imports only its types (`import type`), so zod never reaches the client bundle.
//
// Each group of options is a schema of its own: a new option goes into its group's object.
// The stylesheet subset (plugins/css/subsetInputs.ts) reads src/ for class names: a description
// naming an Infima class (dropdown, disabled, …) would keep that class's rules in the CSS.
import { bundledThemesInfo } from 'shiki/themes';
import { z } from 'zod';
import { SIDEBAR_LEVEL_LIMIT, TITLE_SEPARATOR } from './constants.js';
import { DEFAULT_MAGIC_COMMENTS } from './magicComments.js';
import { siteUrlProblem } from './siteUrl.js';

const reportLevel = z.enum(['ignore', 'log', 'warn', 'throw']);

/** What an `editUrl` function receives for each doc, as Docusaurus passes it. */
export interface EditUrlParams {
  /** The doc's path relative to the docs folder, e.g. `guide/setup.md`. */
  docPath: string;
  /** The docs folder relative to the site, e.g. `docs`. */
  versionDocsDirPath: string;
  permalink: string;
  /** `current`: the generator builds one version of the docs. */
  version: string;
  locale: string;
}

/** A remark or rehype plugin as Docusaurus's docs options name one: `plugin` or `[plugin, options]`. */
const mdxPlugin = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', {
  message: 'a plugin function (import it), or [plugin, options]',
});
const mdxPlugins = z
  .array(z.union([mdxPlugin, z.tuple([mdxPlugin, z.unknown()])]))
  .optional()
  .describe('Plugin functions, or [plugin, options] pairs.');

export { DEFAULT_MAGIC_COMMENTS, type MagicComment } from './magicComments.js';

/** The code themes when the site names none: GitHub's, high contrast (WCAG AAA for most tokens). */
export const DEFAULT_CODE_THEME = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;

/**
 * A TextMate colour theme as Shiki loads it (a VS Code theme's JSON): its name, and its rules in
 * `tokenColors` (or `settings`); `type`, `colors`, `fg` and `bg` are optional.
 */
export interface CodeThemeObject {
  name: string;
  type?: 'light' | 'dark';
  colors?: Record<string, string>;
  tokenColors?: unknown[];
  settings?: unknown[];
  fg?: string;
  bg?: string;
  [key: string]: unknown;
}

/** A Prism theme (prism-react-renderer's): `plain` styles the block, `styles` its tokens. */
export interface PrismTheme {
  plain: Record<string, unknown>;
  styles: {
    types: string[];
    languages?: string[];
    style: Record<string, unknown>;
    [key: string]: unknown;
  }[];
  [key: string]: unknown;
}

/** A Docusaurus site's Prism: its two themes and the Prism components it adds. */
export interface PrismCode {
  theme: PrismTheme;
  darkTheme: PrismTheme;
  additionalLanguages: string[];
}

const prismThemeSchema = z
  .object({
    plain: z
      .record(z.string(), z.unknown())
      .describe("The block's style (React style keys: color, backgroundColor…)."),
    styles: z
      .array(
        z
          .object({
            types: z.array(z.string()).describe('Prism token types the style applies to.'),
            languages: z
              .array(z.string())
              .optional()
              .describe('Languages it is limited to (all when absent).'),
            style: z.record(z.string(), z.unknown()).describe("The tokens' style (React keys)."),
          })
          .passthrough(),
      )
      .describe('Styles of token types, later ones over earlier ones.'),
  })
  .passthrough();

const BUNDLED_CODE_THEMES = new Set(bundledThemesInfo.map((t) => t.id));
const isCodeTheme = (v: unknown): v is string | CodeThemeObject =>
  typeof v === 'string'
    ? BUNDLED_CODE_THEMES.has(v)
    : !!v &&
      typeof v === 'object' &&
      typeof (v as CodeThemeObject).name === 'string' &&
      (Array.isArray((v as CodeThemeObject).tokenColors) ||
        Array.isArray((v as CodeThemeObject).settings));
const codeThemeSpec = z.custom<string | CodeThemeObject>(isCodeTheme, {
  message:
    'the name of a theme Shiki bundles ("github-light", "dracula", …) or a TextMate theme object { name, type, tokenColors: [...] }',
});

export const CodeSchema = z
  .object({
    theme: z
      .object({
        light: codeThemeSpec.describe('Theme of code in light mode: a Shiki theme name or object.'),
        dark: codeThemeSpec.describe('Theme of code in dark mode: a Shiki theme name or object.'),
      })
      .strict()
      .default(DEFAULT_CODE_THEME)
      .describe('Colour themes of code blocks (Docusaurus: themeConfig.prism.theme, darkTheme).'),
    magicComments: z
      .array(
        z
          .object({
            className: z.string().min(1).describe('Class of the lines a comment marks.'),
            line: z.string().min(1).optional().describe('Word marking the next line.'),
            block: z
              .object({
                start: z.string().min(1).describe('Word of the comment opening the range.'),
                end: z.string().min(1).describe('Word of the comment closing the range.'),
              })
              .strict()
              .optional()
              .describe('Words opening and closing a range of lines.'),
          })
          .strict(),
      )
      .default(DEFAULT_MAGIC_COMMENTS)
      .describe("Highlight comments (Docusaurus's themeConfig.prism.magicComments)."),
    languages: z
      .array(z.string().min(1))
      .optional()
      .describe(
        "Fence languages that are highlighted, others stay plain (Docusaurus: Prism's bundle and prism.additionalLanguages); absent: every language Shiki knows.",
      ),
    prism: z
      .object({
        theme: prismThemeSchema.describe('Prism theme of code in light mode.'),
        darkTheme: prismThemeSchema.describe('Prism theme of code in dark mode.'),
        additionalLanguages: z
          .array(z.string().min(1))
          .default([])
          .describe(
            'Prism components added to the bundled ones (prismjs/components/prism-<name>).',
          ),
      })
      .strict()
      .optional()
      .describe(
        "Highlight with prism-react-renderer's Prism and these themes instead of Shiki, as Docusaurus does (set from a Docusaurus config's themeConfig.prism).",
      ),
  })
  .strict();
export const MarkdownSchema = z
  .object({
    format: z
      .enum(['mdx', 'md', 'detect'])
      .default('mdx')
      .describe(
        "How docs are parsed: 'mdx' (every file as MDX), 'md' (CommonMark), 'detect' (.md as CommonMark, .mdx as MDX).",
      ),
    mermaid: z
      .boolean()
      .default(false)
      .describe(
        'Render ```mermaid code fences as diagrams (in the browser, on the pages that have one).',
      ),
    emoji: z
      .boolean()
      .optional()
      .describe(
        'Emoji shortcodes (`:smile:`) become emoji, as Docusaurus does by default; false keeps them as written.',
      ),
    hooks: z
      .object({
        onBrokenMarkdownLinks: reportLevel
          .default('warn')
          .describe('A `.md` link to no doc: ignored, logged, a warning or an error.'),
        onBrokenMarkdownImages: reportLevel
          .default('throw')
          .describe('An image file that does not exist: ignored, logged, a warning or an error.'),
      })
      .strict()
      .optional()
      .describe("What broken Markdown links and images are (Docusaurus 3.9's markdown.hooks)."),
    mdx1Compat: z
      .object({
        comments: z.boolean().optional().describe('`<!-- -->` comments in MDX files are dropped.'),
        admonitions: z
          .boolean()
          .optional()
          .describe('`:::note Title` is read as `:::note[Title]` (the MDX 1 title form).'),
        headingIds: z
          .boolean()
          .optional()
          .describe('`## Title {#id}` sets the id in MDX files (else MDX reads `{#id}` as code).'),
      })
      .strict()
      .optional()
      .describe(
        "MDX 1 syntax kept in MDX files (Docusaurus's markdown.mdx1Compat; each on unless false).",
      ),
  })
  .strict();

export const MermaidSchema = z
  .object({
    theme: z
      .object({
        light: z.string().min(1).default('default').describe('Mermaid theme in light mode.'),
        dark: z.string().min(1).default('dark').describe('Mermaid theme in dark mode.'),
      })
      .strict()
      .default({ light: 'default', dark: 'dark' })
      .describe("Mermaid's theme for each colour mode."),
    options: z
      .record(z.string(), z.unknown())
      .default({})
      .describe(
        "Mermaid's own configuration (mermaid.initialize), e.g. { flowchart: { curve: 'basis' } }.",
      ),
  })
  .strict();

const position = z
  .enum(['left', 'right'])
  .default('left')
  .describe('Side of the navbar the item is on.');

const navbarLinkSchema = z
  .object({
    label: z
      .string()
      .optional()
      .describe(
        'Text of the link (none for an icon link drawn by its className, with an aria-label).',
      ),
    html: z
      .string()
      .optional()
      .describe(
        "Raw HTML shown as the link instead of its label (Docusaurus's `html`: an icon and a word).",
      ),
    href: z.string().describe('Where it points: a path of the site or a full URL.'),
    externalIcon: z
      .boolean()
      .optional()
      .describe(
        "Whether a link to another site ends with the external-link icon (default true). A Docusaurus config's `to` holding a full URL sets it false: Docusaurus draws the icon for `href` links only.",
      ),
    position,
    className: z.string().optional().describe('Extra CSS class of the link.'),
    attributes: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe(
        "More attributes of the link's <a> (aria-label, rel, data-…), as Docusaurus passes a navbar link's other keys.",
      ),
    docsPluginId: z
      .string()
      .optional()
      .describe('A link into versioned docs: the docs instance (set by a Docusaurus config).'),
    versionHrefs: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'Where the link points in each version of those docs (the active or preferred one).',
      ),
    activeBasePath: z
      .string()
      .optional()
      .describe('The link is shown as the current section on every page under this path.'),
    activeBaseRegex: z
      .string()
      .optional()
      .describe('The link is shown as the current section on pages whose path matches.'),
    activeSidebars: z
      .array(z.string())
      .optional()
      .describe('The link is shown as current on the docs of these sidebars (doc items).'),
    docusaurusItem: z
      .object({
        type: z.enum(['doc', 'docSidebar']).describe("The Docusaurus item's type."),
        id: z.string().describe('Its docId, or its sidebarId.'),
      })
      .strict()
      .optional()
      .describe(
        "A Docusaurus config's `doc` or `docSidebar` item this link is (`@theme/NavbarItem` draws it as that type).",
      ),
  })
  .strict();

const versionMenuLink = z
  .object({
    label: z.string().describe('Text of the link.'),
    href: z.string().describe('Where it points: a path of the site or a full URL.'),
  })
  .strict();

const navbarDocsVersionSchema = z
  .object({
    type: z
      .enum(['docsVersion', 'docsVersionDropdown'])
      .describe('The version of the docs shown, or a menu of their versions.'),
    docsPluginId: z.string().default('default').describe('The docs instance.'),
    label: z.string().optional().describe('docsVersion: text (default: the version label).'),
    to: z.string().optional().describe("docsVersion: target (default: the version's main doc)."),
    dropdownItemsBefore: z
      .array(versionMenuLink)
      .default([])
      .describe('docsVersionDropdown: links listed before the versions.'),
    dropdownItemsAfter: z
      .array(versionMenuLink)
      .default([])
      .describe('docsVersionDropdown: links listed after the versions.'),
    versions: z
      .array(z.string())
      .optional()
      .describe('docsVersionDropdown: the versions listed (default: all).'),
    versionLabels: z
      .record(z.string(), z.string())
      .optional()
      .describe("docsVersionDropdown: labels replacing the versions' own."),
    position,
  })
  .strict();

const navbarHtmlFields = {
  type: z.literal('html').describe('Raw HTML instead of a link.'),
  value: z.string().describe('The HTML, shown as it is.'),
  className: z.string().optional().describe('Extra CSS class of the item.'),
};

const navbarHtmlSchema = z.object({ ...navbarHtmlFields, position }).strict();

/** Docusaurus's `type: 'search'` item: the search box drawn here instead of at the bar's end. */
const navbarSearchSchema = z
  .object({
    type: z.literal('search').describe('The search box, at this place in the bar.'),
    className: z.string().optional().describe("Extra CSS class of the search box's container."),
    position,
  })
  .strict();

/** A Docusaurus `custom-*` item: the site's component of that type (`@theme/NavbarItem/ComponentTypes`). */
const navbarCustomSchema = z
  .object({
    type: z
      .string()
      .regex(/^custom-/)
      .describe("The type, a key of the site's NavbarItem/ComponentTypes."),
    position,
    props: z
      .record(z.string(), z.unknown())
      .default({})
      .describe("The component's props (a Docusaurus item's other keys)."),
  })
  .strict()
  .describe("An item the site's component renders.");
/** A Docusaurus `custom-*` entry of a dropdown, drawn by `@theme/NavbarItem` like a navbar item. */
const navbarCustomEntrySchema = z
  .object({
    type: z
      .string()
      .regex(/^custom-/)
      .describe("The type, a key of the site's NavbarItem/ComponentTypes."),
    props: z
      .record(z.string(), z.unknown())
      .default({})
      .describe("The component's props (a Docusaurus entry's other keys)."),
  })
  .strict()
  .describe("An entry the site's component renders.");
/** An html item among a menu's links (Docusaurus's dropdown items may be any navbar item). */
const menuHtmlItem = z
  .object({
    type: z.literal('html').describe('Raw HTML instead of a link (a separator, a note).'),
    value: z.string().describe('The HTML, shown as it is.'),
    className: z.string().optional().describe('Extra CSS class of its list item.'),
  })
  .strict();
const localeMenuItem = z.union([
  versionMenuLink,
  menuHtmlItem,
  navbarLinkSchema
    .omit({ position: true })
    .describe("A link into the docs (a Docusaurus config's `doc` or `docSidebar` entry)."),
  navbarDocsVersionSchema
    .omit({ position: true })
    .extend({ type: z.literal('docsVersion').describe('A link to the docs version.') })
    .describe("A Docusaurus config's `docsVersion` entry: the shown version's main doc."),
]);

const navbarLocaleDropdownSchema = z
  .object({
    type: z.literal('localeDropdown').describe("A menu of the site's locales (a Docusaurus site)."),
    label: z
      .string()
      .optional()
      .describe("Accepted as Docusaurus does; its button shows the current locale's label."),
    className: z.string().optional().describe('Extra CSS class of the item.'),
    dropdownItemsBefore: z
      .array(localeMenuItem)
      .default([])
      .describe(
        'Links (or html items, or entries into the docs) listed before the locales (e.g. "Help us translate").',
      ),
    dropdownItemsAfter: z
      .array(localeMenuItem)
      .default([])
      .describe('Links (or html items, or entries into the docs) listed after the locales.'),
    queryString: z
      .string()
      .optional()
      .describe(
        "Appended to each locale's link, after the page's query and hash (`?persistLocale=true`).",
      ),
    position,
  })
  .strict();

const navbarDropdownSchema = z
  .object({
    label: z.string().optional().describe('Text of the button that opens the list (or `html`).'),
    html: z
      .string()
      .optional()
      .describe("Raw HTML shown as that button instead of a label (Docusaurus's `html`)."),
    items: z
      .array(
        z.union([
          z
            .object({
              label: z.string().optional().describe('Text of the link (or `html`).'),
              html: z
                .string()
                .optional()
                .describe("Raw HTML shown as the link instead of a label (Docusaurus's `html`)."),
              href: z.string().describe('Where it points: a path of the site or a full URL.'),
              className: z.string().optional().describe('Extra CSS class of the link.'),
              externalIcon: z
                .boolean()
                .optional()
                .describe(
                  "Whether a link to another site ends with the external-link icon (default true). A Docusaurus config's `to` holding a full URL sets it false: Docusaurus draws the icon for `href` links only.",
                ),
              attributes: z
                .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
                .optional()
                .describe(
                  "More attributes of the link's <a> (aria-label, data-…), as Docusaurus passes a dropdown link's other keys.",
                ),
            })
            .strict()
            .refine((l) => (l.label === undefined) !== (l.html === undefined), {
              message: 'a menu link has a label or html, not both',
            }),
          z.object(navbarHtmlFields).strict(),
          navbarCustomEntrySchema,
          navbarLinkSchema
            .omit({ position: true })
            .describe(
              "A link into the docs (a Docusaurus config's `doc` or `docSidebar` entry), current as the navbar's own.",
            ),
          navbarDocsVersionSchema
            .omit({ position: true })
            .extend({ type: z.literal('docsVersion').describe('A link to the docs version.') })
            .describe("A Docusaurus config's `docsVersion` entry: the shown version's main doc."),
        ]),
      )
      .min(1)
      .describe('The links it lists, in order.'),
    className: z.string().optional().describe('Extra CSS class of the button that opens the list.'),
    attributes: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe(
        "Other attributes of the button that opens the list (a Docusaurus config's other keys of the item, e.g. aria-label).",
      ),
    position,
  })
  .strict()
  // Neither is a button drawn by its class alone (an icon), as Docusaurus allows.
  .refine((d) => d.label === undefined || d.html === undefined, {
    message: 'a dropdown has a label or html, not both',
  });

export const NavbarSchema = z
  .object({
    title: z.string().optional().describe('Text next to the logo (default: the site title).'),
    logo: z
      .object({
        alt: z.string().describe('Alternative text of the logo.'),
        src: z.string().describe('Logo image, a path under static/.'),
        srcDark: z.string().optional().describe('Logo image in dark mode (default: src).'),
        href: z
          .string()
          .optional()
          .describe('Where the logo and title link to (default: the home page).'),
        target: z
          .string()
          .optional()
          .describe('Target of that link (default: a new tab for a full URL to another site).'),
        width: z.union([z.number(), z.string()]).optional().describe('Width of the logo image.'),
        height: z.union([z.number(), z.string()]).optional().describe('Height of the logo image.'),
        className: z.string().optional().describe('CSS class of the logo image.'),
      })
      .strict()
      .optional()
      .describe('Logo at the start of the navbar.'),
    style: z
      .enum(['primary', 'dark'])
      .optional()
      .describe('Colours of the bar: the primary colour, or dark in both colour modes.'),
    hideOnScroll: z
      .boolean()
      .default(false)
      .describe('Hide the bar while the reader scrolls down; show it on the way up.'),
    items: z
      .array(
        z.union([
          navbarLinkSchema,
          navbarDropdownSchema,
          navbarDocsVersionSchema,
          navbarHtmlSchema,
          navbarCustomSchema,
          navbarLocaleDropdownSchema,
          navbarSearchSchema,
        ]),
      )
      .default([])
      .describe(
        'Links (`href`), lists of links (`items`) or raw HTML (`type: "html"`), left or right.',
      ),
  })
  .strict();

export const footerLinkSchema = z
  .object({
    label: z.string().optional().describe('Text of the link (not with html).'),
    to: z
      .string()
      .optional()
      .describe('A path of the site, followed by the router (the base URL is added).'),
    href: z
      .string()
      .optional()
      .describe('A full URL (opens in a new tab, with an icon) or a path of the site.'),
    html: z.string().optional().describe('Raw HTML shown instead of a link.'),
    prependBaseUrlToHref: z
      .boolean()
      .optional()
      .describe('Add the base URL in front of href even when it is a full URL.'),
    className: z.string().optional().describe('Extra CSS class of the link (or of the html item).'),
    attributes: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe(
        "More attributes of the link's <a> (rel, aria-label, data-…), as Docusaurus passes a footer link's other keys.",
      ),
  })
  .strict()
  .refine(
    (l) =>
      [l.to, l.href, l.html].filter((v) => v !== undefined).length === 1 &&
      (l.html !== undefined || l.label !== undefined),
    { message: 'a footer link has exactly one of to, href and html, and a label with to or href' },
  );

export const footerColumnSchema = z
  .object({
    title: z.string().nullable().optional().describe('Heading of the column.'),
    items: z.array(footerLinkSchema).describe('The links of the column, in order.'),
    className: z.string().optional().describe('Extra CSS class of the column.'),
  })
  .strict();

export const FooterSchema = z
  .object({
    style: z.enum(['dark', 'light']).default('dark').describe('Colour scheme of the footer.'),
    links: z
      .union([z.array(footerColumnSchema), z.array(footerLinkSchema)])
      .default([])
      .describe('Columns of links ({ title, items }) or one row of links (all of one kind).'),
    logo: z
      .object({
        alt: z.string().optional().describe('Alternative text of the logo.'),
        src: z.string().describe('Logo image, a path under static/ or a URL.'),
        srcDark: z.string().optional().describe('Logo image in dark mode (default: src).'),
        href: z.string().optional().describe('Where the logo links to (no link without it).'),
        target: z.string().optional().describe('Target of that link, e.g. _blank.'),
        width: z.union([z.string(), z.number()]).optional().describe('Width of the image.'),
        height: z.union([z.string(), z.number()]).optional().describe('Height of the image.'),
        className: z.string().optional().describe('Extra CSS class of the image.'),
      })
      .strict()
      .optional()
      .describe('Logo above the copyright line.'),
    copyright: z.string().optional().describe('Copyright line (HTML allowed).'),
  })
  .strict();

export const ColorModeSchema = z
  .object({
    defaultMode: z
      .enum(['light', 'dark'])
      .default('light')
      .describe('Mode of a first visit (and of every visit without the switch).'),
    respectPrefersColorScheme: z
      .boolean()
      .default(false)
      .describe("Follow the system's preference on a first visit instead of defaultMode."),
    disableSwitch: z.boolean().default(false).describe('Hide the light/dark switch.'),
  })
  .strict();

/** A CSS colour as a stylesheet can take it: a name, `#hex`, or a function such as `rgb(…)`. */
const cssColor = z
  .string()
  .regex(/^[#\w\s(),.%/+-]+$/, 'a CSS colour such as "#20232a", "rgb(32 35 42)" or "tomato"');

export const AnnouncementBarSchema = z
  .object({
    id: z
      .string()
      .default('announcement-bar')
      .describe('Name under which a closed bar is remembered; change it to show a new message.'),
    content: z.string().describe('Text of the bar (HTML allowed).'),
    isCloseable: z.boolean().default(true).describe('Show a close button.'),
    backgroundColor: cssColor.optional().describe('Background colour of the bar (any CSS colour).'),
    textColor: cssColor.optional().describe('Text colour of the bar (any CSS colour).'),
  })
  .strict();

export const DocsOptionsSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .default('docs')
      .transform((p) => p.replace(/^\.\//, '').replace(/\/+$/, '') || '.')
      .describe('The folder of the docs, relative to the site.'),
    sidebarPath: z
      .union([z.string(), z.literal(false)])
      .optional()
      .describe('Path of the sidebars file relative to the site; `false` for no sidebar.'),
    autoCollapseCategories: z
      .boolean()
      .default(false)
      .describe('Opening a sidebar category closes the other categories of its level.'),
    hideableSidebar: z
      .boolean()
      .default(false)
      .describe('A button at the foot of the sidebar hides it, and a bar brings it back.'),
    backToTopButton: z
      .boolean()
      .default(false)
      .describe(
        'A round button at the bottom right of a doc page, shown while the reader scrolls up, scrolls back to the top (on for a Docusaurus site, as there: `@theme/BackToTopButton`).',
      ),
    showLastUpdateTime: z
      .boolean()
      .default(true)
      .describe("Show each page's last-updated date (from git)."),
    showLastUpdateAuthor: z
      .boolean()
      .default(false)
      .describe("Show the author of each page's last commit (from git) after its date."),
    editUrl: z
      .union([
        z.string().min(1),
        z.custom<(params: EditUrlParams) => string | undefined>((v) => typeof v === 'function', {
          message: 'a URL, or a function of { docPath, permalink, … } returning one',
        }),
      ])
      .optional()
      .describe(
        'Base URL of "Edit this page" links (the docs folder and the file path are appended), or a function of { docPath, permalink, versionDocsDirPath, version, locale }.',
      ),
    breadcrumbs: z.boolean().default(true).describe('Show breadcrumbs above each doc.'),
    include: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'Globs, relative to the docs folder, of the files that are docs (default: every .md and .mdx file).',
      ),
    exclude: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'Globs of files left out of the docs (default: names starting with "_", which are partials, and tests).',
      ),
    sidebarCollapsible: z
      .boolean()
      .default(true)
      .describe('Whether a sidebar category can be opened and closed, unless it says otherwise.'),
    sidebarCollapsed: z
      .boolean()
      .default(true)
      .describe(
        'Whether a sidebar category starts closed, unless it says otherwise (open when it cannot close).',
      ),
    sidebarLevelLimit: z
      .number()
      .int()
      .min(2)
      .default(SIDEBAR_LEVEL_LIMIT)
      .describe('A sidebar level with more entries is shown in ranges of at most this many.'),
    toc: z
      .object({
        minHeadingLevel: z
          .number()
          .int()
          .min(2)
          .max(6)
          .default(2)
          .describe('Smallest heading level in the table of contents.'),
        maxHeadingLevel: z
          .number()
          .int()
          .min(2)
          .max(6)
          .default(3)
          .describe('Largest heading level in the table of contents.'),
      })
      .strict()
      .default({ minHeadingLevel: 2, maxHeadingLevel: 3 })
      .describe("Heading levels of every doc's table of contents (front matter may narrow it)."),
    beforeDefaultRemarkPlugins: mdxPlugins.describe('Remark plugins run before the built-in ones.'),
    remarkPlugins: mdxPlugins.describe('Remark plugins run after the built-in ones.'),
    beforeDefaultRehypePlugins: mdxPlugins.describe('Rehype plugins run before the built-in ones.'),
    rehypePlugins: mdxPlugins.describe('Rehype plugins run after the built-in ones.'),
  })
  .strict();

export const AlgoliaSchema = z
  .object({
    appId: z.string().min(1).describe('Algolia application id.'),
    apiKey: z.string().min(1).describe('Search-only API key (public).'),
    indexName: z.string().min(1).describe('Name of the index to search.'),
    contextualSearch: z
      .boolean()
      .default(true)
      .describe('Search only the pages of the current docs context (docsearch tag).'),
    searchParameters: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Extra parameters of every Algolia query.'),
    externalUrlRegex: z
      .string()
      .optional()
      .describe('Hits whose URL matches open as external links, not in the site.'),
    searchPagePath: z
      .union([z.string(), z.literal(false)])
      .default('search')
      .describe('Path of the full search page; `false` for none.'),
  })
  .strict();

export const SearchSchema = z
  .object({
    enabled: z
      .boolean()
      .optional()
      .describe(
        "Whether the site has search (default true): the navbar's search box, the search page and the index. A Docusaurus site has it only with `themeConfig.algolia`, or the built-in index with `customFields.search: 'local'` (a search theme's search box is its own).",
      ),
    placeholder: z
      .string()
      .default('Search docs')
      .describe('Text of the search button and the empty search field.'),
    missingResultsUrl: z
      .string()
      .optional()
      .describe('Where "Let us know." points when a search finds nothing; `{query}` is replaced.'),
    synonyms: z
      .array(z.array(z.string().min(1)).min(2))
      .optional()
      .describe(
        "Groups of words or phrases the built-in search treats as one another: the readers' words (`[['yacht', 'boat', 'vessel']]`). They extend the default groups the build draws from the site's own titles, headings and `keywords` front matter (an abbreviation and the words it stands for).",
      ),
    algolia: AlgoliaSchema.optional().describe(
      'Search with Algolia DocSearch instead of the built-in index.',
    ),
  })
  .strict();

/** A locale's options, as Docusaurus 3.8 resolves them (plugins/i18n/i18nConfig.ts). */
const LocaleConfigSchema = z
  .object({
    label: z.string().describe('Name in the locale menu.'),
    direction: z.enum(['ltr', 'rtl']).describe('Text direction of its pages.'),
    htmlLang: z.string().describe('The lang attribute and hreflang of its pages.'),
    calendar: z.string().describe('Calendar of its dates.'),
    path: z.string().describe('Its folder under the translations folder.'),
    baseUrl: z
      .string()
      .optional()
      .describe("Its own base URL, under the site's (`/en-US/`): its pages and output folder."),
    url: z
      .string()
      .optional()
      .describe("Its own origin, when not the site's (`https://fr.example.com`): its pages' URLs."),
    translate: z
      .boolean()
      .optional()
      .describe('false: its pages show the default content (only code.json applies).'),
  })
  .strict();

/** The locale a build makes and its siblings: set by the build for a Docusaurus site. */
const I18nSchema = z
  .object({
    defaultLocale: z.string().describe('The locale at the base URL.'),
    locales: z.array(z.string()).describe('Every locale of the site.'),
    currentLocale: z.string().describe("The page's locale."),
    localeConfigs: z
      .record(z.string(), LocaleConfigSchema)
      .describe('Label, direction, lang, calendar and folder of each locale.'),
    siteBaseUrl: z
      .string()
      .describe("The site's base URL without a locale: the others are under it."),
    siteUrl: z
      .string()
      .optional()
      .describe("The site's URL: a locale's own `url` replaces it in that locale's build."),
    translations: z
      .record(z.string(), z.string())
      .default({})
      .describe("Message of each translation id: the theme's strings and code.json."),
  })
  .strict();

export const SiteConfigSchema = z
  .object({
    title: z
      .string()
      .min(1)
      .describe(
        'Site title, shown in the navbar and after the title delimiter in every page title.',
      ),
    tagline: z
      .string()
      .default('')
      .describe('One line under the title on the home page and in metadata.'),
    titleDelimiter: z
      .string()
      .min(1)
      .default(TITLE_SEPARATOR)
      .describe(
        "Between a page's title and the site's in every page title (Docusaurus's `titleDelimiter`).",
      ),
    repeatSiteTitle: z
      .boolean()
      .optional()
      .describe(
        'A page titled as the site itself gets "Site | Site", as Docusaurus before 3.8 formats it, instead of the site\'s title alone (set for a Docusaurus site older than 3.8).',
      ),
    storage: z
      .object({
        type: z
          .enum(['localStorage', 'sessionStorage'])
          .describe('The browser storage the theme keeps its preferences in.'),
        namespace: z
          .string()
          .regex(/^(-.+)?$/, 'empty, or "-" followed by the namespace')
          .describe('Added to every key (`theme-a1b`): empty for none.'),
      })
      .strict()
      .optional()
      .describe(
        "Where the colour mode, tab choices, preferred docs version and announcement bar's dismissal are kept (Docusaurus's `storage`); `localStorage` under plain keys when absent.",
      ),
    url: z
      .string()
      .superRefine((url, ctx) => {
        // Docusaurus's rule (siteUrl.ts); the trailing slash it strips is left out here.
        const problem =
          siteUrlProblem(url) ??
          (url.endsWith('/')
            ? { message: 'ends with "/"', hint: 'write it without the trailing slash' }
            : undefined);
        if (problem)
          ctx.addIssue({ code: 'custom', message: `${problem.message}: ${problem.hint}` });
      })
      .describe('Production origin, e.g. `https://docs.example.com` (no path).'),
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/", e.g. "/" or "/docs/"')
      .describe('Path the site is served under, starting and ending with `/`.'),
    favicon: z.string().optional().describe('Favicon, a path under static/.'),
    staticDirectories: z
      .array(z.string().min(1))
      .default(['static'])
      .describe(
        'Folders copied into the output root, in order (the first holding a file wins); relative to the site, or absolute.',
      ),
    noIndex: z
      .boolean()
      .default(false)
      .describe('Ask search engines to index no page: noindex on every page, no sitemap.xml.'),
    clientModules: z
      .array(z.string().min(1))
      .default([])
      .describe(
        'Modules (JS or CSS) every page loads before the app renders; their onRouteUpdate and onRouteDidUpdate exports run around navigations. Relative to the site.',
      ),
    customFields: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Any data for the site's own code (useDocusaurusContext().siteConfig)."),
    trailingSlash: z
      .boolean()
      .optional()
      .describe('Page URLs end with `/` (true), never (false), or as written (unset).'),
    onBrokenLinks: reportLevel
      .default('warn')
      .describe('What a broken internal link does to the build.'),
    onBrokenAnchors: reportLevel
      .default('warn')
      .describe('What a link to a missing anchor does to the build.'),
    navbar: NavbarSchema.default({ items: [], hideOnScroll: false }).describe(
      'The bar at the top of every page.',
    ),
    footer: z
      .union([FooterSchema, z.literal(false)])
      .default({ style: 'dark', links: [] })
      .describe(
        'The footer of every page; `false` for none (a Docusaurus config without themeConfig.footer).',
      ),
    colorMode: ColorModeSchema.default({
      defaultMode: 'light',
      respectPrefersColorScheme: false,
      disableSwitch: false,
    }).describe('Light and dark mode.'),
    announcementBar: AnnouncementBarSchema.optional().describe(
      'A message above the navbar on every page.',
    ),
    docs: DocsOptionsSchema.default({
      path: 'docs',
      autoCollapseCategories: false,
      hideableSidebar: false,
      backToTopButton: false,
      showLastUpdateTime: true,
      showLastUpdateAuthor: false,
      breadcrumbs: true,
      sidebarCollapsible: true,
      sidebarCollapsed: true,
      sidebarLevelLimit: SIDEBAR_LEVEL_LIMIT,
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    }).describe('Options of the docs: sidebars, breadcrumbs, table of contents.'),
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
      .default('derived')
      .describe(
        "Content-Security-Policy: 'derived' (what pages use), 'strict', a policy of your own, or false.",
      ),
    markdown: MarkdownSchema.optional().describe(
      "Markdown dialect and diagrams (Docusaurus's markdown.format and markdown.mermaid).",
    ),
    mermaid: MermaidSchema.optional().describe(
      "Mermaid diagrams' themes and options (Docusaurus's themeConfig.mermaid).",
    ),
    code: CodeSchema.default({
      theme: DEFAULT_CODE_THEME,
      magicComments: DEFAULT_MAGIC_COMMENTS,
    }).describe('Code blocks.'),
    search: SearchSchema.default({ placeholder: 'Search docs' }).describe(
      'The search box: the built-in index, or Algolia DocSearch.',
    ),
    i18n: I18nSchema.optional().describe(
      "The page's locale and the site's others (a Docusaurus site's i18n; set by the build).",
    ),
  })
  .strict();
