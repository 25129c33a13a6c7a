// Builds the e2e fixture site once with the real CLI, serves it on a free port, and starts one
// Debian chromium for every test file (playwright-core; never a downloaded browser).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/serve.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const root = join(import.meta.dirname, '../..');
let server: Server | undefined;
let kbServer: Server | undefined;
let browser: BrowserServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The real knowledgebase, built from the repository root. */
    kbUrl: string;
    wsEndpoint: string;
    siteDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `${CHROMIUM} is missing: run scripts/setupChromium.sh (installs Debian's chromium)`,
    );
  const siteDir = join(root, 'tests/fixtures/sites/e2e');
  execFileSync(process.execPath, [join(root, 'scripts/run.mjs'), 'build', siteDir], {
    cwd: root,
    stdio: 'inherit',
  });
  server = await startServer({ dir: join(siteDir, 'build'), port: 0, host: '127.0.0.1' });
  const { port } = server.address() as { port: number };
  if (process.env.E2E_SKIP_KB !== '1') {
    execFileSync(process.execPath, [join(root, 'scripts/run.mjs'), 'build', root], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  kbServer = await startServer({ dir: join(root, 'build'), port: 0, host: '127.0.0.1' });
  project.provide('kbUrl', `http://127.0.0.1:${(kbServer.address() as { port: number }).port}`);
  browser = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('siteDir', siteDir);
  return async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
    await new Promise((r) => kbServer?.close(r));
  };
}
