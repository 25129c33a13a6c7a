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
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { BuildError, type Diagnostic } from './diagnostics.js';
import { overridesCodeBlockParts } from './mdx/codeBlockTokens.js';
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
    `import base from ${JSON.stringify(GENERATOR_MDX_COMPONENTS)};`,
    ...parts.map(([, file], i) => `import Part${i} from ${JSON.stringify(file)};`),
    'const components = { ...base };',
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
export function siteComponentsModule(file: string): string {
  const source = readFileSync(file, 'utf8');
  const spreadsOriginal = /['"]@theme-(original|init)\/MDXComponents['"]/.test(source);
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

/** The code block's parts, for a site that overrides one (src/theme/mdx/codeBlockPartsSlot.ts). */
const CODE_BLOCK_PARTS_TREE = join(PACKAGE_ROOT, 'src/theme/mdx/codeBlockPartsTree.tsx');

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

/**
 * A site's ejected `@theme/Layout` that draws the navbar or the footer itself (Docusaurus's frame
 * is its Layout): this generator draws them around every route (src/theme/Layout.tsx) and its
 * `@theme/Layout` is the page's part only, so such a Layout would show them twice. Said at the
 * import, rather than built wrong.
 */
export function refuseFrameInLayout(specifier: string, file: string): void {
  if (specifier !== '@theme/Navbar' && specifier !== '@theme/Footer') return;
  throw new BuildError({
    file,
    ...importPosition(file, specifier),
    severity: 'error',
    message: `src/theme/Layout draws ${specifier.slice('@theme/'.length).toLowerCase()} (${specifier}): an ejected Layout that draws the page frame is not supported yet, as this generator draws the announcement bar, navbar and footer around every route itself`,
    hint: `keep what the Layout adds (head tags, providers, a class) in a wrapper that renders <Layout {...props}> from @theme-original/Layout (\`docusaurus swizzle @docusaurus/theme-classic Layout --wrap\`), and leave the navbar and footer to the theme (src/theme/Navbar and src/theme/Footer override them)`,
    kind: 'theme',
  });
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
    },
    async resolveId(id, importer) {
      if (id === VIRTUAL_SITE_MDX_COMPONENTS || id === VIRTUAL_MERGED_MDX_COMPONENTS)
        return RESOLVED + id;
      if (!isThemeSpecifier(id)) {
        // The code block's parts ship only to a site that overrides one of them.
        if (
          importer?.startsWith(THEME_DIR) &&
          /\/codeBlockPartsSlot(\.js|\.ts)?$/.test(id) &&
          overridesCodeBlockParts(Object.keys(siteTheme().overrides))
        )
          return CODE_BLOCK_PARTS_TREE;
        if (
          importer?.startsWith(THEME_DIR) &&
          /\/themeProviderSlot(\.js|\.ts)?$/.test(id) &&
          overridesThemeProvider(themeLayers())
        )
          return THEME_PROVIDER_TREE;
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
        if (file && file === siteTheme().overrides.Layout) refuseFrameInLayout(id, file);
        const resolved = resolveThemeComponent(themeLayers(), namespace, name, file);
        if (resolved === GENERATOR_MDX_COMPONENTS && partOverrides().length)
          return RESOLVED + VIRTUAL_MERGED_MDX_COMPONENTS;
        if (resolved) return interopId(resolved);
      } else {
        const resolved = generatorId(coreClientExportAlias(id) ?? id);
        if (resolved) return resolved;
      }
      const d = missingModuleDiagnostic(id, file, importPosition(file, id));
      // The bundler keeps an error's first line: the hint goes into it.
      throw new BuildError({ ...d, message: `${d.message}: ${d.hint}` });
    },
    buildEnd(error) {
      // A file of the site's src/theme no module imports is an override this generator does not
      // apply (a component it has not, or a name it does not use): say so, never silently.
      if (error || !options.onUnusedOverride) return;
      const used = new Set([...this.getModuleIds()].map((m) => m.split('?')[0]));
      for (const [name, file] of Object.entries(siteTheme().overrides))
        if (!used.has(file)) options.onUnusedOverride(file, name);
    },
    load(id) {
      if (id === RESOLVED + VIRTUAL_MERGED_MDX_COMPONENTS)
        return mergedComponentsModule(partOverrides());
      if (id === RESOLVED + VIRTUAL_SITE_MDX_COMPONENTS)
        return siteComponentsModule(siteTheme().overrides.MDXComponents!);
      if (id.startsWith(RESOLVED + VIRTUAL_CJS_THEME))
        return cjsThemeModuleSource(id.slice(RESOLVED.length + VIRTUAL_CJS_THEME.length));
      if (!id.startsWith(RESOLVED + VIRTUAL_ORIGINAL)) return undefined;
      const module = generatorModule(id.slice(RESOLVED.length + VIRTUAL_ORIGINAL.length))!;
      return `export { ${module.exportName} as default } from ${JSON.stringify(join(PACKAGE_ROOT, module.file))};\n`;
    },
  };
}
