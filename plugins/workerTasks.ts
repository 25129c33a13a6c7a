// The CPU-bound build tasks a worker of plugins/workerPool.ts runs by name: compiling a doc's MDX
// (which also makes its standalone module and Markdown export). Inputs and results cross threads by structured clone, so the site's
// link map (large, the same for every doc) travels once per worker as shared data.
import { compileDoc, type CompileDocInput, type CompiledDoc } from './mdx/compileDoc.js';

/** Data every task of a build may read, sent once to each worker under its key. */
export type SharedData = ReadonlyMap<string, unknown>;

export type CompileTaskInput = Omit<CompileDocInput, 'permalinkBySource'> & {
  permalinkBySourceKey: string;
};

function sharedMap(shared: SharedData, key: string): Map<string, string> {
  const value = shared.get(key);
  if (!(value instanceof Map)) throw new Error(`worker task: no shared data under "${key}"`);
  return value as Map<string, string>;
}

export const workerTasks = {
  compileDoc: (
    { permalinkBySourceKey, ...input }: CompileTaskInput,
    shared: SharedData,
  ): Promise<CompiledDoc> =>
    compileDoc({ ...input, permalinkBySource: sharedMap(shared, permalinkBySourceKey) }),
};

export type WorkerTasks = typeof workerTasks;
export type TaskName = keyof WorkerTasks;
