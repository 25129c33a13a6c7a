// Rewrites relative links to .md/.mdx files into the target doc's permalink (keeping ?query#hash);
// a link to a doc that does not exist is reported as a warning at its position.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { posix } from 'node:path';
import { walk } from './walk.js';

export interface ResolveLinksOptions {
  /** Path of the current doc relative to docs/ (default: the file's `data.source`). */
  source?: string;
  /** Doc source (relative to docs/) → permalink. */
  permalinkBySource: Map<string, string>;
}

export default function remarkResolveLinks(options: ResolveLinksOptions) {
  return (tree: Root, file: VFile) => {
    const source = options.source ?? (file.data.source as string);
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const url = node.url;
      if (/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return;
      const m = /^([^?#]*?\.mdx?)([?#].*)?$/i.exec(url);
      if (!m) return;
      const target = decodeURI(m[1]!);
      const resolved = target.startsWith('/')
        ? target.replace(/^\/+/, '')
        : posix.normalize(posix.join(posix.dirname(source), target));
      const permalink =
        options.permalinkBySource.get(resolved) ??
        options.permalinkBySource.get(target.replace(/^\/+/, '').replace(/^docs\//, ''));
      if (permalink) node.url = permalink + (m[2] ?? '');
      else {
        const msg = file.message(
          `Docs markdown link couldn't be resolved: (url=${url}) in source file ${source}`,
          node,
          'docs:broken-markdown-link',
        );
        msg.fatal = false;
      }
    });
  };
}
