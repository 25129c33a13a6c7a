// Worker thread: imports the server bundle and renders the URLs it is given. Plain JavaScript so
// it runs in a worker without a TypeScript loader.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { evaluateOutputModule } from './outputModules.mjs';

const { serverEntry, standaloneRoot, routeHashes, globals } = workerData;
// What the bundle reads as it loads (the locale a bundle shared by locales renders).
Object.assign(globalThis, globals);
const server = await import(pathToFileURL(serverEntry).href);
if (standaloneRoot) {
  // The pages' standalone modules and the route table's buckets, evaluated without the module loader.
  const dir = fileURLToPath(standaloneRoot);
  const load = async (file) =>
    evaluateOutputModule(readFileSync(dir + file, 'utf8')) ?? import(standaloneRoot + file);
  server.setStandaloneRoot(standaloneRoot, routeHashes, load);
}

parentPort.on('message', async (job) => {
  try {
    const result = await server.render(job.url);
    parentPort.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({
      id: job.id,
      ok: false,
      error: { message: String(error?.message ?? error), stack: String(error?.stack ?? '') },
    });
  }
});
parentPort.postMessage({ ready: true });
