// A module of the app that lies in the folder Vite serves as its `publicDir` (a Docusaurus site's
// static/): a `customCss` there, as Jest's site keeps its own. The bundle imports it by its path,
// so the browser asks the dev server for `/static/css/custom.css`, the file's address inside the
// site's folder; Vite serves and transforms it, but warns on every load that files of the public
// directory are served at the root (true of the static copy, `/css/custom.css`, not of a module the
// app imports). Such a request is made the module's own file address (`/@fs/…`), which is where
// Vite serves a module from outside the public folder, the same module.
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';

export function publicDirModulesPlugin(params: {
  publicDir: string | undefined;
  baseUrl: string;
}): Plugin {
  const { publicDir, baseUrl } = params;
  return {
    name: 'docs:public-dir-modules',
    apply: 'serve',
    configureServer(server) {
      if (!publicDir) return;
      const root = server.config.root.replace(/\/$/, '');
      // Vite warns only of a public folder inside the root (its `publicPath`, e.g. `/static/`).
      if (!publicDir.startsWith(`${root}/`)) return;
      server.middlewares.use(publicModuleRewrite(server, root, publicDir, baseUrl));
    },
  };
}

/**
 * The middleware: a request under the base URL for a file of the public folder that is a module
 * of the client's graph goes to `<base>@fs<file>` (query kept); anything else passes untouched.
 */
export function publicModuleRewrite(
  server: Pick<ViteDevServer, 'environments'>,
  root: string,
  publicDir: string,
  baseUrl: string,
): Connect.NextHandleFunction {
  const publicPath = `${publicDir.slice(root.length)}/`;
  return (req, _res, next) => {
    const url = req.url;
    if (!url || (req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(baseUrl))
      return next();
    const at = url.search(/[?#]/);
    const path = `/${(at < 0 ? url : url.slice(0, at)).slice(baseUrl.length)}`;
    if (!path.startsWith(publicPath)) return next();
    let file: string;
    try {
      file = join(root, decodeURIComponent(path));
    } catch {
      return next();
    }
    if (!file.startsWith(`${publicDir}/`)) return next();
    const modules = server.environments.client.moduleGraph.getModulesByFile(file);
    if (!modules?.size) return next();
    req.url = `${baseUrl}@fs${encodeURI(file)}${at < 0 ? '' : url.slice(at)}`;
    next();
  };
}
