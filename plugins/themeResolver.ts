// Theme modules with site overrides, as Docusaurus resolves them ("swizzling"):
//
//   @theme/<Name>           the site's src/theme/<Name>.{js,jsx,ts,tsx} (or <Name>/index.*) when it
//                           has one, else the generator's module of that name
//   @theme-original/<Name>  always the generator's (so an override can wrap the original)
//   @docusaurus/<module>    the generator's implementation of Docusaurus's client module
//
// A site's src/theme/MDXComponents (`export default { ...MDXComponents, Foo }`) replaces the map of
// components every doc may use without an import: the page renderer's import of the generator's
// map gets the site's instead. Its names are read from its source without running it, so the
// compile knows them (a doc using one stays a standalone module: it reads the component from
// MDX's provider at render time, like a built-in).
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { id, importerId, include, or } from 'rolldown/filter';
import { parseAst } from './rolldownLazy.js';
import type { Plugin, Rollup } from 'vite';
import { BuildError, type Diagnostic } from './diagnostics.js';
import { overridesCodeBlockParts } from './mdx/codeBlockTokens.js';
import { siteDrawsFences } from './mdx/docusaurusFences.js';
import { replaceableFile, THEME_MODULES } from './mdx/remarkThemeImports.js';
import { cjsThemeModuleSource, isMarkedCommonJs, VIRTUAL_CJS_THEME } from './cjsThemeInterop.js';
import { moduleExportNames, resolveRelativeModule } from './moduleExportNames.js';
import { PACKAGE_ROOT } from './paths.js';
import {
  GENERATOR_LAYER,
  resolveThemeComponent,
  stackLayers,
  type ThemeLayer,
  type ThemeNamespace,
} from './themeLayers.js';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];
const RESOLVED = '\0';
const VIRTUAL_ORIGINAL = 'virtual:docs/theme-original/';
const VIRTUAL_SITE_MDX_COMPONENTS = 'virtual:docs/site-mdx-components';
const VIRTUAL_MERGED_MDX_COMPONENTS = 'virtual:docs/theme-mdx-components';
const VIRTUAL_FRAME_LAYOUT = 'virtual:docs/frame-layout';

/** The keys of the MDX components map each `@theme/MDXComponents/<Part>` is used for. */
const PART_KEYS: Record<string, string[]> = {
  A: ['a'],
  Img: ['img'],
  Code: ['code'],
  Pre: ['pre'],
  Ul: ['ul'],
  Li: ['li'],
  Details: ['details', 'Details'],
  Heading: ['h2', 'h3', 'h4', 'h5', 'h6'],
};

/**
 * The generator's map of MDX components with a site's overrides of its parts in it
 * (`src/theme/MDXComponents/A.tsx` is every link of every doc, as in Docusaurus).
 */
function mergedComponentsModule(parts: [string, string][]): string {
  const lines = [
    "import { createElement } from 'react';",
    `import base, { Code, Pre } from ${JSON.stringify(GENERATOR_MDX_COMPONENTS)};`,
    ...parts.map(([, file], i) => `import Part${i} from ${JSON.stringify(file)};`),
    // A fence reaches the site's Code or Pre as Docusaurus's MDX gives it (docusaurusFences.ts),
    // through the theme's other one, as in Docusaurus's map.
    parts.some(([part]) => part === 'Code' || part === 'Pre')
      ? 'const components = { ...base, code: Code, pre: Pre };'
      : 'const components = { ...base };',
  ];
  parts.forEach(([part], i) => {
    for (const key of PART_KEYS[part]!)
      lines.push(
        part === 'Heading'
          ? `components.${key} = (props) => createElement(Part${i}, { as: '${key}', ...props });`
          : `components.${key} = Part${i};`,
      );
  });
  lines.push('export const mdxComponents = components;', 'export default components;');
  return lines.join('\n') + '\n';
}

/**
 * The page renderer's map when a site has src/theme/MDXComponents. A map written without the
 * original (a whole map, as an ejected swizzle is) still gets the components the compile emits for
 * Markdown and for theme imports it takes out (`:::note` is `<Admonition>`, `import Tabs from
 * '@theme/Tabs'` is the built-in `Tabs`), with the site's `admonition` (Docusaurus's key for
 * `:::note`) as `Admonition`.
 */
export function siteComponentsModule(file: string, drawsFences = false): string {
  const source = readFileSync(file, 'utf8');
  const spreadsOriginal = /['"]@theme-(original|init)\/MDXComponents['"]/.test(source);
  // A map spreading the original that draws fences (its `code` or `pre`: docusaurusFences.ts)
  // has the theme's other one under its own, as Docusaurus's original map has both.
  if (spreadsOriginal && drawsFences)
    return [
      `import { Code, Pre } from ${JSON.stringify(GENERATOR_MDX_COMPONENTS)};`,
      `import site from ${JSON.stringify(file)};`,
      'const components = { code: Code, pre: Pre, ...site };',
      'export const mdxComponents = components;',
      'export default components;',
      '',
    ].join('\n');
  if (spreadsOriginal)
    return `import components from ${JSON.stringify(file)};\nexport const mdxComponents = components;\nexport default components;\n`;
  const builtins = [
    ...new Set(Object.values(THEME_MODULES).flatMap((m) => (m.builtin ? [m.builtin] : []))),
    'AdmonitionTitle',
  ];
  return [
    `import base from ${JSON.stringify(GENERATOR_MDX_COMPONENTS)};`,
    `import site from ${JSON.stringify(file)};`,
    'const components = {',
    ...builtins.map((name) => `  ${name}: base.${name},`),
    '  ...site,',
    '};',
    'if (site.admonition) components.Admonition = site.admonition;',
    'export const mdxComponents = components;',
    'export default components;',
    '',
  ].join('\n');
}

/** {@link siteComponentsModule} of a site's theme (one with src/theme/MDXComponents). */
const siteMapModule = (theme: SiteTheme) =>
  siteComponentsModule(
    theme.overrides.MDXComponents!,
    siteDrawsFences({
      mdxComponents: theme.mdxComponents ?? [],
      overrides: Object.keys(theme.overrides),
    }),
  );

/** The code block's parts, for a site that overrides one (src/theme/mdx/codeBlockPartsSlot.ts). */
const CODE_BLOCK_PARTS_TREE = join(PACKAGE_ROOT, 'src/theme/mdx/codeBlockPartsTree.tsx');

/** The page frame of a site whose `@theme/Layout` draws it (src/theme/pageFrameSlot.tsx). */
const SITE_PAGE_FRAME = join(PACKAGE_ROOT, 'src/theme/sitePageFrame.tsx');

const SERVER_HEAD = join(PACKAGE_ROOT, 'src/theme/docusaurus/serverHead.ts');
/** The route's plugin classes on `<html>`, added where a page renders `@theme/Layout`. */
const HTML_CLASS_NAME = join(PACKAGE_ROOT, 'src/theme/docusaurus/htmlClassName.tsx');

/**
 * `@theme/Layout` for a page of a site whose Layout draws the frame: the site's Layout, with the
 * `title` and `description` a page gives it recorded for the server's HTML and the route's plugin
 * classes on `<html>`, as the generator's own `@theme/Layout` does (src/theme/docusaurus/Layout.tsx).
 */
export function frameLayoutModule(layoutId: string): string {
  return [
    "import { createElement } from 'react';",
    `import Layout from ${JSON.stringify(layoutId)};`,
    `import { recordRenderedHead } from ${JSON.stringify(SERVER_HEAD)};`,
    `import { PluginHtmlClassNameProvider } from ${JSON.stringify(HTML_CLASS_NAME)};`,
    'export default function FrameLayout(props) {',
    '  recordRenderedHead({ title: props.title, description: props.description });',
    '  return createElement(PluginHtmlClassNameProvider, null, createElement(Layout, props));',
    '}',
    '',
  ].join('\n');
}

/** `@theme/ThemeProvider` around the app, for a site that overrides it (src/theme/themeProviderSlot.ts). */
const THEME_PROVIDER_TREE = join(PACKAGE_ROOT, 'src/theme/themeProviderTree.tsx');

/** Whether a layer above the generator's (the site's, a plugin theme's) has a ThemeProvider part. */
export const overridesThemeProvider = (layers: readonly ThemeLayer[]): boolean =>
  layers.some(
    (l) =>
      l.name !== GENERATOR_LAYER &&
      ['ThemeProvider', 'ThemeProvider/TitleFormatter'].some((n) => Object.hasOwn(l.components, n)),
  );

/** The generator's map of MDX components (what `@theme-original/MDXComponents` is). */
export const GENERATOR_MDX_COMPONENTS = join(PACKAGE_ROOT, 'src/theme/mdx/components.tsx');

/** What a site adds to the theme: its overrides and the components it gives every doc. */
export interface SiteTheme {
  /** `<Name>` → the site's file, for each `src/theme/<Name>` (nested: `MDXComponents/A`). */
  overrides: Record<string, string>;
  /** The names the site's MDXComponents adds (undefined: the site has none). */
  mdxComponents?: string[];
}

const stripExt = (f: string) =>
  EXTENSIONS.reduce((n, e) => (n.endsWith(e) ? n.slice(0, -e.length) : n), f);

/**
 * The components of one theme folder (a site's src/theme, a plugin's getThemePath): `Foo.tsx` and
 * `Foo/index.tsx` are `Foo`, `Foo/Bar.tsx` is `Foo/Bar`, as Docusaurus aliases them.
 */
export function scanThemeDir(dir: string, topLevelOnly = false): Record<string, string> {
  const components: Record<string, string> = {};
  if (!existsSync(dir)) return components;
  const visit = (abs: string) => {
    for (const entry of readdirSync(abs).sort()) {
      const file = join(abs, entry);
      if (statSync(file).isDirectory()) {
        if (!topLevelOnly) visit(file);
        continue;
      }
      if (!isComponentFile(entry)) continue;
      let name = stripExt(relative(dir, file).split(sep).join('/'));
      if (name.endsWith('/index')) name = name.slice(0, -'/index'.length);
      // `Foo.tsx` wins over `Foo/index.tsx`, as a bundler resolving `./Foo` would have it.
      if (!components[name] || file.includes(`${name}.`)) components[name] = file;
    }
  };
  visit(dir);
  return components;
}

/** A file a theme folder holds as a component (not a test, a declaration, a stylesheet). */
export const isComponentFile = (entry: string) =>
  EXTENSIONS.some((e) => entry.endsWith(e)) && !/\.(test|spec|d)\.[jt]sx?$/.test(entry);

/** The overrides in a site's src/theme: `Foo.tsx` and `Foo/index.tsx` are `Foo`, `Foo/Bar.tsx` is `Foo/Bar`. */
export function scanSiteTheme(siteDir: string): SiteTheme {
  const dir = join(siteDir, 'src', 'theme');
  if (!existsSync(dir)) return { overrides: {} };
  // The knowledgebase's folder is also the generator's: there src/theme is the generator's theme,
  // and only its MDXComponents file is the site's.
  const shared = realpathSync(dir) === realpathSync(join(PACKAGE_ROOT, 'src', 'theme'));
  const found = scanThemeDir(dir, shared);
  const overrides = shared
    ? Object.fromEntries(Object.entries(found).filter(([name]) => name === 'MDXComponents'))
    : found;
  const mdxFile = overrides.MDXComponents;
  return {
    overrides,
    ...(mdxFile
      ? { mdxComponents: mdxComponentNames(mdxFile, readFileSync(mdxFile, 'utf8')) }
      : {}),
  };
}

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

function position(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * The component names a site's MDXComponents module adds, read from its default export: an object
 * literal (or a `const` holding one) whose spreads are the generator's map. Anything else fails
 * with the position, as the compile could not tell a doc's typo from a site component.
 */
export function mdxComponentNames(file: string, source: string): string[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'jsx';
  const program = parseAst(source, { lang }, file) as unknown as { body: Node[] };
  const fail = (node: Node, message: string): never => {
    throw new BuildError({
      file,
      ...position(source, node.start),
      severity: 'error',
      message: `src/theme/MDXComponents: ${message}`,
      hint:
        "write `import MDXComponents from '@theme-original/MDXComponents'; export default { ...MDXComponents, Foo }`" +
        " (a site module's components can be spread too: `import * as icons from '../icons'`, `...icons`)",
    });
  };
  const originals = new Set<string>();
  /** `import * as icons from '../icons'`: the local name → the module's specifier. */
  const namespaces = new Map<string, string>();
  const consts = new Map<string, Node>();
  let exported: Node | undefined;
  for (const stmt of program.body) {
    if (stmt.type === 'ImportDeclaration') {
      const from = String((stmt.source as { value: string }).value);
      if (from === '@theme-original/MDXComponents' || from === '@theme-init/MDXComponents')
        for (const s of stmt.specifiers as { type: string; local: { name: string } }[])
          if (s.type === 'ImportDefaultSpecifier') originals.add(s.local.name);
      for (const s of stmt.specifiers as { type: string; local: { name: string } }[])
        if (s.type === 'ImportNamespaceSpecifier') namespaces.set(s.local.name, from);
    }
    if (stmt.type === 'VariableDeclaration')
      for (const d of stmt.declarations as { id: { name?: string }; init?: Node }[])
        if (d.id.name && d.init) consts.set(d.id.name, d.init);
    if (stmt.type === 'ExportDefaultDeclaration') exported = stmt.declaration as Node;
  }
  if (!exported) return fail(program.body[0] ?? { type: '', start: 0 }, 'no default export');
  let object: Node | undefined = exported;
  if (object.type === 'Identifier') object = consts.get(object.name as string);
  while (object && (object.type === 'TSAsExpression' || object.type === 'TSSatisfiesExpression'))
    object = object.expression as Node;
  if (!object || object.type !== 'ObjectExpression')
    return fail(exported, 'the default export is not an object literal');
  const names: string[] = [];
  for (const prop of object.properties as Node[]) {
    if (prop.type === 'SpreadElement') {
      const arg = prop.argument as Node;
      if (arg.type === 'Identifier' && originals.has(arg.name as string)) continue;
      const spread = arg.type === 'Identifier' && namespaceNames(file, namespaces, arg.name);
      if (spread) {
        names.push(...spread);
        continue;
      }
      return fail(
        prop,
        'a spread of something other than the original MDXComponents or a namespace import of ' +
          'a module of the site',
      );
    }
    const key = prop.key as Node;
    if (prop.computed) return fail(prop, 'a computed key');
    names.push(key.type === 'Identifier' ? (key.name as string) : String(key.value));
  }
  return names;
}

/** The exports of a site module spread into the map (`...icons`), when they can be read. */
function namespaceNames(file: string, namespaces: Map<string, string>, name: unknown) {
  const from = namespaces.get(name as string);
  const target = from?.startsWith('.') ? resolveRelativeModule(file, from) : undefined;
  return target ? moduleExportNames(target) : undefined;
}

/** The generator's module for a specifier (`@theme/Tabs`, `@docusaurus/router`), or undefined. */
export function generatorModule(specifier: string) {
  return Object.hasOwn(THEME_MODULES, specifier) ? THEME_MODULES[specifier] : undefined;
}

/**
 * `@docusaurus/core/lib/client/exports/useDocusaurusContext` (Ory's hooks import Docusaurus's
 * client module by its file) is the module `@docusaurus/useDocusaurusContext` names: webpack finds
 * the same file both ways. Undefined for any other specifier.
 */
export function coreClientExportAlias(specifier: string): string | undefined {
  const m = /^@docusaurus\/core\/lib\/client\/exports\/([A-Za-z]+)(?:\.js)?$/.exec(specifier);
  return m ? `@docusaurus/${m[1]}` : undefined;
}

/**
 * `@docusaurus/theme-classic/lib/theme/Heading` (Dyte's release notes import the classic theme's
 * component by its file) is the classic theme's own component, below every override: what
 * `@theme-init/Heading` names. Undefined for any other specifier.
 */
export function classicThemeFileAlias(specifier: string): string | undefined {
  const m = /^@docusaurus\/theme-classic\/lib\/theme\/(.+?)(?:\/index)?(?:\.js)?$/.exec(specifier);
  return m ? `@theme-init/${m[1]}` : undefined;
}

/**
 * Whether `specifier` names a module inside a `@docusaurus/*` package that one of the site's
 * plugins loads theme components from (`@docusaurus/theme-live-codeblock/client`, its theme folder
 * being `…/@docusaurus/theme-live-codeblock/lib/theme`): that package's own module, which the
 * bundler resolves. The generator's stand-ins (theme-common, the content plugins' client
 * modules) are answered before this is asked.
 */
export function ownThemePackageModule(
  specifier: string,
  themePaths: readonly PluginThemePath[],
): boolean {
  const m = /^(@docusaurus\/[^/]+)\/./.exec(specifier);
  if (!m) return false;
  const marker = `/node_modules/${m[1]}/`;
  return themePaths.some(({ dir }) => dir.split(sep).join('/').includes(marker));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The specifiers of isThemeSpecifier and the virtual modules this plugin resolves (a hook filter). */
const THEME_OR_VIRTUAL = new RegExp(
  `^(?:@theme/|@theme-original/|@theme-init/|@docusaurus/|${[
    VIRTUAL_SITE_MDX_COMPONENTS,
    VIRTUAL_MERGED_MDX_COMPONENTS,
    VIRTUAL_FRAME_LAYOUT,
  ]
    .map((v) => `${escapeRegExp(v)}$`)
    .join('|')})`,
);

/**
 * What the theme resolver's resolveId may answer: a theme namespace or one of its virtual modules,
 * the MDX components map, or any import by the theme's own modules (slots, overrides). Rolldown's
 * composable form (Vite's type of the hook names only `{ id }`; its dev server, which reads only
 * that, calls the handler for every import).
 */
const themeResolveFilter = (themeDir: string) => [
  include(
    or(
      id(THEME_OR_VIRTUAL),
      id(/\/mdx\/components(?:\.js|\.tsx)?$/),
      importerId(new RegExp(`^${escapeRegExp(themeDir)}`)),
    ),
  ),
];

/** The bundler's file for a theme package's own module (ownThemePackageModule), else null. */
async function ownThemeModule(
  ctx: Pick<Rollup.PluginContext, 'resolve'>,
  id: string,
  importer: string | undefined,
  themePaths: readonly PluginThemePath[] = [],
) {
  if (!ownThemePackageModule(id, themePaths)) return null;
  return ctx.resolve(id, importer, { skipSelf: true });
}

/** The virtual modules the theme resolver answers itself. */
const OWN_VIRTUALS = new Set([
  VIRTUAL_SITE_MDX_COMPONENTS,
  VIRTUAL_MERGED_MDX_COMPONENTS,
  VIRTUAL_FRAME_LAYOUT,
]);

/** Whether the specifier is one of the namespaces we answer for (others go to the bundler). */
export const isThemeSpecifier = (id: string) =>
  id.startsWith('@theme/') ||
  id.startsWith('@theme-original/') ||
  id.startsWith('@theme-init/') ||
  id.startsWith('@docusaurus/');

/** `file:line:column` of `specifier` in `importer`'s text (its import statement), when found. */
function importPosition(importer: string | undefined, specifier: string): Partial<Diagnostic> {
  if (!importer || !existsSync(importer)) return {};
  const source = readFileSync(importer, 'utf8');
  for (const quote of ["'", '"']) {
    const i = source.indexOf(quote + specifier + quote);
    if (i >= 0) return position(source, i);
  }
  return {};
}

export function missingModuleDiagnostic(
  specifier: string,
  file: string,
  pos: { line?: number; column?: number },
): Diagnostic {
  const theme = specifier.startsWith('@theme');
  return {
    file,
    ...pos,
    severity: 'error',
    message: `"${specifier}" is not a module this generator provides`,
    hint: theme
      ? `add the component to the site as src/theme/${specifier.replace(/^@theme(-original|-init)?\//, '')}.tsx, or import one of ${Object.keys(
          THEME_MODULES,
        )
          .filter((k) => k.startsWith('@theme/') && !k.includes('/MDXComponents/'))
          .join(', ')}`
      : `the Docusaurus modules provided are ${Object.keys(THEME_MODULES)
          .filter((k) => k.startsWith('@docusaurus/'))
          .join(', ')}; write the code in the site (src/components) instead`,
    kind: 'bundle',
  };
}

/** The components whose import makes a Layout the page frame (Docusaurus's Layout draws them). */
const FRAME_PARTS = new Set(['@theme/Navbar', '@theme/Footer']);

/**
 * The module specifiers a file imports, re-exports or requires, read from its source without
 * running it (undefined when it does not parse: the bundler says where, when it loads the file).
 */
export function importedSpecifiers(file: string, source: string): string[] | undefined {
  const lang = /\.tsx$/.test(file) ? 'tsx' : /\.ts$/.test(file) ? 'ts' : 'jsx';
  let program: { body: Node[] };
  try {
    program = parseAst(source, { lang }, file) as unknown as { body: Node[] };
  } catch {
    return undefined;
  }
  const found: string[] = [];
  for (const stmt of program.body) {
    const from = (stmt.source as { value?: unknown } | null | undefined)?.value;
    if (typeof from === 'string') found.push(from);
  }
  // A plugin theme compiled to CommonJS requires its imports.
  for (const m of source.matchAll(/\brequire\(\s*(['"])([^'"]+)\1\s*\)/g)) found.push(m[2]!);
  return found;
}

/**
 * The file of the theme's `@theme/Layout` that draws the page frame, if one does: the site's (or a
 * plugin theme's) Layout importing `@theme/Navbar` or `@theme/Footer`, as Docusaurus's own Layout
 * and an ejected copy of it do, or a wrapper (through `@theme-original/Layout` or
 * `@theme-init/Layout`) of such a Layout. Undefined when the Layout is the generator's or a wrapper
 * of it: this generator's frame (src/theme/pageFrameSlot.tsx) is then drawn around every route.
 */
export function frameLayoutFile(layers: readonly ThemeLayer[]): string | undefined {
  const generator = layers.find((l) => l.name === GENERATOR_LAYER)?.components.Layout;
  let file = resolveThemeComponent(layers, '@theme', 'Layout');
  for (let depth = 0; file && file !== generator && depth < layers.length; depth++) {
    const path = file.startsWith(RESOLVED) ? undefined : file;
    if (!path || !existsSync(path)) return undefined;
    const imports = importedSpecifiers(path, readFileSync(path, 'utf8')) ?? [];
    if (imports.some((s) => FRAME_PARTS.has(s))) return path;
    const below = imports.find((s) => s === '@theme-original/Layout' || s === '@theme-init/Layout');
    if (!below) return undefined;
    const namespace = below.slice(0, below.indexOf('/')) as ThemeNamespace;
    file = resolveThemeComponent(layers, namespace, 'Layout', path);
  }
  return undefined;
}

/** What a slot module of the theme is for a site (undefined: the slot itself). */
function slotFile(
  id: string,
  layers: readonly ThemeLayer[],
  overrides: Record<string, string>,
  frameLayout: () => string | undefined,
): string | undefined {
  // The code block's parts ship only to a site that overrides one of them.
  if (/\/codeBlockPartsSlot(\.js|\.ts)?$/.test(id))
    return overridesCodeBlockParts(Object.keys(overrides)) ? CODE_BLOCK_PARTS_TREE : undefined;
  if (/\/themeProviderSlot(\.js|\.ts)?$/.test(id))
    return overridesThemeProvider(layers) ? THEME_PROVIDER_TREE : undefined;
  // The site's Layout draws the frame: the theme's frame draws nothing of it, and the route
  // components render the site's Layout where Docusaurus's do.
  if (/\/pageFrameSlot(\.js|\.tsx)?$/.test(id)) return frameLayout() ? SITE_PAGE_FRAME : undefined;
  return undefined;
}

/** A plugin's theme folder (its getThemePath), a layer between the site's and the generator's. */
export interface PluginThemePath {
  name: string;
  dir: string;
}

export interface ThemeResolverOptions {
  /** The plugins' theme folders, in the order of the plugins (issue 32's lifecycle fills it). */
  pluginThemePaths?: () => readonly PluginThemePath[];
  /** Told of each file in the site's src/theme the bundle does not use (client builds only). */
  onUnusedOverride?: (file: string, name: string) => void;
}

/** The warning for a file of the site's src/theme that the build does not use. */
export function unusedOverrideWarning(onWarning: (d: Diagnostic) => void) {
  return (file: string, name: string) =>
    onWarning({
      file,
      severity: 'warning',
      message: `src/theme/${name} is not used: ${
        name === 'prism-include-languages'
          ? 'code is highlighted at build time by Shiki, not by Prism in the browser, so there are no Prism languages to add (Shiki knows its languages by name: a fence of any of them is highlighted)'
          : generatorModule(`@theme/${name}`)
            ? 'nothing imports it'
            : `this generator's theme has no @theme/${name} component, and no module of the site imports the file`
      }`,
      hint: `the components a site can override are listed in the generator's reference/swizzling.md; import the file from another component, or remove it`,
      kind: 'theme',
    });
}

/** The generator's layer: every `@theme/<Name>` it provides → the id the bundler loads. */
function generatorLayer(): Record<string, string> {
  const components: Record<string, string> = {};
  for (const specifier of Object.keys(THEME_MODULES))
    if (specifier.startsWith('@theme/'))
      components[specifier.slice('@theme/'.length)] = generatorId(specifier)!;
  return components;
}

function generatorId(specifier: string): string | undefined {
  const module = generatorModule(specifier);
  if (!module) return undefined;
  const file = join(PACKAGE_ROOT, module.file);
  return module.exportName === 'default' ? file : RESOLVED + VIRTUAL_ORIGINAL + specifier;
}

/** A plugin theme's component compiled to CommonJS is its `exports.default`, as with webpack. */
const interopId = (file: string) =>
  isMarkedCommonJs(file) ? RESOLVED + VIRTUAL_CJS_THEME + file : file;

/** The Vite plugin: resolves the theme's specifiers for a site's client, server and dev builds. */
export function themeResolverPlugin(siteDir: string, options: ThemeResolverOptions = {}): Plugin {
  let theme: SiteTheme | undefined;
  let layers: ThemeLayer[] | undefined;
  let replaced: Map<string, string> | undefined;
  let frameLayout: { file: string | undefined } | undefined;
  const siteTheme = () => (theme ??= scanSiteTheme(siteDir));
  const themeLayers = () =>
    (layers ??= stackLayers(
      siteTheme().overrides,
      (options.pluginThemePaths?.() ?? []).map(({ name, dir }) => ({
        name,
        components: scanThemeDir(dir),
      })),
      generatorLayer(),
    ));
  /** The generator's files an override (the site's or a plugin theme's) replaces everywhere. */
  const replacements = () =>
    (replaced ??= new Map(
      [...new Set(themeLayers().flatMap((l) => Object.keys(l.components)))].flatMap((name) => {
        const original = replaceableFile(`@theme/${name}`);
        const top = resolveThemeComponent(themeLayers(), '@theme', name);
        return original && top && top !== join(PACKAGE_ROOT, original)
          ? [[join(PACKAGE_ROOT, original), top] as const]
          : [];
      }),
    ));
  /** The site's (or a plugin theme's) Layout file when it draws the page frame. */
  const siteFrameLayout = () => (frameLayout ??= { file: frameLayoutFile(themeLayers()) }).file;
  const THEME_DIR = join(PACKAGE_ROOT, 'src', 'theme') + sep;
  /** The site's overrides of parts of the MDX components map, `[part, file]`. */
  const partOverrides = (): [string, string][] =>
    Object.entries(siteTheme().overrides).flatMap(([name, file]) => {
      const part = /^MDXComponents\/(\w+)$/.exec(name)?.[1];
      return part && Object.hasOwn(PART_KEYS, part) ? [[part, file] as [string, string]] : [];
    });
  return {
    name: 'docs-theme-resolver',
    enforce: 'pre',
    buildStart() {
      theme = undefined;
      layers = undefined;
      replaced = undefined;
      frameLayout = undefined;
    },
    resolveId: {
      // Rolldown calls the handler for no other import (themeResolveFilter).
      filter: themeResolveFilter(THEME_DIR) as { id?: RegExp },
      async handler(id, importer) {
        if (OWN_VIRTUALS.has(id)) return RESOLVED + id;
        if (!isThemeSpecifier(id)) {
          // A slot of the theme filled for the sites that need it (code block parts, theme
          // provider, the site's own page frame).
          const slot = importer?.startsWith(THEME_DIR)
            ? slotFile(id, themeLayers(), siteTheme().overrides, siteFrameLayout)
            : undefined;
          if (slot) return slot;
          // The theme's own imports of a module the site overrides get the override (as `@theme/X`
          // does in Docusaurus's theme), so built-in components and code fences use it too.
          if (importer?.startsWith(THEME_DIR) && id.startsWith('.') && replacements().size) {
            const resolved = await this.resolve(id, importer, { skipSelf: true });
            const override = resolved && replacements().get(resolved.id);
            if (override && override !== importer) return interopId(override);
          }
          // The page renderer's map of MDX components is the site's, when it has one (or the
          // generator's with the site's parts in it).
          const mdx = siteTheme().overrides.MDXComponents;
          const parts = partOverrides().length > 0;
          if ((mdx || parts) && importer && /\/mdx\/components(\.js|\.tsx)?$/.test(id)) {
            const resolved = await this.resolve(id, importer, { skipSelf: true });
            if (
              resolved?.id === GENERATOR_MDX_COMPONENTS &&
              importer !== mdx &&
              !importer.startsWith(RESOLVED)
            )
              return RESOLVED + (mdx ? VIRTUAL_SITE_MDX_COMPONENTS : VIRTUAL_MERGED_MDX_COMPONENTS);
          }
          return undefined;
        }
        const file = importer?.split('?')[0] ?? '';
        const theme = /^(@theme(?:-original|-init)?)\/(.+)$/.exec(classicThemeFileAlias(id) ?? id);
        if (theme) {
          const [, namespace, name] = theme as unknown as [string, ThemeNamespace, string];
          const resolved = resolveThemeComponent(themeLayers(), namespace, name, file);
          // A page's `@theme/Layout`, when the site's Layout draws the frame (not the Layouts' own
          // imports of each other): the site's, its title recorded for the server's HTML.
          if (
            namespace === '@theme' &&
            name === 'Layout' &&
            resolved &&
            siteFrameLayout() &&
            !themeLayers().some((l) => l.components.Layout === file)
          )
            return RESOLVED + VIRTUAL_FRAME_LAYOUT;
          if (resolved === GENERATOR_MDX_COMPONENTS && partOverrides().length)
            return RESOLVED + VIRTUAL_MERGED_MDX_COMPONENTS;
          if (resolved) return interopId(resolved);
        } else {
          const resolved = generatorId(coreClientExportAlias(id) ?? id);
          if (resolved) return resolved;
          const found = await ownThemeModule(this, id, importer, options.pluginThemePaths?.());
          if (found) return found;
        }
        const d = missingModuleDiagnostic(id, file, importPosition(file, id));
        // The bundler keeps an error's first line: the hint goes into it.
        throw new BuildError({ ...d, message: `${d.message}: ${d.hint}` });
      },
    },
    buildEnd(error) {
      // A file of the site's src/theme no module imports is an override this generator does not
      // apply (a component it has not, or a name it does not use): say so, never silently.
      if (error || !options.onUnusedOverride) return;
      const used = new Set([...this.getModuleIds()].map((m) => m.split('?')[0]));
      for (const [name, file] of Object.entries(siteTheme().overrides))
        if (!used.has(file)) options.onUnusedOverride(file, name);
    },
    load: {
      // Only the modules resolved here (`\0…`): Rolldown calls the handler for no other.
      filter: { id: /^\0/ },
      handler(id) {
        if (id === RESOLVED + VIRTUAL_MERGED_MDX_COMPONENTS)
          return mergedComponentsModule(partOverrides());
        if (id === RESOLVED + VIRTUAL_FRAME_LAYOUT)
          return frameLayoutModule(
            interopId(resolveThemeComponent(themeLayers(), '@theme', 'Layout')!),
          );
        if (id === RESOLVED + VIRTUAL_SITE_MDX_COMPONENTS) return siteMapModule(siteTheme());
        if (id.startsWith(RESOLVED + VIRTUAL_CJS_THEME))
          return cjsThemeModuleSource(id.slice(RESOLVED.length + VIRTUAL_CJS_THEME.length));
        if (!id.startsWith(RESOLVED + VIRTUAL_ORIGINAL)) return undefined;
        const module = generatorModule(id.slice(RESOLVED.length + VIRTUAL_ORIGINAL.length))!;
        return `export { ${module.exportName} as default } from ${JSON.stringify(join(PACKAGE_ROOT, module.file))};\n`;
      },
    },
  };
}
