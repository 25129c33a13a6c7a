// Which Markdown dialect a doc is compiled as. Docusaurus 3.8.1 compiles every doc as MDX by
// default (its `markdown.format` defaults to 'mdx'; 'detect', which reads `.md` files as plain
// CommonMark, is opt-in, planned as the default for v4), and a doc's front matter may ask for a
// format of its own (`format: md | mdx | detect`). This generator compiles MDX only, with
// Docusaurus's MDX 1 compatibility (HTML comments: remarkComments.ts; `{#id}` headings and
// `:::note Title`: preprocess.ts), so a doc that asks for plain Markdown fails at that key instead
// of being read as MDX.

/** The format a doc asks for in its front matter that this generator cannot honour, if any. */
export function unsupportedFormat(format: unknown, file: string): string | undefined {
  if (format === undefined || format === 'mdx') return undefined;
  if (format === 'detect') return /\.mdx$/i.test(file) ? undefined : 'detect';
  return String(format);
}

export function unsupportedFormatMessage(format: string): { message: string; hint: string } {
  return {
    message:
      format === 'detect'
        ? 'front matter "format: detect" reads a .md file as plain Markdown (CommonMark), which this generator does not support'
        : `front matter "format: ${format}" is not supported: docs are compiled as MDX (Docusaurus's default "markdown.format: 'mdx'")`,
    hint: 'remove the "format" key (the doc is then read as MDX, as Docusaurus does by default) and escape any "{" or "<" meant as text as \\{ and \\<, or rename the file to .mdx',
  };
}
