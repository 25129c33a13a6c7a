// `docusaurus start --hot-only` (plugins/dev/hotOnly.ts): Vite's full reloads are held back, sent
// through its client environment's hot channel as through `server.ws`; other messages go through.
// And the dev server's filter of the reloads and errors sent while no page is connected.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'vite';
import {
  dropUnheardMessages,
  heldReloadMessage,
  holdFullReloads,
} from '../../../../plugins/dev/hotOnly.js';

const dir = mkdtempSync(join(tmpdir(), 'hot-only-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A dev server with no websocket server: its `ws` has no client, its `send` sends to none. */
const createQuietServer = () =>
  createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false, watch: null },
    cacheDir: join(dir, '.vite'),
  });

describe('--hot-only', () => {
  it("holds back the dev server's full reloads, and only them", async () => {
    const vite = await createQuietServer();
    try {
      const sent: unknown[] = [];
      // What reaches the browsers: the websocket server's own send, below the wrapper.
      const original = vite.ws.send.bind(vite.ws);
      vite.ws.send = ((...args: unknown[]) => {
        sent.push(args[0]);
        (original as (...a: unknown[]) => void)(...args);
      }) as typeof vite.ws.send;
      const held: (string | undefined)[] = [];
      holdFullReloads(vite.ws, (path) => held.push(path));
      vite.environments.client.hot.send({ type: 'full-reload', path: '/docs/a' });
      vite.ws.send({ type: 'full-reload', path: '*' });
      vite.ws.send({ type: 'custom', event: 'docs:hmr', data: 1 });
      vite.environments.client.hot.send({ type: 'update', updates: [] });
      expect(held).toEqual(['/docs/a', '*']);
      expect(sent).toEqual([
        { type: 'custom', event: 'docs:hmr', data: 1 },
        { type: 'update', updates: [] },
      ]);
    } finally {
      await vite.close();
    }
  });

  it('says the page was not reloaded, and of which page', () => {
    expect(heldReloadMessage('/docs/a')).toContain('reload of /docs/a: the page was not reloaded');
    expect(heldReloadMessage('*')).toMatch(/full reload: the page was not reloaded \(--hot-only\)/);
  });
});

describe('messages no page hears', () => {
  it('drops the reloads and errors sent while no page is connected, through any channel', async () => {
    const vite = await createQuietServer();
    try {
      expect(vite.ws.clients.size).toBe(0);
      const sent: unknown[] = [];
      const original = vite.ws.send.bind(vite.ws);
      vite.ws.send = ((...args: unknown[]) => {
        sent.push(args[0]);
        (original as (...a: unknown[]) => void)(...args);
      }) as typeof vite.ws.send;
      dropUnheardMessages(vite.ws);
      vite.environments.client.hot.send({ type: 'full-reload', path: '*' });
      vite.ws.send({ type: 'error', err: { message: 'stale', stack: '' } });
      vite.ws.send({ type: 'custom', event: 'docs:sidebar-update', data: 1 });
      vite.environments.client.hot.send({ type: 'update', updates: [] });
      expect(sent).toEqual([
        { type: 'custom', event: 'docs:sidebar-update', data: 1 },
        { type: 'update', updates: [] },
      ]);
    } finally {
      await vite.close();
    }
  });

  it('lets them through while a page is connected, and drops them again once it left', () => {
    const sent: unknown[] = [];
    const clients = new Set<unknown>(['page']);
    const ws = { clients, send: (payload: unknown) => void sent.push(payload) };
    dropUnheardMessages(ws);
    const reload = { type: 'full-reload', path: '*' };
    const error = { type: 'error', err: { message: 'broken', stack: '' } };
    ws.send(reload);
    ws.send(error);
    clients.clear();
    ws.send(reload);
    ws.send(error);
    ws.send({ type: 'custom', event: 'docs:hmr' });
    expect(sent).toEqual([reload, error, { type: 'custom', event: 'docs:hmr' }]);
  });
});
