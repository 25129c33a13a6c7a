// Dynamic imports a page makes as soon as it hydrates, preloaded by its HTML. The theme's Mermaid
// component (src/theme/docusaurus/Mermaid.tsx) imports the `mermaid` library in its first effect:
// without a preload the library's request starts only once the page has hydrated, and the diagram
// is drawn after that fetch. Only a page whose chunks import the component has the preload (the
// chunk that dynamically imports the library is one of its chunks): a page without a diagram
// fetches nothing of mermaid, as before.
import type { Manifest } from 'vite';

/** The packages whose dynamic import by a page's chunk is made at once (their entry modules). */
const EAGER_PACKAGES = ['mermaid'];

/** Whether a manifest key is a module of one of the eager packages. */
export function inEagerPackage(key: string): boolean {
  const parts = key.split('/');
  const at = parts.lastIndexOf('node_modules');
  return at >= 0 && EAGER_PACKAGES.includes(parts[at + 1]!);
}

/**
 * The manifest keys of the eager packages' modules dynamically imported by the given chunks (a
 * page's chunks, by manifest key) from outside the package, in the order found. The package's own
 * dynamic imports (mermaid's diagram types) are made only for the diagrams drawn: not these.
 */
export function eagerDynamicImports(manifest: Manifest, chunkKeys: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const key of chunkKeys) {
    if (inEagerPackage(key)) continue;
    for (const imported of manifest[key]?.dynamicImports ?? [])
      if (manifest[imported]?.isDynamicEntry && inEagerPackage(imported)) found.add(imported);
  }
  return [...found];
}
