// What a built-in plugin (docs, blog, pages, sitemap, client redirects) keeps for the generator
// beside the content third-party plugins see: the loaded data under a symbol key of its content,
// so `allContent`, plugin-debug's JSON view and `postBuild`'s `content` show only Docusaurus's
// shape, and the stages still get the generator's own model.

/** The key of a built-in plugin's content under which the generator's own data is kept. */
export const NATIVE = Symbol.for('docs-generator.native-content');

/** Docusaurus's built-in plugins this generator implements, by what they are. */
export type BuiltInKind = 'docs' | 'blog' | 'pages' | 'sitemap' | 'client-redirects';

/** A built-in plugin's entry in the config: which one, and which instance of its options. */
export interface BuiltInRef {
  kind: BuiltInKind;
  /** The instance's index in the config's list of that plugin's options (0 for the sitemap). */
  index: number;
}

/** The name each built-in plugin instance has, as Docusaurus names it. */
export const BUILT_IN_NAMES: Record<BuiltInKind, string> = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  pages: 'docusaurus-plugin-content-pages',
  sitemap: 'docusaurus-plugin-sitemap',
  'client-redirects': 'docusaurus-plugin-client-redirects',
};

/** Content with the generator's data attached (not enumerable: JSON and spreads leave it out). */
export function withNative<C extends object, N>(content: C, native: N): C {
  Object.defineProperty(content, NATIVE, { value: native, enumerable: false });
  return content;
}

/** The generator's data of a built-in plugin's content (undefined: not a built-in's). */
export function nativeOf<N>(content: unknown): N | undefined {
  return content && typeof content === 'object'
    ? ((content as Record<symbol, unknown>)[NATIVE] as N | undefined)
    : undefined;
}
