// Worker thread of the pre-render pool (prerender.ts): loads the server bundle of each job it is
// given pages of, and renders them. Plain JavaScript so it runs in a worker without a TypeScript
// loader.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { evaluateOutputModule } from './outputModules.mjs';

/** Each job's server bundle, by the job's key: loaded one after the other, in the order given. */
const servers = new Map();
let loading = Promise.resolve();

async function load({ serverEntry, globals, standaloneRoot, routeHashes }) {
  // What the bundle reads as it loads (the locale a bundle shared by locales renders): each job
  // of another locale has its own copy of the bundle, loaded right after its globals are set.
  Object.assign(globalThis, globals);
  const server = await import(serverEntry);
  if (standaloneRoot) {
    // The pages' standalone modules and the route table's buckets, evaluated without the module loader.
    const dir = fileURLToPath(standaloneRoot);
    const load = async (file) =>
      evaluateOutputModule(readFileSync(dir + file, 'utf8')) ?? import(standaloneRoot + file);
    server.setStandaloneRoot(standaloneRoot, routeHashes, load);
  }
  return server;
}

const errorOf = (error) => ({
  message: String(error?.message ?? error),
  stack: String(error?.stack ?? ''),
});

parentPort.on('message', async (msg) => {
  if (msg.type === 'instance') {
    const loaded = loading.then(() => load(msg));
    loading = loaded.catch(() => undefined);
    servers.set(msg.key, loaded);
    return;
  }
  let server;
  try {
    server = await servers.get(msg.key);
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, load: true, error: errorOf(error) });
    return;
  }
  try {
    const result = await server.render(msg.url);
    parentPort.postMessage({ id: msg.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, error: errorOf(error) });
  }
});
parentPort.postMessage({ ready: true });
