// A static server for a built site: right content types, clean URLs, 404.html with status 404,
// immutable caching for hashed assets, and nothing outside the output folder.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import mime from 'mime-types';
import { headersForPath } from '../plugins/output/csp.js';
import { listen } from './listen.js';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  baseUrl?: string;
  /**
   * The site's `trailingSlash`, when it sets one: a page's other form is redirected (301) to the
   * one its links use, as Docusaurus's `serve` (serve-handler) does; `/x.html` to `/x` too.
   */
  trailingSlash?: boolean;
}

/**
 * Where a request path is redirected to for the site's `trailingSlash` (undefined: served as it
 * is). `true`: a page without its slash gets it; `false`: a path other than `/` loses its slash.
 * Either way a page asked for as `x.html` is sent to its clean URL (`x`, `x/` when `true`).
 */
export function trailingSlashRedirect(
  root: string,
  path: string,
  trailingSlash: boolean | undefined,
): string | undefined {
  if (trailingSlash === undefined) return undefined;
  if (/\.html$/.test(path) && !path.endsWith('/index.html')) {
    const file = resolveRequestFile(root, path);
    return file?.endsWith('.html')
      ? path.replace(/\.html$/, '') + (trailingSlash ? '/' : '')
      : undefined;
  }
  if (!trailingSlash)
    return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : undefined;
  if (path.endsWith('/') || /\.[^/]*$/.test(path)) return undefined;
  // A page (a folder's index.html), not a file without an extension.
  const file = resolveRequestFile(root, path);
  return file?.endsWith(sep + 'index.html') ? path + '/' : undefined;
}

/** Maps a request path to a file inside `root`, or undefined (never outside root). */
export function resolveRequestFile(root: string, rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.length > 2048) return undefined;
  const rel = normalize(decoded).replace(/^([/\\])+/, '');
  const abs = resolve(root, rel);
  if (abs !== root && !abs.startsWith(root + sep)) return undefined;
  const candidates = [abs, join(abs, 'index.html'), abs + '.html'];
  if (/\.html?$/.test(abs))
    candidates.push(
      abs.replace(/\/index\.html?$/, '') + '.html',
      abs.replace(/\.html?$/, '') + '/index.html',
    );
  for (const c of candidates) {
    if (c !== root && !c.startsWith(root + sep)) continue;
    try {
      if (existsSync(c) && statSync(c).isFile()) return c;
    } catch {
      /* unreadable: treat as missing */
    }
  }
  return undefined;
}

export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(
    contentType,
  );
}

export async function startServer(opts: ServeOptions): Promise<Server> {
  const root = resolve(opts.dir);
  const base = (opts.baseUrl ?? '/').replace(/\/$/, '');
  // The build's _headers file (CSP and friends) applies here exactly as on a CDN.
  const headersFile = existsSync(join(root, '_headers'))
    ? readFileSync(join(root, '_headers'), 'utf8')
    : '';
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = url.pathname;
    if (base && path.startsWith(base)) path = path.slice(base.length) || '/';
    const redirect = trailingSlashRedirect(root, path, opts.trailingSlash);
    if (redirect !== undefined) {
      res.writeHead(301, { Location: base + redirect + url.search }).end();
      return;
    }
    const file = resolveRequestFile(root, path);
    const send = (status: number, filePath: string) => {
      const type = mime.contentType(filePath.split('/').pop()!) || 'application/octet-stream';
      const hashed = /\/assets\//.test(filePath.slice(root.length));
      // Text is compressed, as a CDN would: visitors on a slow connection get a third of the bytes.
      const gzip =
        isCompressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(status, {
        ...headersForPath(headersFile, url.pathname),
        'Content-Type': type,
        'Cache-Control':
          hashed && status === 200
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (req.method === 'HEAD') res.end();
      else if (gzip)
        createReadStream(filePath)
          .pipe(createGzip({ level: 6 }))
          .pipe(res);
      else createReadStream(filePath).pipe(res);
    };
    if (file) return send(200, file);
    const notFound = join(root, '404.html');
    if (existsSync(notFound)) return send(404, notFound);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  await listen(server, opts.port, opts.host);
  return server;
}
