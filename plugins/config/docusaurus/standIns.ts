// Small modules the generator provides in place of Docusaurus's own packages when it loads a
// docusaurus.config.* file (CommonJS, so a CommonJS config can require them too): a config may import them (types, the classic preset, Prism themes)
// where none of them is installed, and what it takes from them stays recognisable (a Prism theme
// keeps its name, so it can be mapped onto our highlighter).

import { prismReactRendererThemes } from './prismReactRenderer.js';

/** prism-react-renderer 2's theme names (`themes.github`, `themes.dracula`, ...). */
export const PRISM_THEMES = [
  'dracula',
  'duotoneDark',
  'duotoneLight',
  'github',
  'gruvboxMaterialDark',
  'gruvboxMaterialLight',
  'jettwaveDark',
  'jettwaveLight',
  'nightOwl',
  'nightOwlLight',
  'oceanicNext',
  'okaidia',
  'oneDark',
  'oneLight',
  'palenight',
  'shadesOfPurple',
  'synthwave84',
  'ultramin',
  'vsDark',
  'vsLight',
] as const;

/** The key a stand-in Prism theme carries its name under. */
export const PRISM_THEME_MARK = '__docsPrismTheme';

/**
 * A stand-in theme: prism-react-renderer 2.4.1's own (its `plain` and `styles`, which a config may
 * change as it changes the real one) with its name under `PRISM_THEME_MARK`; empty for a name it
 * does not have (the mapper fails on it).
 */
const prismTheme = (name: string) => {
  const real = prismReactRendererThemes()[name];
  const body = real ? JSON.stringify(real) : '{ "plain": {}, "styles": [] }';
  return `Object.assign({ ${JSON.stringify(PRISM_THEME_MARK)}: ${JSON.stringify(name)} }, ${body})`;
};

/** The stand-in module's text (made when a config first requires the package). */
const prismModule = () => `Object.defineProperty(exports, '__esModule', { value: true });
exports.themes = {
${PRISM_THEMES.map((t) => `  ${t}: ${prismTheme(t)},`).join('\n')}
};
exports.Prism = { languages: {} };
exports.Highlight = function Highlight() { return null; };
exports.normalizeTokens = function normalizeTokens(lines) { return lines; };
exports.default = { themes: exports.themes, Prism: exports.Prism, Highlight: exports.Highlight };
`;

/** prism-react-renderer 1's `prism-react-renderer/themes/<name>` (kebab-case file names). */
const PRISM_V1 = /^prism-react-renderer\/themes\/([A-Za-z0-9-]+)$/;

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The content plugins the generator builds itself (plugins/builtins/). */
const CONTENT_PLUGINS = new Set([
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-pages',
]);

/** The global key under which the lifecycle answers a call of a content plugin's function. */
export const CONTENT_PLUGIN_CALL = 'docs-generator.content-plugin-call';

/**
 * What a content plugin's stand-in asks the lifecycle (plugins/lifecycle/wrappedContent.ts): the
 * built-in plugin instance for `(context, options)`, and its options validated as Docusaurus's
 * `validateOptions` gives them. Unset outside a plugin function the lifecycle runs.
 */
export interface ContentPluginCall {
  create(name: string, context: unknown, options: unknown): unknown;
  validateOptions(name: string, args: { validate: unknown; options: unknown }): unknown;
}

/**
 * Names a preset, plugin or theme module exports as its default: a function that says which
 * package it stands for, so `presets: [require('@docusaurus/preset-classic')]`-style configs map.
 * Its \`default\` is the same function, as in the packages' CommonJS builds. Calling it fails with
 * standInCallMessage's reason, not "… is not a function", except for the content plugins whose
 * function a site plugin may call to wrap them (CONTENT_PLUGIN_CALL): then the lifecycle gives the
 * built-in instance, and `validateOptions` (a property of the function, so that
 * `{ ...require(name), default: wrapper }` exports it) validates as the built-in does.
 */
const packageFunction = (
  name: string,
) => `const KEY = Symbol.for(${JSON.stringify(CONTENT_PLUGIN_CALL)});
const MESSAGE = ${JSON.stringify(standInCallMessage(name))};
const standIn = function (context, options) {
  const call = ${WRAPPABLE.has(name) ? 'globalThis[KEY]' : 'undefined'};
  if (!call) throw new Error(MESSAGE);
  return call.create(${JSON.stringify(name)}, context, options);
};
Object.defineProperty(standIn, '__docsPackage', { value: ${JSON.stringify(name)} });
standIn.default = standIn;
${
  WRAPPABLE.has(name)
    ? `standIn.validateOptions = function (args) {
  const call = globalThis[KEY];
  return call ? call.validateOptions(${JSON.stringify(name)}, args) : args && args.options;
};
`
    : ''
}module.exports = standIn;
`;

/** The content plugins whose function a site plugin may call to extend them (plugins/lifecycle/wrappedContent.ts). */
export const WRAPPABLE = new Set([
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-pages',
]);

/**
 * Why calling one of these packages' plugin functions fails: the preset and theme are names only;
 * the blog, docs and pages plugins' functions work from a site plugin's function (it wraps the
 * built-in instance), not elsewhere; the others are the generator's own.
 */
export function standInCallMessage(name: string): string {
  const preset = name === '@docusaurus/preset-classic' || name === '@docusaurus/theme-classic';
  if (preset)
    return `${name} is provided by the docs generator as a name only: refer to it by name in the config (e.g. 'classic'), do not call it`;
  if (WRAPPABLE.has(name)) {
    const kind = name.slice('@docusaurus/plugin-content-'.length);
    return `${name}'s plugin function can be called only from the plugin function of a local plugin the config lists in its plugins (['./plugins/my-${kind}', options]), whose module imports it, as a plugin that extends the ${kind} plugin does (\`{ ...await ${kind}Plugin(context, options), contentLoaded }\`); it was called elsewhere (a helper module, a preset, or later than the plugin function)`;
  }
  return CONTENT_PLUGINS.has(name)
    ? `${name} is built by the docs generator itself: a plugin that calls its default export to wrap it (with options or methods of its own, such as \`{ ...plugin(context, options), contentLoaded }\`) is supported from a local plugin's function only; declare ["${name}", { ...options }] in the config's plugins instead (its remarkPlugins and rehypePlugins compile its own folders) and add extra routes from a plugin of your own that reads its content in allContentLoaded`
    : `${name} is implemented by the docs generator, not run from the package: its plugin function cannot be called by a site plugin (a plugin that extends it, \`{ ...plugin(context, options), contentLoaded }\`, is not supported). Declare it by name in the config (the preset's option or \`plugins: [['${name}', options]]\`) and add the extra routes from a plugin of your own that reads its content in allContentLoaded`;
}

/** Modules a config may import that the generator stands in for, matched by import specifier. */
export function standInSource(id: string): string | undefined {
  if (id === 'prism-react-renderer') return prismModule();
  const v1 = PRISM_V1.exec(id);
  if (v1) {
    const name = camel(v1[1]!);
    return `module.exports = ${prismTheme(name)};\n`;
  }
  if (
    id === '@docusaurus/preset-classic' ||
    id === '@docusaurus/plugin-content-docs' ||
    id === '@docusaurus/plugin-content-blog' ||
    id === '@docusaurus/plugin-content-pages' ||
    // The other plugins the generator builds itself (mapDocusaurusConfig.ts, BUILT_IN_PLUGINS).
    id === '@docusaurus/plugin-client-redirects' ||
    id === '@docusaurus/plugin-sitemap' ||
    id === '@docusaurus/plugin-svgr' ||
    id === '@docusaurus/theme-classic'
  )
    return packageFunction(id);
  // Types only (erased when the config is TypeScript; an empty module when a JS config imports them).
  if (id === '@docusaurus/types' || id === '@docusaurus/core' || id.startsWith('@docusaurus/core/'))
    return 'module.exports = {};\n';
  return undefined;
}

/** True when `id` is one of the stand-ins above. */
export function isStandIn(id: string): boolean {
  return standInSource(id) !== undefined;
}
