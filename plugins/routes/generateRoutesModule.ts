// Pure generators of the virtual modules the client is built from: the route table, one module
// per sidebar, and the client-side site config. They return source strings; serving is elsewhere.
import type { ClientSiteConfig, GeneratedIndexMetadata, SidebarItem } from '../../src/shared/types.js';
import { VIRTUAL_INDEX_PREFIX, VIRTUAL_SIDEBAR_PREFIX } from '../../src/shared/constants.js';

export interface RouteSpec {
  path: string;
  kind: 'doc' | 'generated-index' | 'page';
  sidebar?: string;
  /** Module to import lazily: an absolute file path, or a virtual id. */
  module: string;
}

const q = (s: string) => JSON.stringify(s);

/** `export const routes = [...]` with one lazy import per route and one per sidebar. */
export function generateRoutesModule(routes: RouteSpec[], sidebarNames: string[]): string {
  const sidebarLoaders = sidebarNames.map((name) => `  ${q(name)}: () => import(${q(VIRTUAL_SIDEBAR_PREFIX + name)})`).join(',\n');
  const entries = routes
    .map((r) => `  { path: ${q(r.path)}, kind: ${q(r.kind)}${r.sidebar ? `, sidebar: ${q(r.sidebar)}` : ''}, load: () => import(${q(r.module)}) }`)
    .join(',\n');
  return `export const sidebars = {\n${sidebarLoaders}\n};\nexport const routes = [\n${entries}\n];\n`;
}

export function generateSidebarModule(items: SidebarItem[]): string {
  return `export default ${JSON.stringify(items)};\n`;
}

export function generateIndexModule(meta: GeneratedIndexMetadata): string {
  return `export const metadata = ${JSON.stringify(meta)};\n`;
}

export function generateSiteConfigModule(config: ClientSiteConfig, extra: { hasHomePage: boolean }): string {
  return `export default ${JSON.stringify(config)};\nexport const siteData = ${JSON.stringify(extra)};\n`;
}

export function generatedIndexModuleId(permalink: string): string {
  return VIRTUAL_INDEX_PREFIX + encodeURIComponent(permalink) + '.js';
}
