// Which Markdown dialect a doc is compiled as, decided as Docusaurus 3.8.1 decides it (its
// mdx-loader's format.js): the doc's front matter `mdx: { format }` first, then the site's
// `markdown.format` ('mdx' by default). 'detect' reads the file's extension: `.md` (and MDX's other
// Markdown extensions) as CommonMark, anything else as MDX.
//
// CommonMark ('md') has no JSX, expressions or ESM: raw HTML in it is parsed as HTML (rehype-raw,
// as Docusaurus adds it for 'md'), `{` and `<` are text, and HTML comments are CommonMark's own.

export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** The file extensions MDX reads as Markdown (@mdx-js/mdx's `mdExtensions`), as Docusaurus lists them. */
const MD_EXTENSIONS = /\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/;

/** The format a file is compiled as: its front matter's `mdx.format`, else the site's setting. */
export function resolveFormat(
  filePath: string,
  frontMatterFormat: MarkdownFormat | undefined,
  siteFormat: MarkdownFormat = 'mdx',
): 'md' | 'mdx' {
  const format = frontMatterFormat ?? siteFormat;
  if (format !== 'detect') return format;
  return MD_EXTENSIONS.test(filePath) ? 'md' : 'mdx';
}

/** A doc's `mdx.format` from its parsed front matter, if it has one. */
export function frontMatterFormat(frontMatter: unknown): MarkdownFormat | undefined {
  const mdx = (frontMatter as { mdx?: { format?: unknown } } | undefined)?.mdx;
  const f = mdx?.format;
  return f === 'md' || f === 'mdx' || f === 'detect' ? f : undefined;
}
