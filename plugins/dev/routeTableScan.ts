// The dev server's dependency scan (Vite's `optimizeDeps`) through the route table: the scan reads
// the client entry's imports with Rolldown, where a virtual module resolves to an id without a
// script's extension and is left out, so it never reached the site's pages (`src/pages/*.js`, the
// modules they import) and the packages only they import were found as the first page ran: Vite
// pre-bundled them again and reloaded the open page. The route table's root module and buckets
// are given to the scan with the dev server's own source, so it follows their pages' imports.
import type { Rolldown } from 'vite';
import { VIRTUAL_ROUTES, VIRTUAL_ROUTE_BUCKET_PREFIX } from '../../src/shared/constants.js';
import type { SiteData } from '../loadSite.js';
import { virtualModuleSource } from '../routes/virtualModules.js';

const SCRIPT = /^\/.*\.[cm]?[jt]sx?$/;

const isRouteTable = (id: string) =>
  id === VIRTUAL_ROUTES || id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX);

export function routeTableScanPlugin(site: SiteData): Rolldown.Plugin {
  return {
    name: 'docs-route-table-scan',
    resolveId(id, importer) {
      if (isRouteTable(id)) return '\0' + id;
      // A page's module as the table imports it, by its path, which the scan would leave out as
      // already resolved (its Markdown docs it leaves out anyway).
      if (importer?.startsWith('\0') && isRouteTable(importer.slice(1)) && SCRIPT.test(id))
        return id;
      return undefined;
    },
    load: {
      filter: { id: /^\0virtual:docs\/routes/ },
      handler(id) {
        const code = isRouteTable(id.slice(1)) ? virtualModuleSource(id.slice(1), site) : undefined;
        return code === undefined ? undefined : { code, moduleType: 'js' };
      },
    },
  };
}
