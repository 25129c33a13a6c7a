// Paginated lists of posts (the blog's pages, a tag's, an author's), as Docusaurus numbers them:
// the first page at the base path, then `<base>/page/2`, `<base>/page/3`…
import type { BlogListMetadata } from '../../src/shared/blogTypes.js';
import { joinUrl } from './options.js';

export interface ListPage<T> {
  metadata: BlogListMetadata;
  items: T[];
}

export function paginate<T>(
  items: T[],
  params: { basePath: string; pageBasePath: string; postsPerPage: number | 'ALL' },
): ListPage<T>[] {
  const total = items.length;
  const perPage = params.postsPerPage === 'ALL' ? Math.max(total, 1) : params.postsPerPage;
  const count = Math.max(1, Math.ceil(total / perPage));
  const permalink = (i: number) =>
    i > 0 ? joinUrl(params.basePath, params.pageBasePath, String(i + 1)) : params.basePath;
  return Array.from({ length: count }, (_, i) => ({
    items: items.slice(i * perPage, (i + 1) * perPage),
    metadata: {
      permalink: permalink(i),
      page: i + 1,
      totalPages: count,
      totalCount: total,
      postsPerPage: perPage,
      ...(i > 0 ? { previousPage: permalink(i - 1) } : {}),
      ...(i < count - 1 ? { nextPage: permalink(i + 1) } : {}),
    },
  }));
}
