// Worker thread: imports the server bundle and renders the URLs it is given. Plain JavaScript so
// it runs in a worker without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { serverEntry, standaloneRoot, routesVersion } = workerData;
const server = await import(pathToFileURL(serverEntry).href);
if (standaloneRoot) server.setStandaloneRoot(standaloneRoot, routesVersion);

parentPort.on('message', async (job) => {
  try {
    const result = await server.render(job.url);
    parentPort.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: { message: String(error?.message ?? error), stack: String(error?.stack ?? '') } });
  }
});
parentPort.postMessage({ ready: true });
