// A Docusaurus site's content title, as Docusaurus's mdx-loader finds it (its remark
// "contentTitle" step, the same in 3.8.1 and 3.10.2): the first heading of the tree in document
// order (inside a JSX element or an admonition too), when it is an h1 and no thematic break comes
// before it. A doc's or page's is wrapped in `<header>` (a JSX element, as the loader makes it, so
// no MDX component replaces it) and its text is the module's `contentTitle` export, which decides
// whether the theme adds a title of its own (DocItem/Content). The h1 keeps its id in the tree
// (it still takes its slug, `# Intro` then `## Intro` is `intro-1`); `@theme/Heading` drops it on
// render, so the page has `<header><h1>Intro</h1></header>`.
// A blog post's title is left out before the compile when Docusaurus's blog finds it in the text
// (plugins/blog/loadBlog.ts postContentTitle: after imports only); a Docusaurus site's post whose
// first h1 follows JSX or another block loses it here instead (`removeContentTitle`), as the
// blog's mdx-loader removes it (its title is then the file name's). A site.config.ts site's docs are not either: its pages keep their look.
import type { Heading, Nodes, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { exportConstNode } from './esm.js';

/** What a compile puts in the VFile's data for this plugin (compileDoc's `contentTitleHeader`). */
export interface ContentTitleData {
  contentTitleHeader?: boolean;
  /** A post's compile: the content title is removed (compileDoc's `removeContentTitle`). */
  removeContentTitle?: boolean;
  /** Set by the plugin: the content title's text (mdast-util-to-string), when there is one. */
  contentTitle?: string;
  /** Set by the plugin: the content title's heading, for remarkContentTitleHeader. */
  contentTitleNode?: Heading;
}

/**
 * Whether the page's h1 elements keep their ids when drawn: not on a Docusaurus site (its doc's
 * compile has the front matter to export, remarkFrontMatterExport.ts), whose `@theme/Heading`
 * drops every h1's id; the search index then gives an h1's section no anchor.
 */
export const rendersH1Ids = (data: { frontMatter?: unknown }): boolean =>
  data.frontMatter === undefined;

/** Whether a compile is a Docusaurus site's (its doc's front matter is exported: see above). */
export const isDocusaurusCompile = (data: { frontMatter?: unknown }): boolean =>
  data.frontMatter !== undefined;

/** Where the content title is: the h1, its parent and its index there. */
export interface ContentTitleSite {
  heading: Heading;
  parent: Parent;
  index: number;
}

/**
 * The tree's content title by Docusaurus's rule: a preorder walk that stops at the first heading
 * (the title when it is an h1, else none) or at the first thematic break (none).
 */
export function findContentTitle(tree: Root): ContentTitleSite | undefined {
  let found: ContentTitleSite | undefined;
  let done = false;
  const visit = (parent: Parent) => {
    const children = parent.children as Nodes[];
    for (let index = 0; index < children.length && !done; index++) {
      const node = children[index]!;
      if (node.type === 'heading') {
        done = true;
        if (node.depth === 1) found = { heading: node, parent, index };
        return;
      }
      if (node.type === 'thematicBreak') {
        done = true;
        return;
      }
      if ('children' in node) visit(node);
    }
  };
  visit(tree);
  return found;
}

/** The content title in a `<header>` JSX element, as Docusaurus's loader wraps it. */
export function wrapContentTitle(site: ContentTitleSite): void {
  site.parent.children[site.index] = {
    type: 'mdxJsxFlowElement',
    name: 'header',
    attributes: [],
    children: [site.heading],
  } as never;
}

/** Where `node` is in the tree: its parent and index (a preorder search). */
function siteOf(tree: Root, node: Heading): ContentTitleSite | undefined {
  const search = (parent: Parent): ContentTitleSite | undefined => {
    const children = parent.children as Nodes[];
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      if (child === node) return { heading: node, parent, index };
      const found = 'children' in child ? search(child) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return search(tree);
}

/**
 * Finds the content title where Docusaurus's loader does, before the admonitions and the explicit
 * ids (its text keeps a `{#id}`, as the loader's `contentTitle` does).
 */
export default function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const data = file.data as ContentTitleData;
    if (!data.contentTitleHeader && !data.removeContentTitle) return;
    const site = findContentTitle(tree);
    if (!site) return;
    if (data.removeContentTitle) {
      site.parent.children.splice(site.index, 1);
      return;
    }
    data.contentTitle = toString(site.heading);
    data.contentTitleNode = site.heading;
  };
}

/**
 * Wraps the title found in `<header>` and exports `contentTitle`: after the Markdown export's
 * snapshot (plugins/output/markdownExport.ts), which keeps the page's own text.
 */
export function remarkContentTitleHeader() {
  return (tree: Root, file: VFile) => {
    const data = file.data as ContentTitleData;
    if (!data.contentTitleHeader) return;
    const site = data.contentTitleNode && siteOf(tree, data.contentTitleNode);
    if (site) wrapContentTitle(site);
    // Exported whether or not there is one (`undefined`), as the loader exports it.
    tree.children.unshift(exportConstNode('contentTitle', data.contentTitle) as never);
  };
}
