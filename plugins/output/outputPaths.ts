// Where a route's HTML file goes: `/a/b` → `a/b/index.html` (or `a/b.html` with trailingSlash false).
export function routeToFile(path: string, trailingSlash: boolean | undefined): string {
  const clean = path.replace(/^\/+/, '');
  if (/\.html?$/.test(clean)) return clean;
  if (clean === '') return 'index.html';
  if (trailingSlash === false && !clean.endsWith('/')) return `${clean}.html`;
  return `${clean.replace(/\/$/, '')}/index.html`;
}
