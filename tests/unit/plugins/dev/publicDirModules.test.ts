// The dev server's request for a module of the app that lies in the public folder (a customCss
// under static/, as Jest's): made the module's `/@fs/` address, where Vite serves it without its
// "public directory" warning; a plain file of static/ and everything else pass untouched
// (plugins/dev/publicDirModules.ts; the whole dev server: tests/e2e/devServerReact18.e2e.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { publicModuleRewrite } from '../../../../plugins/dev/publicDirModules.js';

const root = '/sites/lantern';
const modules = new Set(['/sites/lantern/static/css/lantern.css', '/sites/lantern/static/a b.css']);
const server = {
  environments: {
    client: {
      moduleGraph: {
        getModulesByFile: (file: string) => (modules.has(file) ? new Set([{}]) : undefined),
      },
    },
  },
} as unknown as Parameters<typeof publicModuleRewrite>[0];

function rewritten(url: string, baseUrl = '/', method = 'GET'): string | undefined {
  const req = { url, method } as IncomingMessage;
  let called = false;
  publicModuleRewrite(
    server,
    root,
    `${root}/static`,
    baseUrl,
  )(req, {} as ServerResponse, () => (called = true));
  expect(called).toBe(true);
  return req.url;
}

describe('a request for a module in the public folder', () => {
  it('goes to the module’s /@fs/ address, its query kept', () => {
    expect(rewritten('/static/css/lantern.css')).toBe('/@fs/sites/lantern/static/css/lantern.css');
    expect(rewritten('/static/css/lantern.css?t=1700000000000')).toBe(
      '/@fs/sites/lantern/static/css/lantern.css?t=1700000000000',
    );
    expect(rewritten('/static/a%20b.css')).toBe('/@fs/sites/lantern/static/a%20b.css');
  });

  it('keeps the base URL in front', () => {
    expect(rewritten('/base/static/css/lantern.css?direct', '/base/')).toBe(
      '/base/@fs/sites/lantern/static/css/lantern.css?direct',
    );
  });

  it('leaves a file of static/ that is no module, its root address, and other requests alone', () => {
    expect(rewritten('/static/img/logo.svg')).toBe('/static/img/logo.svg');
    expect(rewritten('/css/lantern.css')).toBe('/css/lantern.css');
    expect(rewritten('/static/../static/css/lantern.css/../x')).toBe(
      '/static/../static/css/lantern.css/../x',
    );
    expect(rewritten('/static/css/lantern.css', '/base/')).toBe('/static/css/lantern.css');
    expect(rewritten('/static/css/lantern.css', '/', 'POST')).toBe('/static/css/lantern.css');
  });
});
