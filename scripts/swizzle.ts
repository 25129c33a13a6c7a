// `swizzle`: copies a theme component into the site's src/theme/ (eject) or writes a component
// there that renders the original (wrap), as `docusaurus swizzle` does. The components offered are
// the theme modules a site can override (THEME_MODULES, read by plugins/themeResolver.ts), so the
// list grows with the theme. An ejected file imports the theme's helpers through the package's
// name (`docusaurus-vite/src/theme/...`), which the build resolves to the generator's folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, posix, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { CONFIG_FILE_NAMES } from '../plugins/config/loadSiteConfig.js';
import { findDocusaurusConfig } from '../plugins/config/docusaurus/loadDocusaurusConfig.js';
import { replaceableFile, THEME_MODULES } from '../plugins/mdx/remarkThemeImports.js';
import {
  docusaurusVersionOf,
  isAtLeast,
  type DocusaurusVersion,
} from '../plugins/config/docusaurus/docusaurusVersion.js';
import { PACKAGE_NAME, PACKAGE_ROOT } from '../plugins/paths.js';

/** A Docusaurus site whose package.json names no release is taken as written for the latest. */
const LATEST_DOCUSAURUS: DocusaurusVersion = { major: 3, minor: 10, patch: 2 };

export type SwizzleAction = 'eject' | 'wrap';
/** How safe an action is: `safe` needs nothing, `unsafe` needs --danger, `forbidden` is refused. */
export type Safety = 'safe' | 'unsafe' | 'forbidden';

export interface SwizzleComponent {
  /** The name under `@theme/` (`CodeBlock`, `MDXComponents/A`). */
  name: string;
  eject: Safety;
  wrap: Safety;
}

/**
 * How safe each action is on the classic theme's components, as `docusaurus swizzle` (3.10.2) rates
 * them: `[eject, wrap]`, s = safe, u = unsafe, f = forbidden. A component not listed is unsafe to
 * eject and to wrap, as there (Docusaurus asks for --danger on both). Our own components follow the
 * same table, so that a site's `swizzle X --wrap` works, or needs --danger, as it does with
 * Docusaurus. `tests/unit/scripts/swizzle.test.ts` keeps a sample of Docusaurus's `--list`.
 */
const CLASSIC_SAFETY: Record<string, string> = {
  ...Object.fromEntries(
    [
      ...['Danger', 'Info', 'Note', 'Tip', 'Warning'].map((t) => `Admonition/Icon/${t}`),
      ...['Caution', 'Danger', 'Info', 'Note', 'Tip', 'Warning'].map((t) => `Admonition/Type/${t}`),
      'Admonition/Layout',
      'CodeBlock',
      'ColorModeToggle',
      'DocCardList',
      ...[
        '',
        '/Copyright',
        '/Layout',
        '/LinkItem',
        '/Links',
        '/Links/MultiColumn',
        '/Links/Simple',
      ].map((p) => `Footer${p}`),
      'Footer/Logo',
      ...['Arrow', 'DarkMode', 'Edit', 'LightMode', 'Menu'].map((i) => `Icon/${i}`),
      ...['A', 'Code', 'Details', 'Heading', 'Img', 'Li', 'Pre', 'Ul'].map(
        (c) => `MDXComponents/${c}`,
      ),
      'MDXContent',
      'NotFound',
      'SearchBar',
      'SkipToContent',
    ].map((name) => [name, 'ss']),
  ),
  ...Object.fromEntries(
    [
      'Admonition/Icon',
      'Admonition/Type',
      'Admonition/Types',
      'MDXComponents',
      'NavbarItem/ComponentTypes',
      'prism-include-languages',
    ].map((name) => [name, 'sf']),
  ),
  ...Object.fromEntries(
    ['Blog', 'Blog/Components', 'Blog/Pages', 'DocItem/TOC', 'Icon', 'Icon/Socials'].map((name) => [
      name,
      'ff',
    ]),
  ),
  'DocBreadcrumbs/Items': 'uf',
  DocSidebar: 'us',
};

const SAFETY_OF: Record<string, Safety> = { s: 'safe', u: 'unsafe', f: 'forbidden' };

/** Docusaurus's rating of an action on a classic theme component (unlisted: unsafe). */
export function classicSafety(name: string, action: SwizzleAction): Safety {
  const code = CLASSIC_SAFETY[name] ?? 'uu';
  return SAFETY_OF[code[action === 'eject' ? 0 : 1]!]!;
}

/** The stricter of two ratings. */
const stricter = (a: Safety, b: Safety): Safety =>
  a === 'forbidden' || b === 'forbidden'
    ? 'forbidden'
    : a === 'unsafe' || b === 'unsafe'
      ? 'unsafe'
      : 'safe';

/**
 * The MDX components map's parts that are the map's own components (`Link`, `Details`, `Heading`):
 * ejected as a component of the site's that renders that component (partSource).
 */
const MAP_PARTS: Record<string, { from: string; local: string }> = {
  'MDXComponents/A': { from: '@docusaurus/Link', local: 'Link' },
  'MDXComponents/Details': { from: '@theme/Details', local: 'Details' },
  'MDXComponents/Heading': { from: '@theme/Heading', local: 'Heading' },
};

/** Whether this generator can write the component as the site's own copy. */
function canEject(name: string): boolean {
  return (
    name === 'MDXComponents' ||
    Object.hasOwn(MAP_PARTS, name) ||
    replaceableFile(`@theme/${name}`) !== undefined
  );
}

/** The components a site can swizzle, in name order. */
export function swizzleComponents(): SwizzleComponent[] {
  return Object.keys(THEME_MODULES)
    .filter((specifier) => specifier.startsWith('@theme/'))
    .map((specifier) => {
      const name = specifier.slice('@theme/'.length);
      // The MDX components map is an object, not a component: it can be ejected (as a map that
      // spreads the original), not wrapped. A module sharing its file with others cannot be
      // copied alone. Beyond that, Docusaurus's rating.
      const isMap = name === 'MDXComponents';
      return {
        name,
        eject: stricter(canEject(name) ? 'safe' : 'forbidden', classicSafety(name, 'eject')),
        wrap: stricter(isMap ? 'forbidden' : 'safe', classicSafety(name, 'wrap')),
      } satisfies SwizzleComponent;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Our theme's modules that Docusaurus's classic theme does not offer to swizzle: `Root` (core's,
 * not the theme's), `SearchTranslations` (the Algolia theme's) and `Unlisted` (3.1's name of
 * ContentVisibility/Unlisted).
 */
const NOT_CLASSIC = new Set(['Root', 'SearchTranslations', 'Unlisted']);

/** The classic theme's components Docusaurus 3.9 added: not offered to a site on an earlier release. */
const SINCE_39 = new Set(['Icon/Socials/Email']);

/** The classic theme's components Docusaurus 3.10 added: not offered to a site on an earlier release. */
const SINCE_310 = new Set(
  ['Layout', 'Heading', 'Heading/Icon', 'Heading/Text', 'Description'].map((p) => `DocCard/${p}`),
);

/**
 * The components `docusaurus swizzle @docusaurus/theme-classic` offers a Docusaurus site, as
 * Docusaurus 3.8.1's getThemeComponents lists them (the classic theme's files, the folders that have
 * no component of their own, `prism-include-languages`) and rated as its swizzle config rates them
 * (an unrated component unsafe both ways, a folder unsafe to eject and not to be wrapped), for the
 * Docusaurus release the site is written for (3.10 made `MDXComponents/Li` safe).
 */
export function classicComponents(siteDir: string): SwizzleComponent[] {
  const version = docusaurusVersionOf(siteDir) ?? LATEST_DOCUSAURUS;
  const before310 = !isAtLeast(version, 3, 10);
  const before39 = !isAtLeast(version, 3, 9);
  const names = swizzleComponents()
    .map((c) => c.name)
    .filter(
      (name) =>
        !NOT_CLASSIC.has(name) &&
        !(before310 && SINCE_310.has(name)) &&
        !(before39 && SINCE_39.has(name)),
    );
  const folders = intermediateFolders(names);
  const rate = (name: string, action: SwizzleAction): Safety =>
    before310 && name === 'MDXComponents/Li'
      ? 'unsafe'
      : Object.hasOwn(CLASSIC_SAFETY, name) || !folders.includes(name)
        ? classicSafety(name, action)
        : action === 'eject'
          ? 'unsafe'
          : 'forbidden';
  return [...names, ...folders, 'prism-include-languages']
    .map((name) => ({ name, eject: rate(name, 'eject'), wrap: rate(name, 'wrap') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The component table `swizzle --list` prints. */
export function formatComponentList(components: SwizzleComponent[]): string {
  const width = Math.max(...components.map((c) => c.name.length), 'Component'.length);
  const row = (a: string, b: string, c: string) => `${a.padEnd(width)}  ${b.padEnd(9)}  ${c}`;
  return [
    row('Component', 'eject', 'wrap'),
    ...components.map((c) => row(c.name, c.eject, c.wrap)),
  ].join('\n');
}

/** Theme names `swizzle` accepts before the component: Docusaurus's themes that ours replaces. */
export const isThemeName = (arg: string) =>
  arg === PACKAGE_NAME ||
  arg === '@docusaurus/theme-classic' ||
  arg === '@docusaurus/theme-mermaid' ||
  arg === '@docusaurus/preset-classic';

/** A swizzle the command refuses: its message says why and what to do instead. */
export class SwizzleError extends Error {
  override name = 'SwizzleError';
}

/** `import x from './y.js'` of a theme file → the same file through the package's name. */
function packageSpecifier(fromFile: string, specifier: string): string {
  const target = posix.join(posix.dirname(fromFile), specifier);
  // Sources import `./x.js` for `x.tsx`/`x.ts`: name the real file, as no resolver guesses here.
  const base = target.replace(/\.js$/, '');
  const real = ['.tsx', '.ts', '.jsx', '.js', ''].map((e) => base + e);
  const found =
    extname(target) === '.js' ? real.find((f) => existsSync(join(PACKAGE_ROOT, f))) : target;
  return `${PACKAGE_NAME}/${found ?? target}`;
}

/** The `@theme/` name whose default export is a theme file (`src/theme/classic/Footer/Links.tsx`). */
function themeNameOfFile(file: string): string | undefined {
  const names = Object.entries(THEME_MODULES)
    .filter(([specifier, m]) => specifier.startsWith('@theme/') && m.exportName === 'default')
    .filter(([, m]) => m.file === file)
    .map(([specifier]) => specifier);
  return names.length === 1 ? names[0] : undefined;
}

/**
 * The generator's source of a component, its relative imports made package imports. A default
 * import of another part of the theme becomes its `@theme/` name, as in a component ejected from
 * Docusaurus, so that the site can override that part too (an ejected `Footer` still draws a
 * swizzled `Footer/Links`).
 */
export function ejectedSource(file: string): string {
  const source = readFileSync(join(PACKAGE_ROOT, file), 'utf8');
  return source
    .replace(
      /(\bimport\s+[A-Za-z_$][\w$]*\s+from\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
      (whole, before: string, quote: string, spec: string) => {
        const target = packageSpecifier(file, spec).slice(PACKAGE_NAME.length + 1);
        const name = target === file ? undefined : themeNameOfFile(target);
        return name ? `${before}${quote}${name}${quote}` : whole;
      },
    )
    .replace(
      /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
      (_m, before: string, quote: string, spec: string) =>
        `${before}${quote}${packageSpecifier(file, spec)}${quote}`,
    );
}

/** TypeScript and JSX → JavaScript with the JSX kept, for a site that swizzles without --typescript. */
async function toJavaScript(file: string, source: string): Promise<string> {
  const { transformSync } = await import('rolldown/experimental');
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
  const result = transformSync(file, source, { lang, jsx: 'preserve', typescript: {} });
  if (result.errors.length)
    throw new SwizzleError(`could not turn ${file} into JavaScript: ${result.errors[0]!.message}`);
  // The transform indents with tabs and drops a file's opening comment when the import it sits on
  // is a type import: keep the comment and the two-space indent of the source.
  const opening = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\n)+/.exec(source)?.[0].trimStart() ?? '';
  const code = result.code.replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length));
  return opening && !code.startsWith(opening) ? opening + code : code;
}

/** A wrapper's function body: the original component with the wrapper's props, in a fragment. */
const wrapperBody = (local: string): string[] => [
  '  return (',
  '    <>',
  `      <${local} {...props} />`,
  '    </>',
  '  );',
  '}',
  '',
];

function wrapperSource(name: string, typescript: boolean): string {
  const local = name.split('/').pop()!;
  const props = typescript ? `props: ComponentProps<typeof ${local}>` : 'props';
  return [
    ...(typescript ? ["import type { ComponentProps, ReactNode } from 'react';"] : []),
    `import ${local} from '@theme-original/${name}';`,
    '',
    `export default function ${local}Wrapper(${props})${typescript ? ': ReactNode' : ''} {`,
    ...wrapperBody(local),
  ].join('\n');
}

/**
 * The wrapper `docusaurus swizzle --wrap` writes for a component of a site plugin's theme, as
 * Docusaurus 3.8.1 writes it (tests/unit/plugins/lifecycle/pluginLifecycleI18n.test.ts keeps its
 * output): the type of its props from `@docusaurus/types`, which a Docusaurus site has installed.
 */
function docusaurusWrapperSource(name: string, typescript: boolean): string {
  const local = name.split('/').pop()!;
  const body = wrapperBody(local);
  return typescript
    ? [
        "import React, {type ReactNode} from 'react';",
        `import ${local} from '@theme-original/${name}';`,
        `import type ${local}Type from '@theme/${name}';`,
        "import type {WrapperProps} from '@docusaurus/types';",
        '',
        `type Props = WrapperProps<typeof ${local}Type>;`,
        '',
        `export default function ${local}Wrapper(props: Props): ReactNode {`,
        ...body,
      ].join('\n')
    : [
        "import React from 'react';",
        `import ${local} from '@theme-original/${name}';`,
        '',
        `export default function ${local}Wrapper(props) {`,
        ...body,
      ].join('\n');
}

/** A site built from its `docusaurus.config.*` (a `site.config.*` beside it wins, as in the build). */
export function isDocusaurusSite(siteDir: string): boolean {
  return (
    !CONFIG_FILE_NAMES.some((n) => existsSync(join(siteDir, n))) &&
    findDocusaurusConfig(siteDir) !== undefined
  );
}

/**
 * The components Docusaurus 3.8.1's classic theme has as a file (`lib/theme/X.js`) rather than a
 * folder (`lib/theme/X/index.js`): where `docusaurus swizzle` writes their wrapper, when the site
 * has no `@docusaurus/theme-classic` installed to read it from.
 */
const CLASSIC_FILE_COMPONENTS = new Set([
  ...['Danger', 'Info', 'Note', 'Tip', 'Warning'].map((t) => `Admonition/Icon/${t}`),
  ...['Caution', 'Danger', 'Info', 'Note', 'Tip', 'Warning'].map((t) => `Admonition/Type/${t}`),
  'Admonition/Types',
  'CodeBlock/Content/Element',
  'CodeBlock/Content/String',
  'ErrorPageContent',
  ...['A', 'Code', 'Details', 'Heading', 'Li', 'Pre'].map((c) => `MDXComponents/${c}`),
  'Mermaid',
  ...[
    'ComponentTypes',
    'DocNavbarItem',
    'DocSidebarNavbarItem',
    'DocsVersionDropdownNavbarItem',
    'DocsVersionNavbarItem',
    'HtmlNavbarItem',
    'NavbarNavLink',
    'SearchNavbarItem',
  ].map((c) => `NavbarItem/${c}`),
  'SearchBar',
  'TOCItems/Tree',
  'prism-include-languages',
]);

/**
 * Whether the classic theme has `name` as a folder (`Name/index.js`): read from the site's
 * installed `@docusaurus/theme-classic` (its version's layout), else Docusaurus 3.8.1's.
 */
export function isClassicFolderComponent(siteDir: string, name: string): boolean {
  let themeDir: string | undefined;
  try {
    const pkg = createRequire(join(siteDir, 'package.json')).resolve(
      '@docusaurus/theme-classic/package.json',
    );
    themeDir = join(dirname(pkg), 'lib', 'theme');
  } catch {
    themeDir = undefined;
  }
  if (themeDir && existsSync(join(themeDir, name, 'index.js'))) return true;
  if (themeDir && existsSync(join(themeDir, `${name}.js`))) return false;
  return !CLASSIC_FILE_COMPONENTS.has(name);
}

/** The MDX components map as a site's own: the original's entries, to add to or replace. */
const mapSource = (typescript: boolean) =>
  [
    "import MDXComponents from '@theme-original/MDXComponents';",
    '',
    '// Every doc gets these components without an import: add yours, or replace one of ours.',
    `export default {\n  ...MDXComponents,\n}${typescript ? ' as typeof MDXComponents' : ''};`,
    '',
  ].join('\n');

/** A part of the MDX components map that is one of the theme's components, as the site's own. */
function partSource(name: string, typescript: boolean): string {
  const { from, local } = MAP_PARTS[name]!;
  const part = name.split('/').pop()!;
  return [
    ...(typescript ? ["import type { ComponentProps, ReactNode } from 'react';"] : []),
    `import ${local} from '${from}';`,
    '',
    `// Every ${part === 'A' ? 'link' : part === 'Details' ? '<details>' : 'heading (h2 to h6)'} of the docs' Markdown: change how it is drawn here.`,
    `export default function MDX${part}(${typescript ? `props: ComponentProps<typeof ${local}>` : 'props'})${typescript ? ': ReactNode' : ''} {`,
    `  return <${local} {...props} />;`,
    '}',
    '',
  ].join('\n');
}

export interface SwizzleParams {
  siteDir: string;
  component: string;
  action: SwizzleAction;
  danger: boolean;
  typescript: boolean;
}

/** Writes the swizzled component into the site; returns the file written (the component's own). */
export async function swizzle(params: SwizzleParams): Promise<string> {
  return (await swizzleFiles(params))[0]!;
}

/** An ejected component's source and extension: TypeScript as it is, else JavaScript. */
async function ejectedFile(file: string, typescript: boolean, jsExt: '.js' | '.jsx') {
  const source = ejectedSource(file);
  if (typescript) return { source, ext: extname(file) };
  return {
    source: await toJavaScript(file, source),
    ext: extname(file) === '.tsx' ? jsExt : '.js',
  };
}

/**
 * Writes the swizzled component into the site; returns the files written, the component's own
 * first. Ejected in a Docusaurus site, a component is laid out as `docusaurus swizzle` lays out the
 * classic theme's: `Name/index.js` for a component that is a folder there (`Name.js` otherwise),
 * `.js` for JavaScript with JSX, and with it the components of its folder (`Footer` brings
 * `Footer/Links/index.js`, `Footer/Logo/index.js`, ...), each a copy the site then owns; a part
 * the site already overrides is left as it is. (Our components carry no CSS modules: their styles
 * are the theme's stylesheet, so no `styles.module.css` is written beside them.)
 */
export async function swizzleFiles(params: SwizzleParams): Promise<string[]> {
  const { siteDir, component: name, action, danger, typescript } = params;
  const docusaurusSite = isDocusaurusSite(siteDir);
  const components = swizzleComponents();
  // A Docusaurus site gets the classic theme's components and ratings (classicComponents).
  const component = (docusaurusSite ? classicComponents(siteDir) : components).find(
    (c) => c.name === name,
  );
  if (!component)
    throw new SwizzleError(
      `"${name}" is not a component this theme lets a site swizzle; run \`swizzle --list\` to see them`,
    );
  const safety = component[action];
  if (safety === 'forbidden') {
    const other = action === 'wrap' ? 'eject' : 'wrap';
    throw new SwizzleError(
      `Swizzle action ${action} is forbidden for component ${name}` +
        (component[other] === 'forbidden' ? '' : `; ${other} it instead (--${other})`),
    );
  }
  if (safety === 'unsafe' && !danger)
    throw new SwizzleError(
      `Swizzle action ${action} is unsafe to perform on ${name}: it reaches internals that may change in a later version. Add --danger to ${action} it anyway` +
        (action === 'eject' && component.wrap === 'safe' ? ', or wrap it (--wrap)' : ''),
    );
  if (name === 'prism-include-languages')
    throw new SwizzleError(
      'prism-include-languages is not ejected: code is highlighted at build time, with the languages of prism.additionalLanguages in the site config (add a language there), not by a Prism loaded in the browser',
    );
  if (action === 'eject' && !canEject(name) && THEME_MODULES[`@theme/${name}`])
    throw new SwizzleError(
      `${name} shares its source file with other components in this generator's theme and cannot be ejected alone; wrap it (--wrap), or eject its folder`,
    );
  if (!THEME_MODULES[`@theme/${name}`]) {
    // A folder of components without one of its own (`Admonition/Icon`): each of its components
    // ejected, as Docusaurus copies the folder.
    const written: string[] = [];
    for (const c of components)
      if (c.name.startsWith(`${name}/`) && canEject(c.name) && !overrideOf(siteDir, c.name))
        written.push(
          ...(await swizzleFiles({ ...params, component: c.name, danger: true })).filter(
            (f) => !written.includes(f),
          ),
        );
    if (!written.length)
      throw new SwizzleError(
        `the components of ${name} are already the site's own: nothing to eject`,
      );
    return written;
  }
  const module = THEME_MODULES[`@theme/${name}`]!;
  let source: string;
  let ext: string;
  let fileName = name;
  /** The folder's other components a Docusaurus eject copies with it. */
  const parts: { name: string; file: string }[] = [];
  if (action === 'wrap' && docusaurusSite) {
    // Docusaurus's own wrapper, where `docusaurus swizzle @docusaurus/theme-classic X --wrap`
    // writes it: `X/index.js` for a component that is a folder of the classic theme, else `X.js`.
    source = docusaurusWrapperSource(name, typescript);
    ext = typescript ? '.tsx' : '.js';
    if (isClassicFolderComponent(siteDir, name)) fileName = `${name}/index`;
  } else if (action === 'wrap') {
    source = wrapperSource(name, typescript);
    ext = typescript ? '.tsx' : '.jsx';
  } else if (name === 'MDXComponents') {
    source = mapSource(typescript);
    ext = typescript ? '.tsx' : '.js';
  } else if (Object.hasOwn(MAP_PARTS, name)) {
    source = partSource(name, typescript);
    ext = typescript ? '.tsx' : docusaurusSite ? '.js' : '.jsx';
  } else {
    ({ source, ext } = await ejectedFile(module.file, typescript, docusaurusSite ? '.js' : '.jsx'));
    if (docusaurusSite && isClassicFolderComponent(siteDir, name)) {
      fileName = `${name}/index`;
      for (const c of components)
        if (c.name.startsWith(`${name}/`) && c.eject !== 'forbidden')
          parts.push({ name: c.name, file: THEME_MODULES[`@theme/${c.name}`]!.file });
    }
  }
  const file = join(siteDir, 'src', 'theme', fileName + ext);
  refuseExistingOverride(siteDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const written = [file];
  for (const part of parts) {
    if (overrideOf(siteDir, part.name)) continue;
    const ejected = await ejectedFile(part.file, typescript, '.js');
    const base = isClassicFolderComponent(siteDir, part.name) ? `${part.name}/index` : part.name;
    const partFile = join(siteDir, 'src', 'theme', base + ejected.ext);
    mkdirSync(dirname(partFile), { recursive: true });
    writeFileSync(partFile, ejected.source);
    written.push(partFile);
  }
  return written;
}

/** A theme of the site's own plugins, as `swizzle <theme>` finds it (Docusaurus: by the plugin's name). */
export interface PluginTheme {
  name: string;
  /** Its `getThemePath()`: the components the build uses. */
  themePath?: string;
  /** Its `getTypeScriptThemePath()`: their TypeScript source, which `--typescript` ejects. */
  typeScriptThemePath?: string;
  /** Its `getSwizzleConfig()` (or `getSwizzleComponentList()`), normalized: each rated component. */
  swizzleConfig?: SwizzleConfig;
}

/** A theme's swizzle config as Docusaurus normalizes it: both actions rated for each component. */
export interface SwizzleConfig {
  components: Record<string, { actions: { eject: Safety; wrap: Safety }; description?: string }>;
}

const SAFETIES: readonly string[] = ['safe', 'unsafe', 'forbidden'];

/**
 * A plugin's swizzle config (its `getSwizzleConfig()`, else its `getSwizzleComponentList()`, whose
 * components are safe both ways) checked and normalized as Docusaurus 3.8.1's getThemeSwizzleConfig
 * does: an action left out is unsafe. A config of another shape is an error naming the theme.
 */
export function normalizeSwizzleConfig(
  theme: string,
  fns: { getSwizzleConfig?: () => unknown; getSwizzleComponentList?: () => unknown },
): SwizzleConfig | undefined {
  const bad = (why: string) =>
    new SwizzleError(
      `the swizzle config of ${theme} (its getSwizzleConfig) does not match the expected schema: ${why}; it is { components: { [name]: { actions: { eject?, wrap? }: 'safe' | 'unsafe' | 'forbidden', description?: string } } }`,
    );
  if (fns.getSwizzleConfig) {
    const raw = fns.getSwizzleConfig() as { components?: unknown } | undefined | null;
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw.components !== 'object' || raw.components === null)
      throw bad('"components" is required and must be an object');
    const components: SwizzleConfig['components'] = {};
    for (const [name, value] of Object.entries(raw.components as Record<string, unknown>)) {
      const c = value as { actions?: Record<string, unknown>; description?: unknown } | null;
      if (typeof c !== 'object' || c === null || typeof c.actions !== 'object' || !c.actions)
        throw bad(`"components.${name}.actions" is required`);
      for (const [action, safety] of Object.entries(c.actions))
        if (!['eject', 'wrap'].includes(action) || !SAFETIES.includes(safety as string))
          throw bad(`"components.${name}.actions.${action}" is ${JSON.stringify(safety)}`);
      if (c.description !== undefined && typeof c.description !== 'string')
        throw bad(`"components.${name}.description" must be a string`);
      const rated = (a: 'eject' | 'wrap') => (c.actions![a] as Safety | undefined) ?? 'unsafe';
      components[name] = {
        actions: { eject: rated('eject'), wrap: rated('wrap') },
        ...(typeof c.description === 'string' ? { description: c.description } : {}),
      };
    }
    return { components };
  }
  const list = fns.getSwizzleComponentList?.();
  if (!Array.isArray(list)) return undefined;
  return {
    components: Object.fromEntries(
      list.map((name) => [String(name), { actions: { eject: 'safe', wrap: 'safe' } }]),
    ),
  };
}

/**
 * A plugin theme's components as Docusaurus's swizzle offers them: its folder's components and each
 * folder above one that is no component itself (`Markers` for `Markers/Buoy`: to eject whole, not
 * to wrap), rated by the theme's swizzle config; an unrated one is unsafe both ways.
 */
export function pluginThemeComponents(
  theme: PluginTheme,
): { name: string; eject: Safety; wrap: Safety; description?: string }[] {
  const own = themeFolderComponents(theme.themePath ?? theme.typeScriptThemePath!);
  const folders = intermediateFolders(own);
  return [...own, ...folders].sort().map((name) => {
    const rated = theme.swizzleConfig?.components[name];
    if (rated)
      return {
        name,
        ...rated.actions,
        ...(rated.description ? { description: rated.description } : {}),
      };
    return folders.includes(name)
      ? { name, eject: 'unsafe' as const, wrap: 'forbidden' as const }
      : { name, eject: 'unsafe' as const, wrap: 'unsafe' as const };
  });
}

/** The folders above components that are no component themselves (`A` for `A/B`). */
function intermediateFolders(components: string[]): string[] {
  const all = new Set(components);
  const out = new Set<string>();
  for (const c of components) {
    const parts = c.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (!all.has(folder)) out.add(folder);
    }
  }
  return [...out];
}

const COMPONENT_FILE = /\.(?:jsx?|tsx?)$/;
// What Docusaurus leaves out of a theme's components and of an ejected folder.
const NOT_COMPONENT = /\.d\.ts$|\.(?:story|stories|test|tests)\.[jt]sx?$/;

/** The components of a theme folder: its files without extension, a folder's `index` as the folder. */
export function themeFolderComponents(dir: string): string[] {
  const names = new Set<string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(rel);
      } else if (COMPONENT_FILE.test(entry.name) && !NOT_COMPONENT.test(entry.name))
        names.add(rel.replace(COMPONENT_FILE, '').replace(/\/index$/, ''));
    }
  };
  if (existsSync(dir)) walk('');
  return [...names].sort();
}

/**
 * Swizzles a component of a plugin's theme as Docusaurus does: `--eject` copies its file (`Name.*`)
 * or its folder's own files (`Name/`, not the components nested in it) from the theme path, the
 * TypeScript theme path with `--typescript` (a theme without one is refused, as in Docusaurus);
 * `--wrap` writes a component rendering `@theme-original/<Name>` (the plugin's). Returns the files
 * written.
 */
export function swizzlePluginTheme(
  params: Omit<SwizzleParams, 'danger'> & { theme: PluginTheme },
): string[] {
  const { siteDir, component: name, action, typescript, theme } = params;
  const dir = typescript && action === 'eject' ? theme.typeScriptThemePath : theme.themePath;
  if (!dir)
    throw new SwizzleError(
      typescript && action === 'eject'
        ? `${theme.name} does not provide TypeScript theme code (getTypeScriptThemePath); eject it as JavaScript (without --typescript)`
        : `${theme.name} has no theme folder (getThemePath): it has no components to swizzle`,
    );
  const components = themeFolderComponents(dir);
  const folder = intermediateFolders(components).includes(name);
  if (!components.includes(name) && !folder)
    throw new SwizzleError(
      `"${name}" is not a component of ${theme.name}; its components: ${components.join(', ') || 'none'}`,
    );
  if (folder && action === 'wrap')
    throw new SwizzleError(
      `${name} of ${theme.name} is a folder without a component of its own: it can be ejected, not wrapped`,
    );
  refuseExistingOverride(siteDir, name);
  const write = (file: string, source: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  };
  const from = join(dir, name);
  const isFolder = existsSync(from) && statSync(from).isDirectory();
  // Docusaurus's file (`Name.js`, `Name.tsx`; `Name/index.*` for a folder's component) and text.
  if (action === 'wrap')
    return [
      write(
        join(
          siteDir,
          'src/theme',
          `${name}${isFolder ? '/index' : ''}${typescript ? '.tsx' : '.js'}`,
        ),
        docusaurusWrapperSource(name, typescript),
      ),
    ];
  // A folder that is no component is ejected whole, its nested components too, as Docusaurus
  // copies a folder's files.
  if (folder)
    return readdirSync(from, { recursive: true })
      .map((f) => String(f))
      .filter(
        (f) =>
          statSync(join(from, f)).isFile() &&
          !NOT_COMPONENT.test(f) &&
          !/(^|[/\\])(__tests__|__fixtures__)[/\\]/.test(f),
      )
      .sort()
      .map((f) => write(join(siteDir, 'src/theme', name, f), readFileSync(join(from, f), 'utf8')));
  const files = isFolder
    ? readdirSync(from, { withFileTypes: true })
        .filter((e) => e.isFile() && !NOT_COMPONENT.test(e.name))
        .map((e) => e.name)
    : readdirSync(dirname(from)).filter(
        (f) =>
          f.startsWith(`${posix.basename(name)}.`) &&
          !NOT_COMPONENT.test(f) &&
          statSync(join(dirname(from), f)).isFile(),
      );
  const to = join(siteDir, 'src/theme', isFolder ? name : dirname(name));
  return files.map((f) =>
    write(join(to, f), readFileSync(join(isFolder ? from : dirname(from), f), 'utf8')),
  );
}

/**
 * The themes of a Docusaurus site's own plugins (those with a theme folder), initialised as for
 * `extendCli` (no content loaded): what `swizzle <theme> <component>` may name. Empty for a
 * folder without a Docusaurus config.
 */
export async function sitePluginThemes(siteDir: string): Promise<PluginTheme[]> {
  const { findDocusaurusConfig } =
    await import('../plugins/config/docusaurus/loadDocusaurusSite.js');
  if (!findDocusaurusConfig(siteDir)) return [];
  const { loadSiteConfig } = await import('../plugins/config/loadSiteConfig.js');
  const { initSitePlugins } = await import('../plugins/lifecycle/extendCli.js');
  const config = await loadSiteConfig(siteDir, undefined, { sidebars: false });
  if (!config.docusaurus) return [];
  const plugins = await initSitePlugins(config.siteDir, config.docusaurus, config);
  return plugins.flatMap((p) => {
    const themePath = p.instance.getThemePath?.() ?? undefined;
    const typeScriptThemePath = p.instance.getTypeScriptThemePath?.() ?? undefined;
    if (!themePath && !typeScriptThemePath) return [];
    // A theme path is relative to the plugin's folder, as Docusaurus resolves it.
    const at = (dir: string | undefined) => (dir ? resolve(p.path, dir) : undefined);
    const swizzleConfig = p.swizzleConfig && normalizeSwizzleConfig(p.name, p.swizzleConfig);
    return [
      {
        name: p.name,
        themePath: at(themePath),
        typeScriptThemePath: at(typeScriptThemePath),
        ...(swizzleConfig ? { swizzleConfig } : {}),
      },
    ];
  });
}

/** Stops when the site's `src/theme` already overrides `name` (a file or a folder's index). */
/** The site's file overriding the component `name`, if it has one. */
function overrideOf(siteDir: string, name: string): string | undefined {
  return ['.tsx', '.ts', '.jsx', '.js']
    .flatMap((e) => [
      join(siteDir, 'src/theme', name + e),
      join(siteDir, 'src/theme', name, 'index' + e),
    ])
    .find((f) => existsSync(f));
}

function refuseExistingOverride(siteDir: string, name: string): void {
  const taken = overrideOf(siteDir, name);
  if (taken)
    throw new SwizzleError(
      `the site already overrides ${name} (${relative(siteDir, taken)}); remove that file first`,
    );
}
