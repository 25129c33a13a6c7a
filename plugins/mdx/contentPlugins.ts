// The remark plugins that give a page its content, before anything is derived from it: the compile
// (compileDoc.ts) and the Markdown export's own path (markdownExport.ts's docToMarkdown) both start
// with these, in this order, so the two never disagree on what a page says.
import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from './remarkGfm.js';
import remarkComments from './remarkComments.js';
import remarkAdmonitions from './remarkAdmonitions.js';
import remarkDetails from './remarkDetails.js';
import remarkHeadingIds from './remarkHeadingIds.js';
import remarkResolveLinks, { type BrokenMarkdownHook } from './remarkResolveLinks.js';
import type { Mdx1Compat } from './preprocess.js';
import { knownSyntax } from './plainMarkdown.js';

// The syntax fastMarkdown.ts's parse knows (plainMarkdown.ts).
const gfm = knownSyntax(remarkGfm);
const directive = knownSyntax(remarkDirective);
const comments = knownSyntax(remarkComments);

export function contentRemarkPlugins(options: {
  source?: string;
  permalinkBySource: Map<string, string>;
  /** The site's folder (links such as `docs/intro.md` are looked for from it). */
  siteDir?: string;
  /** The admonition keywords, when the site sets them (siteExtensions.ts). */
  admonitionTypes?: string[];
  /** An admonition's `{.class #id}` are its className and id (Docusaurus 3.10: remarkAdmonitions.ts). */
  admonitionAttributes?: boolean;
  /** A heading's trailing `{/* #id *\/}` is its id (remarkHeadingIds.ts); false before Docusaurus 3.10. */
  headingCommentIds?: boolean;
  /** `markdown.hooks.onBrokenMarkdownLinks` as a function (remarkResolveLinks.ts). */
  onBrokenMarkdownLinks?: BrokenMarkdownHook;
  /** The site's `markdown.mdx1Compat`: HTML comments are MDX 1's syntax unless `comments` is false. */
  markdownConfig?: { mdx1Compat?: Mdx1Compat };
}): PluggableList {
  return [
    gfm,
    directive,
    ...(options.markdownConfig?.mdx1Compat?.comments === false ? [] : [comments]),
    options.admonitionTypes || options.admonitionAttributes
      ? [
          remarkAdmonitions,
          {
            ...(options.admonitionTypes ? { types: options.admonitionTypes } : {}),
            ...(options.admonitionAttributes ? { attributes: true } : {}),
          },
        ]
      : remarkAdmonitions,
    remarkDetails,
    options.headingCommentIds === false
      ? [remarkHeadingIds, { commentIds: false }]
      : remarkHeadingIds,
    [
      remarkResolveLinks,
      {
        source: options.source,
        permalinkBySource: options.permalinkBySource,
        siteDir: options.siteDir,
        onBroken: options.onBrokenMarkdownLinks,
      },
    ],
  ];
}
