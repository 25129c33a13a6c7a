import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { resolveRequestFile, startServer } from '../../../scripts/serve.js';

const root = mkdtempSync(join(tmpdir(), 'serve-'));
mkdirSync(join(root, 'a/b'), { recursive: true });
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'a/b/index.html'), '<p>page</p>');
writeFileSync(join(root, 'index.html'), '<p>home</p>');
writeFileSync(join(root, '404.html'), '<p>Page Not Found</p>');
writeFileSync(join(root, 'assets/app-abc123.js'), 'console.log(1)');
writeFileSync(join(root, '..', 'secret.txt'), 'secret');

describe('serve', () => {
  it('maps clean URLs and .html variants to the same page', () => {
    for (const p of ['/a/b', '/a/b/', '/a/b/index.html', '/a/b.html'])
      expect(resolveRequestFile(root, p)).toBe(join(root, 'a/b/index.html'));
    expect(resolveRequestFile(root, '/')).toBe(join(root, 'index.html'));
  });
  it('never leaves the output folder', () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/a/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..\\secret.txt',
      '/a%00.html',
      '/' + 'a/'.repeat(2000),
    ]) {
      expect(resolveRequestFile(root, p)).toBeUndefined();
    }
  });

  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = await startServer({ dir: root, port: 0, host: '127.0.0.1' });
    const addr = server.address() as { port: number };
    base = `http://127.0.0.1:${addr.port}`;
  });
  afterAll(() => server.close());

  it('answers with content types, 404 page and cache headers', async () => {
    const page = await fetch(`${base}/a/b`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toContain('must-revalidate');
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    // Node's fetch asks for gzip and decodes it: the body arrives intact, the header says gzip.
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await (await fetch(`${base}/a/b`)).text()).toBe('<p>page</p>');
    const head = await fetch(`${base}/a/b`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('serve with the site’s trailingSlash', () => {
  // Docusaurus 3.10.2's `serve` of the classic template built with trailingSlash true and false
  // (2026-11-30): a page's other form is a 301 to the form its links use; `x.html` to `x`.
  const site = mkdtempSync(join(tmpdir(), 'serve-slash-'));
  mkdirSync(join(site, 'docs/intro'), { recursive: true });
  writeFileSync(join(site, 'docs/intro/index.html'), '<p>intro, slash</p>');
  writeFileSync(join(site, 'docs/plain.html'), '<p>plain, no slash</p>');
  writeFileSync(join(site, 'index.html'), '<p>home</p>');
  writeFileSync(join(site, 'CNAME'), 'tides.example.org');
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));
  const served = async (trailingSlash: boolean | undefined, path: string) => {
    const server = await startServer({
      dir: site,
      port: 0,
      host: '127.0.0.1',
      ...(trailingSlash !== undefined ? { trailingSlash } : {}),
    });
    servers.push(server);
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
    return [res.status, res.headers.get('location')];
  };

  it('true: a page gets its slash, x.html its clean URL', async () => {
    expect(await served(true, '/docs/intro')).toEqual([301, '/docs/intro/']);
    expect(await served(true, '/docs/intro?q=1')).toEqual([301, '/docs/intro/?q=1']);
    expect(await served(true, '/docs/intro/')).toEqual([200, null]);
    expect(await served(true, '/docs/plain.html')).toEqual([301, '/docs/plain/']);
    expect(await served(true, '/CNAME')).toEqual([200, null]);
    expect(await served(true, '/')).toEqual([200, null]);
  });

  it('false: a path loses its slash, x.html its extension', async () => {
    expect(await served(false, '/docs/intro/')).toEqual([301, '/docs/intro']);
    expect(await served(false, '/docs/intro')).toEqual([200, null]);
    expect(await served(false, '/docs/plain.html')).toEqual([301, '/docs/plain']);
    expect(await served(false, '/docs/plain')).toEqual([200, null]);
    expect(await served(false, '/')).toEqual([200, null]);
  });

  it('unset (and a site of ours): every form is served', async () => {
    for (const path of ['/docs/intro', '/docs/intro/', '/docs/plain.html', '/docs/plain'])
      expect(await served(undefined, path)).toEqual([200, null]);
  });
});
