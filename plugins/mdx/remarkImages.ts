// Images: relative paths become imports (so the bundler hashes them), and so do `@site/…` paths
// (the site's folder, as webpack's alias gives it to Docusaurus); `/img/...` paths must exist in one
// of the site's static folders (the first holding it is the one copied). A missing image is a
// compile error at its position. On a Docusaurus site, as its mdx-loader's transformImage: a
// static folder's image is an import too (bundled: `assets/images/…`, or a `data:` URL when small,
// plugins/output/docusaurusAssets.ts), and every image has its file's `width` and `height`.
import { existsSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import type { Expression } from 'estree';
import type { Root, Image, Link } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import { importDefaultNode } from './esm.js';
import { findStaticFile } from '../staticDirectories.js';
import { callBrokenHook, type BrokenMarkdownHook } from './remarkResolveLinks.js';
import { imageSizeOf } from './imageSize.js';
import { urlLoaderDataUrl } from '../output/docusaurusAssets.js';
import { isDocusaurusCompile } from './remarkContentTitle.js';
import { assetStamp, type AssetStamp } from './assetStamps.js';

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
    const docusaurus = isDocusaurusCompile(file.data as { frontMatter?: unknown });
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
      let spec: string;
      let abs: string;
      if (clean.startsWith('/')) {
        const found = findStaticFile(options.staticDirs, clean);
        if (found) dependencies.push(found);
        else
          missing(
            `image not found: ${url} (looked in ${options.staticDirs.map((d) => `${basename(d)}${clean}`).join(', ')})`,
            node,
          );
        // A Docusaurus site bundles a static folder's image too (transformImage): below.
        if (!found || !docusaurus) return;
        spec = found;
        abs = found;
      } else {
        const fromSite = clean.startsWith('@site/') && options.siteDir !== undefined;
        abs = fromSite
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
        spec = fromSite || clean.startsWith('.') ? clean : `./${clean}`;
      }
      const local = `__image${imports.length}`;
      // A Docusaurus site's image has its file's size (transformImage's `width` and `height`), so
      // the page does not move as it loads.
      const size = docusaurus ? imageSizeOf(abs) : undefined;
      // Its size (and, inlined, its bytes) are in the page: a cached compile holds while the file
      // is unchanged (compileDoc.ts).
      const stamp = docusaurus ? assetStamp(abs) : undefined;
      if (stamp) ((file.data.assets as AssetStamp[] | undefined) ??= []).push({ file: abs, stamp });
      // An image is its URL (`?url`), as Docusaurus's url-loader makes it: imported from code, an
      // SVG is a component (plugins/pages/svgComponents.ts), a PNG or JPEG plugin-ideal-image's
      // responsive image when the site has that plugin (plugins/idealImage/).
      // A Docusaurus site's small image is a `data:` URL as url-loader writes it (base64, the
      // type by its extension); a larger one is emitted (plugins/output/docusaurusAssets.ts).
      const inline = docusaurus ? urlLoaderDataUrl(abs) : undefined;
      if (!inline) imports.push(importDefaultNode(local, `${spec}?url`));
      const el: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'img',
        attributes: [
          // Docusaurus's transformImage writes `alt` only when the image has one (`![](x.png)`
          // has none); a site of ours marks such an image decorative with `alt=""`.
          ...(node.alt || !docusaurus
            ? [{ type: 'mdxJsxAttribute' as const, name: 'alt', value: node.alt ?? '' }]
            : []),
          ...(node.title
            ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: node.title }]
            : []),
          ...(size?.width
            ? [{ type: 'mdxJsxAttribute' as const, name: 'width', value: String(size.width) }]
            : []),
          ...(size?.height
            ? [{ type: 'mdxJsxAttribute' as const, name: 'height', value: String(size.height) }]
            : []),
          {
            type: 'mdxJsxAttribute',
            name: 'src',
            value: inline ?? {
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

/**
 * Markdown links to files (Docusaurus's mdx-loader, transformLinks): a link without a protocol whose
 * path starts with `@site/`, or has an extension other than `.md`, `.mdx` and `.html`, names a file
 * (`@site/…` from the site's folder, `/…` from a static folder, else beside the doc); when that
 * file exists, the link becomes an asset the bundler emits with a hashed name, opened in a new tab
 * and left out of the broken-link check, as Docusaurus makes it (`/assets/files/a-<hash>.pdf`
 * there). A link to a file that does not exist stays as written (the link check judges it), but a
 * missing `@site/…` file fails at its position, as it does in Docusaurus.
 */
export function remarkAssetLinks(options: ImagesOptions) {
  return (tree: Root, file: VFile) => {
    const filePath = options.filePath ?? file.path;
    const imports: ReturnType<typeof importDefaultNode>[] = [];
    const dependencies: string[] = ((file.data.dependencies as string[] | undefined) ??= []);
    walk(tree, 'link', (node: Link, index, parent) => {
      if (!parent || index === undefined) return;
      const url = node.url;
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
      const m = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url);
      const pathname = m?.[1] ?? '';
      if (!pathname) return;
      const fromSite = pathname.startsWith('@site/');
      const ext = extname(pathname);
      if (!fromSite && (!ext || /^\.(mdx?|html)$/.test(ext))) return;
      let path: string;
      try {
        path = decodeURIComponent(pathname);
      } catch {
        return;
      }
      let abs: string | undefined;
      if (fromSite) {
        abs = options.siteDir ? resolve(options.siteDir, path.slice('@site/'.length)) : undefined;
        if (abs && !existsSync(abs))
          file.fail(
            `Asset ${path} used in this file not found (a link to "@site/…" names a file of the site's folder)`,
            node,
            'docs:missing-asset',
          );
      } else if (path.startsWith('/')) abs = findStaticFile(options.staticDirs, path);
      else {
        abs = resolve(dirname(filePath), path);
        if (!existsSync(abs)) abs = undefined;
      }
      if (!abs) return;
      dependencies.push(abs);
      const local = `__asset${imports.length}`;
      // Never inlined as a `data:` URL (Docusaurus's file-loader always emits the file).
      imports.push(importDefaultNode(local, `${abs}?url&no-inline`));
      const hash = m?.[3] ?? '';
      const href: Expression = hash
        ? {
            type: 'BinaryExpression',
            operator: '+',
            left: { type: 'Identifier', name: local },
            right: { type: 'Literal', value: hash, raw: JSON.stringify(hash) },
          }
        : { type: 'Identifier', name: local };
      const expression = (value: string, estree: Expression) => ({
        type: 'mdxJsxAttributeValueExpression' as const,
        value,
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [{ type: 'ExpressionStatement', expression: estree }],
          } as never,
        },
      });
      const el: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'a',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'target', value: '_blank' },
          {
            type: 'mdxJsxAttribute',
            name: 'data-noBrokenLinkCheck',
            value: expression('true', { type: 'Literal', value: true, raw: 'true' }),
          },
          {
            type: 'mdxJsxAttribute',
            name: 'href',
            value: expression(hash ? `${local} + ${JSON.stringify(hash)}` : local, href),
          },
          ...(node.title
            ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: node.title }]
            : []),
        ],
        children: node.children as MdxJsxTextElement['children'],
        ...(node.position ? { position: node.position } : {}),
      };
      parent.children[index] = el as never;
    });
    tree.children.unshift(...(imports as never[]));
  };
}
