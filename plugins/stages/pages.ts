// Stage "pages": a page whose compiled code imports nothing the bundler must handle is written by
// the build itself as a standalone module (plugins/mdx/standaloneModule.ts), each doc once for
// both bundles; the route table is written as data files once every page is written or known to
// be bundled. Both happen when the bundle (or, when both bundles are reused, the pre-render) first
// asks for the route table, so the pages compile while the bundler works.
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { ROUTE_INDEX_FILE } from '../../src/shared/constants.js';
import { routeBucketFile } from '../../src/shared/routeBuckets.js';
import {
  bucketRoutes,
  generateRouteBucketModule,
  type RouteSpec,
} from '../routes/generateRoutesModule.js';
import { routeModulesOf } from '../builtins/routeModules.js';
import { routeSidebarParts } from '../routes/splitSidebars.js';
import type { RouteTableFiles } from '../routes/virtualModules.js';
import { writeFiles } from '../output/writeFiles.js';
import { BuildError } from '../diagnostics.js';
import { findStaticFile, siteStaticDirs } from '../staticDirectories.js';
import type { BuildContext } from './context.js';
import type { MdxStage } from './mdx.js';
import { markdownPageOf, pageMetadataOf } from '../lifecycle/markdownPages.js';

/** Where the build writes pages as standalone modules, inside the output folder. */
const STANDALONE_DIR = 'assets/docs';

export interface PagesStage {
  /** The route table's files, written on the first call (every page compiled by then). */
  routeTable(): Promise<RouteTableFiles>;
}

export function pagesStage(ctx: BuildContext, mdx: MdxStage): PagesStage {
  const { site, out } = ctx;
  const { standalone } = routeModulesOf(site);
  // A doc that fails to compile, or imports what only the bundler can handle, stays in the bundle
  // (which reports its errors with their positions).
  const writeStandaloneDoc = async (route: RouteSpec): Promise<string | undefined> => {
    const doc = standalone.has(route.kind) ? markdownPageOf(site, route.module) : undefined;
    if (!doc) return undefined;
    // An unchanged doc's outline is the last build's: its compile is read only when its module
    // file must be written (issue 37).
    const compiled = await mdx.outline(doc);
    if (!compiled.standaloneDigest) return undefined;
    for (const w of compiled.warnings) ctx.warnOnce(w);
    const tail = `\nexport const metadata = ${JSON.stringify(pageMetadataOf(site, doc.filePath))};\n`;
    const name = basename(doc.filePath)
      .replace(/\.mdx?$/i, '')
      .replace(/[^\w-]+/g, '_');
    // Named by its content (the module's digest and the metadata), so the previous output's file
    // of this name is this module, and the module's text is read only when the file is written.
    const hash = createHash('sha256').update(compiled.standaloneDigest).update(tail);
    const file = `${STANDALONE_DIR}/${name}-${hash.digest('base64url').slice(0, 8)}.js`;
    const size = compiled.standaloneBytes! + Buffer.byteLength(tail);
    if (!out.keepNamedByContent?.(file, size)) {
      const whole = await mdx.compile(doc);
      await out.write(file, `${mdx.compiler.standaloneText(whole)!}${tail}`);
      // Nobody reads the module's text again (the route table keeps its file name): at 10,000
      // pages the texts held until the end of the build were 100 MB of the peak.
      delete whole.standalone;
    }
    return file;
  };
  const standaloneFiles = new Map<string, Promise<string | undefined>>();
  const standaloneFile = (route: RouteSpec): Promise<string | undefined> => {
    let pending = standaloneFiles.get(route.module);
    if (!pending) {
      pending = writeStandaloneDoc(route).catch(() => undefined); // the bundle fails on it
      standaloneFiles.set(route.module, pending);
    }
    return pending;
  };
  const writeRouteTable = async (): Promise<RouteTableFiles> => {
    refuseStaticClash(site);
    const files = new Map(
      await Promise.all(site.routes.map(async (r) => [r.module, await standaloneFile(r)] as const)),
    );
    const sources = bucketRoutes(site.routes).map((_, i) =>
      generateRouteBucketModule(
        site.routes,
        i,
        (r) => routeSidebarParts(site, r),
        (r) => files.get(r.module),
        true,
      ),
    );
    // Each bucket is named by its own content, and the index of their names has a stable name
    // (ROUTE_INDEX_FILE): an edit changes one bucket's name, and only its pages' HTML.
    const hashes = sources.map((source) =>
      createHash('sha256').update(source).digest('base64url').slice(0, 10),
    );
    await writeFiles(out, [
      ...sources.map((source, i): [string, string] => [routeBucketFile(i, hashes[i]!), source]),
      [ROUTE_INDEX_FILE, `export default ${JSON.stringify(hashes)};\n`],
    ]);
    return {
      hashes,
      bucketCount: sources.length,
      bundled: site.routes.filter((r) => !files.get(r.module)),
      standalone: files,
    };
  };
  let routeTable: Promise<RouteTableFiles> | undefined;
  return { routeTable: () => (routeTable ??= writeRouteTable()) };
}

/**
 * A file of the site's static folders at the route table index's path would be replaced by it
 * (or replace it, and every cross-bucket navigation would break): a build error naming the file.
 */
export function refuseStaticClash(site: {
  siteDir: string;
  siteConfig: { staticDirectories?: string[] };
}): void {
  const clash = findStaticFile(siteStaticDirs(site), ROUTE_INDEX_FILE);
  if (!clash) return;
  throw new BuildError({
    file: clash,
    severity: 'error',
    message: `This static file would be written at /${ROUTE_INDEX_FILE}, where the build writes its route table's index.`,
    hint: `Move or rename it (for example to static/js/${ROUTE_INDEX_FILE}) and update what refers to it.`,
  });
}
