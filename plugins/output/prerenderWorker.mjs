// Worker thread of the pre-render pool (prerender.ts): loads the server bundle of each job it is
// given pages of, and renders them. Plain JavaScript so it runs in a worker without a TypeScript
// loader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { evaluateOutputModule } from './outputModules.mjs';

/**
 * Each job the worker was told of, by the job's key: its server bundle (a module is loaded once
 * however many jobs name it: a site's locales share one) and what its pages render with.
 */
const jobs = new Map();

/** The job whose settings the bundle has now: its pages may render side by side. */
let active;
/** The renders under way (of the active job). */
const rendering = new Set();
/** Renders start in the order they came: a job's first page waits for the last job's to finish. */
let gate = Promise.resolve();

/** Gives the bundle the job's settings: its locale (a bundle every locale shares) and output folder. */
async function activate(key) {
  const job = jobs.get(key);
  const server = await job.server;
  if (job.locale) server.selectLocale(job.locale);
  if (job.standaloneRoot) {
    // The pages' standalone modules and the route table's buckets, evaluated without the module loader.
    const dir = fileURLToPath(job.standaloneRoot);
    const load = async (file) =>
      evaluateOutputModule(readFileSync(dir + file, 'utf8')) ?? import(job.standaloneRoot + file);
    server.setStandaloneRoot(job.standaloneRoot, job.routeHashes, load);
  }
  active = key;
  return server;
}

const errorOf = (error) => ({
  message: String(error?.message ?? error),
  stack: String(error?.stack ?? ''),
  // The components it was thrown under (src/server/componentStack.ts), when found.
  ...(typeof error?.componentStack === 'string' ? { componentStack: error.componentStack } : {}),
});

async function render(msg, server) {
  try {
    const result = await server.render(msg.url);
    parentPort.postMessage({ id: msg.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, error: errorOf(error) });
  }
}

const require = createRequire(import.meta.url);

/**
 * The modules still being imported by `preload`. The server bundle is imported once they have all
 * settled: the bundle may `require` one of them (Node 20's require of an ES module), and Node fails
 * that require, with an internal assertion, while an `import()` of the same module is under way.
 */
const preloading = [];

/**
 * A package file the server bundle will load (prerender.ts `preload`), loaded before it is there:
 * a CommonJS file required (the bundle requires it by the same path: Node's module cache has it
 * then), a module imported (the bundle imports the same URL). A failure is the bundle's to report.
 */
function preload(msg) {
  if (!msg.commonJs) {
    preloading.push(import(pathToFileURL(msg.file).href).catch(() => undefined));
    return;
  }
  try {
    require(msg.file);
  } catch {
    // reported by the bundle's own load
  }
}

parentPort.on('message', (msg) => {
  if (msg.type === 'preload') return preload(msg);
  if (msg.type === 'instance') {
    const server = Promise.all(preloading).then(() => import(msg.serverEntry));
    server.catch(() => undefined); // reported with the job's first page
    jobs.set(msg.key, { ...msg, server });
    return;
  }
  gate = gate.then(async () => {
    let server;
    try {
      if (active !== msg.key) {
        // Another job's settings: its pages that are still rendering finish with its own.
        await Promise.all(rendering);
        server = await activate(msg.key);
      } else server = await jobs.get(msg.key).server;
    } catch (error) {
      active = undefined;
      parentPort.postMessage({ id: msg.id, ok: false, load: true, error: errorOf(error) });
      return;
    }
    const done = render(msg, server);
    rendering.add(done);
    void done.finally(() => rendering.delete(done));
  });
});
parentPort.postMessage({ ready: true });
