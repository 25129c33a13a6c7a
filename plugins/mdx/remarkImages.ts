// Images: relative paths become imports (so the bundler hashes them), and so do `@site/…` paths
// (the site's folder, as webpack's alias gives it to Docusaurus); `/img/...` paths must exist in one
// of the site's static folders (the first holding it is the one copied). A missing image is a
// compile error at its position.
import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Root, Image } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import { importDefaultNode } from './esm.js';
import { findStaticFile } from '../staticDirectories.js';
import { callBrokenHook, type BrokenMarkdownHook } from './remarkResolveLinks.js';

export interface ImagesOptions {
  /** The doc's file (default: the file's path). */
  filePath?: string;
  /** The site's static folders, in order. */
  staticDirs: string[];
  /**
   * A missing image (Docusaurus 3.9's `markdown.hooks.onBrokenMarkdownImages`): an error by
   * default; otherwise it stays the URL it was written as, with a warning unless ignored.
   */
  onBroken?: 'ignore' | 'log' | 'warn' | 'throw';
  /** The same hook given as a function: called instead of the report (remarkResolveLinks.ts). */
  onBrokenHook?: BrokenMarkdownHook;
  /** The site's folder: the hook's `sourceFilePath` is relative to it. */
  siteDir?: string;
}

/** A doc's image URL as a path (query and fragment dropped, percent-escapes decoded). */
export const imagePath = (url: string): string => decodeURI(url.split(/[?#]/)[0]!);

export default function remarkImages(options: ImagesOptions) {
  return (tree: Root, file: VFile) => {
    const filePath = options.filePath ?? file.path;
    const imports: ReturnType<typeof importDefaultNode>[] = [];
    // Files this page depends on: a cached compile is reused only while they all still exist.
    const dependencies: string[] = ((file.data.dependencies as string[] | undefined) ??= []);
    const missing = (reason: string, node: Image) => {
      if (options.onBrokenHook)
        return callBrokenHook(options.onBrokenHook, node, filePath, options.siteDir);
      const level = options.onBroken ?? 'throw';
      if (level === 'throw') file.fail(reason, node, 'docs:missing-image');
      if (level !== 'ignore') file.message(reason, node, 'docs:missing-image');
    };
    walk(tree, 'image', (node: Image, index, parent) => {
      const url = node.url;
      if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url) || !parent || index === undefined) return;
      const clean = imagePath(url);
      if (clean.startsWith('/')) {
        const found = findStaticFile(options.staticDirs, clean);
        if (found) dependencies.push(found);
        else
          missing(
            `image not found: ${url} (looked in ${options.staticDirs.map((d) => `${basename(d)}${clean}`).join(', ')})`,
            node,
          );
        return;
      }
      const fromSite = clean.startsWith('@site/') && options.siteDir !== undefined;
      const abs = fromSite
        ? resolve(options.siteDir!, clean.slice('@site/'.length))
        : resolve(dirname(filePath), clean);
      dependencies.push(abs);
      if (!existsSync(abs)) {
        missing(
          `image not found: ${url} (resolved to ${abs.replace(resolve(filePath, '../..'), '…')})`,
          node,
        );
        return;
      }
      const local = `__image${imports.length}`;
      const spec = fromSite || clean.startsWith('.') ? clean : `./${clean}`;
      // An image is its URL (`?url`), as Docusaurus's url-loader makes it: imported from code, an
      // SVG is a component (plugins/pages/svgComponents.ts), a PNG or JPEG plugin-ideal-image's
      // responsive image when the site has that plugin (plugins/idealImage/).
      imports.push(importDefaultNode(local, `${spec}?url`));
      const el: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'img',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'alt', value: node.alt ?? '' },
          ...(node.title
            ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: node.title }]
            : []),
          {
            type: 'mdxJsxAttribute',
            name: 'src',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: local,
              data: {
                estree: {
                  type: 'Program',
                  sourceType: 'module',
                  body: [
                    {
                      type: 'ExpressionStatement',
                      expression: { type: 'Identifier', name: local },
                    },
                  ],
                } as never,
              },
            },
          },
        ],
        children: [],
      };
      parent.children[index] = el as never;
    });
    tree.children.unshift(...(imports as never[]));
  };
}
