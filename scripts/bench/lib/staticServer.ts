// The same minimal static server for both outputs (no compression by default: the bench gzips bodies
// itself; `gzip: true` for Lighthouse, which simulates the network from the transferred bytes).
// /a/b → a/b, a/b/index.html or a/b.html; unknown → 404.html with status 404.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function resolveFile(root: string, pathname: string): string | undefined {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, clean);
  const candidates = [base, join(base, 'index.html'), base.replace(/\/$/, '') + '.html'];
  for (const c of candidates) {
    try {
      if (existsSync(c) && statSync(c).isFile()) return c;
    } catch {
      /* next */
    }
  }
  return undefined;
}

export function serveStatic(
  root: string,
  port = 0,
  opts: { gzip?: boolean } = {},
): Promise<{ server: Server; origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = resolveFile(root, url.pathname);
    if (!file) {
      const nf = join(root, '404.html');
      res
        .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(existsSync(nf) ? readFileSync(nf) : 'Not found');
      return;
    }
    const immutable = /\/assets\//.test(url.pathname);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (
      opts.gzip &&
      /text|javascript|json|svg|xml/.test(type) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    ) {
      body = gzipSync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const addr = server.address() as { port: number };
      resolve({
        server,
        origin: `http://127.0.0.1:${addr.port}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    }),
  );
}
