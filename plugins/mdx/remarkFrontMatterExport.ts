// `export const frontMatter = {…}` in a Docusaurus site's compiled doc or post, as Docusaurus's
// MDX loader exports it: content such as `{frontMatter.title}` reads it, as a module import can.
// The front matter comes in the file's data (compileDoc's `frontMatter` input); a site.config.ts
// doc has none, and its module stays as it was.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { exportConstNode } from './esm.js';

/** What a compile puts in the VFile's data for this plugin. */
export interface FrontMatterData {
  frontMatter?: Record<string, unknown>;
}

export default function remarkFrontMatterExport() {
  return (tree: Root, file: VFile) => {
    const { frontMatter } = file.data as FrontMatterData;
    if (frontMatter) tree.children.unshift(exportConstNode('frontMatter', frontMatter) as never);
  };
}
