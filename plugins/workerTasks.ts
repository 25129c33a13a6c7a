// The CPU-bound build tasks a worker of plugins/workerPool.ts runs by name: compiling a doc's MDX
// and exporting it as Markdown. Inputs and results cross threads by structured clone, so the site's
// link map (large, the same for every doc) travels once per worker as shared data.
import { compileDoc, type CompileDocInput, type CompiledDoc } from './mdx/compileDoc.js';
import { absoluteUrlOf, docToMarkdown } from './output/markdownExport.js';

/** Data every task of a build may read, sent once to each worker under its key. */
export type SharedData = ReadonlyMap<string, unknown>;

export type CompileTaskInput = Omit<CompileDocInput, 'permalinkBySource'> & { permalinkBySourceKey: string };

export interface MarkdownTaskInput {
  title: string;
  description: string;
  url: string;
  body: string;
  source: string;
  cards?: { label: string; href: string; description?: string }[];
  /** For `absoluteUrlOf(siteUrl, baseUrl)`: the function itself cannot cross threads. */
  siteUrl: string;
  baseUrl: string;
  permalinkBySourceKey: string;
}

function sharedMap(shared: SharedData, key: string): Map<string, string> {
  const value = shared.get(key);
  if (!(value instanceof Map)) throw new Error(`worker task: no shared data under "${key}"`);
  return value as Map<string, string>;
}

export const workerTasks = {
  compileDoc: ({ permalinkBySourceKey, ...input }: CompileTaskInput, shared: SharedData): Promise<CompiledDoc> =>
    compileDoc({ ...input, permalinkBySource: sharedMap(shared, permalinkBySourceKey) }),
  docToMarkdown: ({ permalinkBySourceKey, siteUrl, baseUrl, ...input }: MarkdownTaskInput, shared: SharedData): Promise<string> =>
    docToMarkdown({ ...input, permalinkBySource: sharedMap(shared, permalinkBySourceKey), absolute: absoluteUrlOf(siteUrl, baseUrl) }),
};

export type WorkerTasks = typeof workerTasks;
export type TaskName = keyof WorkerTasks;
