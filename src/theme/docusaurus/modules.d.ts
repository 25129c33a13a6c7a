// Types of the module names a site's own code imports from the theme (plugins/themeResolver.ts
// resolves them), for the sites written in TypeScript in this repository and its fixtures.
declare module '@theme-original/MDXComponents' {
  const MDXComponents: typeof import('../mdx/components.js').default;
  export default MDXComponents;
}
declare module '@theme-original/CodeBlock' {
  const CodeBlock: typeof import('../mdx/CodeBlock.js').default;
  export default CodeBlock;
}
