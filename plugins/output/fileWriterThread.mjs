// The thread a cold build's output files are created on (writerThread.ts): it makes each file's
// folder and writes the file, in the order they came, and reports them done in batches. Plain
// JavaScript so it runs in a worker without a TypeScript loader.
//
// `state` (shared with the build's thread): [0] the lock a write holds while it runs (IDLE, BUSY,
// or CLOSED once the build dropped its output: nothing more is written), [1] how many writes are
// done (the build's thread waits on it for a file it is about to write itself), [2] how many
// requests to make folders (`folders`, made ahead of the files the build writes into them) failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

// 2 is CLOSED: the compare-and-swap below fails on it.
const IDLE = 0;
const BUSY = 1;
const state = new Int32Array(workerData.state);
const made = new Set();
let done = [];
let failed = [];
let reporting = false;

const report = () => {
  reporting = false;
  parentPort.postMessage({ done, failed });
  done = [];
  failed = [];
};

parentPort.on('message', (msg) => {
  // Taken once the build's thread let go of the lock; not at all once the output is dropped.
  if (Atomics.compareExchange(state, 0, IDLE, BUSY) === IDLE) {
    try {
      if (msg.folders) for (const dir of msg.folders) makeFolder(dir);
      else {
        makeFolder(dirname(msg.file));
        writeFileSync(msg.file, msg.content);
      }
      done.push(msg.id);
    } catch (e) {
      if (msg.folders) Atomics.add(state, 2, 1);
      failed.push({ id: msg.id, message: String(e?.message ?? e), code: e?.code, stack: e?.stack });
    }
    Atomics.store(state, 0, IDLE);
  } else {
    if (msg.folders) Atomics.add(state, 2, 1);
    failed.push({ id: msg.id, message: 'the output was dropped', code: 'ECANCELED' });
  }
  finish();
});

/** A request done: counted (the build's thread may be waiting on it), and reported with its burst. */
function finish() {
  Atomics.add(state, 1, 1);
  Atomics.notify(state, 0);
  Atomics.notify(state, 1);
  // One report for the writes that came together (a burst of files is answered once).
  if (!reporting) {
    reporting = true;
    setImmediate(report);
  }
}

function makeFolder(dir) {
  if (made.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  made.add(dir);
}
