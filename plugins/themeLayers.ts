// The theme's layers, as Docusaurus stacks them (top first): the site's src/theme, then the theme
// folders of plugins (getThemePath; a later plugin's above an earlier one's), then the generator's
// theme. `@theme/X` is the top layer's X; `@theme-original/X` the top theme's X below the site
// (what a site's wrapper wraps); `@theme-init/X` the bottom theme's X (what a plugin theme's
// wrapper wraps). A file never resolves its own name to itself: it gets the next layer's.

/** One folder of theme components. */
export interface ThemeLayer {
  /** `site`, the plugin's name, or `generator`. */
  name: string;
  /** `<Name>` → the file (for the generator: the id the bundler loads). */
  components: Readonly<Record<string, string>>;
}

export const SITE_LAYER = 'site';
export const GENERATOR_LAYER = 'generator';

/** The layers, top first: the site's, the plugins' (the last plugin's first), the generator's. */
export function stackLayers(
  site: Record<string, string>,
  pluginThemes: readonly ThemeLayer[],
  generator: Record<string, string>,
): ThemeLayer[] {
  return [
    { name: SITE_LAYER, components: site },
    ...[...pluginThemes].reverse(),
    { name: GENERATOR_LAYER, components: generator },
  ];
}

export type ThemeNamespace = '@theme' | '@theme-original' | '@theme-init';

/** The file a theme specifier's namespace and name resolve to for an importer, if any layer has it. */
export function resolveThemeComponent(
  layers: readonly ThemeLayer[],
  namespace: ThemeNamespace,
  name: string,
  importer?: string,
): string | undefined {
  const holding = layers.filter(
    (l) => Object.hasOwn(l.components, name) && l.components[name] !== importer,
  );
  if (namespace === '@theme') return holding[0]?.components[name];
  const themes = holding.filter((l) => l.name !== SITE_LAYER);
  const layer = namespace === '@theme-original' ? themes[0] : themes.at(-1);
  return layer?.components[name];
}

/** The layer a file belongs to (undefined: none of them). */
export function layerOf(layers: readonly ThemeLayer[], file: string): ThemeLayer | undefined {
  return layers.find((l) => Object.values(l.components).includes(file));
}
